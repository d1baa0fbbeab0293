import FlowExtraction
import FlowModel
import Testing

/// The semantic core on `private` types that several files declare under one name: each file's is its own type,
/// and a name written in a file means that file's declaration first.
@Suite struct FilePrivateTypeTests {
    @Test func eachFilesPrivateRowNavigatesFromTheScreenThatHostsIt() async {
        let extraction = await InlineExtraction([
            "Harbor.swift": """
            import SwiftUI

            struct HarborView: View {
                var body: some View {
                    NavigationStack {
                        List { Row() }
                            .navigationTitle("Harbor")
                    }
                }
            }

            private struct Row: View {
                var body: some View {
                    NavigationLink("Moorings") { MooringsView() }
                }
            }

            struct MooringsView: View {
                var body: some View { Text("Moorings") }
            }
            """,
            "Lighthouse.swift": """
            import SwiftUI

            struct LighthouseView: View {
                var body: some View {
                    NavigationStack {
                        List { Row() }
                            .navigationTitle("Lighthouse")
                    }
                }
            }

            fileprivate struct Row: View {
                @State private var showsLog = false
                var body: some View {
                    Badge()
                        .sheet(isPresented: $showsLog) { KeeperLogView() }
                }

                /// A type nested in a file's own type is that file's too.
                struct Badge: View {
                    var body: some View {
                        NavigationLink("Lamp room") { LampRoomView() }
                    }
                }
            }

            struct LampRoomView: View {
                var body: some View { Text("Lamp") }
            }

            struct KeeperLogView: View {
                var body: some View { Text("Log") }
            }
            """,
        ])
        #expect(extraction.transitions() == [
            "HarborView/body present push -> MooringsView",
            "LighthouseView/body present push -> LampRoomView",
            "LighthouseView/body present sheet -nav -> KeeperLogView",
        ])
        #expect(extraction.coordinator("App")?.screens.map(\.name).contains(where: { $0.contains("#") }) == false)
    }

    @Test func aFilesPrivateTypeShadowsAnotherFilesTypeOfTheSameNameOnlyInItsFile() async {
        let extraction = await InlineExtraction([
            "Pier.swift": """
            import SwiftUI

            struct PierView: View {
                var body: some View {
                    NavigationStack {
                        List { Footer() }
                            .navigationTitle("Pier")
                    }
                }
            }

            private struct Footer: View {
                var body: some View {
                    NavigationLink("Tides") { TideTableView() }
                }
            }

            struct TideTableView: View {
                var body: some View { Text("Tides") }
            }
            """,
            "Footer.swift": """
            import SwiftUI

            struct Footer: View {
                var body: some View {
                    NavigationLink("Ferries") { FerryTimesView() }
                }
            }

            struct FerryTimesView: View {
                var body: some View { Text("Ferries") }
            }
            """,
            "Quay.swift": """
            import SwiftUI

            struct QuayView: View {
                var body: some View {
                    NavigationStack {
                        List { Footer() }
                            .navigationTitle("Quay")
                    }
                }
            }
            """,
        ])
        #expect(extraction.transitions() == [
            "PierView/body present push -> TideTableView",
            "QuayView/body present push -> FerryTimesView",
        ])
    }
}
