import FlowExtraction
import FlowModel
import Testing

/// Which screen a SwiftUI sub-view's steps belong to: a section that also builds a context menu's preview (a peek
/// wrapped in its own `NavigationStack`) is still part of the screen that hosts it.
@Suite struct HostedContentTests {
    private func transitions(_ extraction: InlineExtraction, of coordinator: String) -> [String] {
        (extraction.coordinator(coordinator)?.transitions.map(\.summary) ?? []).sorted()
    }

    private func location(_ extraction: InlineExtraction, of coordinator: String, _ summary: String) -> [String] {
        extraction.coordinator(coordinator)?.transitions.filter { $0.summary == summary }.compactMap(\.location?.marked) ?? []
    }

    @Test func aSectionWhosePreviewBuildsAStackStaysPartOfItsHost() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct LogbookApp: App {
            var body: some Scene { WindowGroup { NavigationStack { VoyageView() } } }
        }
        struct VoyageView: View {
            var body: some View {
                ScrollView { EntriesSection() }.navigationTitle("Voyage")
            }
        }
        struct EntriesSection: View {
            @State private var showsWeather = false
            var body: some View {
                ↓NavigationLink("Day 1") { EntryView() }
                    .contextMenu {
                        Button("Weather") { ↓showsWeather = true }
                    } preview: {
                        peek()
                    }
                    .sheet(isPresented: $showsWeather) { WeatherView() }
            }
            private func peek() -> some View {
                NavigationStack { EntryView() }
            }
        }
        struct EntryView: View { var body: some View { Text("Entry").navigationTitle("Entry") } }
        struct WeatherView: View { var body: some View { Text("Weather") } }
        """)
        #expect(transitions(extraction, of: "LogbookApp") == [
            "VoyageView/body present push -> EntryView",
            "VoyageView/body present sheet -nav -> WeatherView",
        ])
        // The peek's stack root is shown by the context menu, not at launch.
        #expect(extraction.coordinator("LogbookApp")?.entries.map(\.screen) == ["VoyageView"])
        #expect(location(extraction, of: "LogbookApp", "VoyageView/body present push -> EntryView") == [extraction.marker(0)])
        #expect(location(extraction, of: "LogbookApp", "VoyageView/body present sheet -nav -> WeatherView") == [extraction.marker(1)])
    }
}
