import Testing

/// A view handed another view's property as a binding (`PierListView(selectedTab: $selectedTab)`) sets that property
/// when it sets its own: what the holder shows on it (a tab, a sheet) is the step of the view setting it.
@Suite("Properties set through a binding")
struct BoundSelectionTests {
    @Test func aTabRootSettingTheSelectionItWasHandedSwitchesTabs() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum MarinaTab: Hashable { case piers, fuel }
        @main struct MarinaApp: App {
            var body: some Scene { WindowGroup { MarinaTabView() } }
        }
        struct MarinaTabView: View {
            @State private var selectedTab: MarinaTab = .piers
            @State private var showsTide = false
            var body: some View {
                TabView(selection: $selectedTab) {
                    NavigationStack { PierListView(selectedTab: $selectedTab, showsTide: $showsTide) }
                        .tabItem { Label("Piers", systemImage: "ferry") }
                        .tag(MarinaTab.piers)
                    NavigationStack { FuelDockView() }
                        .tabItem { Label("Fuel", systemImage: "fuelpump") }
                        .tag(MarinaTab.fuel)
                }
                .sheet(isPresented: $showsTide) { TideTableView() }
            }
        }
        struct PierListView: View {
            @Binding var selectedTab: MarinaTab
            @Binding var showsTide: Bool
            var body: some View {
                Button("Refuel") { ↓selectedTab = .fuel }
                Button("Tides") { ↓showsTide = true }
            }
        }
        struct FuelDockView: View { var body: some View { Text("Fuel") } }
        struct TideTableView: View { var body: some View { Text("Tides") } }
        """)
        let steps = extraction.transitions(of: "MarinaApp").filter { $0.hasPrefix("PierListView/") }
        #expect(steps == [
            "PierListView/refuel present swap +nav -> FuelDockView",
            "PierListView/tides present sheet -nav -> TideTableView",
        ])
        #expect(extraction.locations(of: "MarinaApp", "PierListView/refuel present swap +nav -> FuelDockView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "MarinaApp", "PierListView/tides present sheet -nav -> TideTableView") == [extraction.marker(1)])
    }

    /// An iOS 18 `Tab`'s value is its selection, as a `.tag` is: setting the selection to it shows its content.
    @Test func aTabsValueIsTheSelectionThatShowsIt() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum QuayTab: Hashable { case berths, chandlery }
        @Observable final class Harbour { var tab: QuayTab = .berths }
        @main struct QuayApp: App {
            @State private var harbour = Harbour()
            var body: some Scene {
                WindowGroup {
                    TabView(selection: $harbour.tab) {
                        Tab("Berths", systemImage: "ferry", value: QuayTab.berths) {
                            NavigationStack { BerthsView(harbour: harbour) }
                        }
                        Tab("Chandlery", systemImage: "bag", value: .chandlery) {
                            NavigationStack { ChandleryView() }
                        }
                    }
                }
            }
        }
        struct BerthsView: View {
            let harbour: Harbour
            var body: some View { Button("Buy rope") { ↓harbour.tab = .chandlery } }
        }
        struct ChandleryView: View { var body: some View { Text("Rope") } }
        """)
        let steps = extraction.transitions(of: "QuayApp").filter { $0.hasPrefix("BerthsView/") }
        #expect(steps == ["BerthsView/buyRope present swap +nav -> ChandleryView"])
        #expect(extraction.locations(of: "QuayApp", "BerthsView/buyRope present swap +nav -> ChandleryView") == [extraction.marker(0)])
    }

    /// A sheet's item handed as a binding to a screen the stack pushes (`HarbourView(sheet: $sheet)` in its
    /// `navigationDestination`): the pushed screen setting it presents the case it sets, and the view holding the
    /// sheet presents none of its cases by itself.
    @Test func aSheetBindingHandedToAPushedScreenPresentsFromThatScreen() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main
        struct FerryApp: App {
            var body: some Scene { WindowGroup { NavigationStack { FerryRoot() } } }
        }
        enum FerryRoute: Hashable { case harbour(String) }
        enum FerrySheet: String, Identifiable { case tickets, timetable; var id: String { rawValue } }
        struct FerryRoot: View {
            @State private var sheet: FerrySheet?
            var body: some View {
                HarbourList()
                    .navigationDestination(for: FerryRoute.self) { route in
                        switch route {
                        case .harbour(let name): HarbourView(name: name, sheet: $sheet)
                        }
                    }
                    .sheet(item: $sheet) { sheet in
                        switch sheet {
                        case .tickets: TicketsView()
                        case .timetable: TimetableView()
                        }
                    }
            }
        }
        struct HarbourList: View {
            var body: some View { NavigationLink("Oban", value: FerryRoute.harbour("Oban")) }
        }
        struct HarbourView: View {
            let name: String
            @Binding var sheet: FerrySheet?
            var body: some View { Button("Buy tickets") { ↓sheet = .tickets } }
        }
        struct TicketsView: View { var body: some View { Text("Tickets") } }
        struct TimetableView: View { var body: some View { Text("Timetable") } }
        """)
        #expect(extraction.transitions(of: "FerryApp") == [
            "FerryRoot/body present push -> HarbourView",
            "HarbourView/buyTickets present sheet -nav -> TicketsView",
        ])
        #expect(extraction.locations(of: "FerryApp", "HarbourView/buyTickets present sheet -nav -> TicketsView") == [extraction.marker(0)])
    }
}
