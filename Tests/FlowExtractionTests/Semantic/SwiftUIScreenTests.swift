import FlowExtraction
import FlowModel
import Testing

/// The semantic core on SwiftUI: which view a step starts from (a tab bar's host, a stack's root view), flags that
/// present from wherever they are raised (also through what `.onChange(of:)` runs, and through a view extension or
/// a modifier handed the binding), members that build a destination, and the value a destination closure receives
/// however its parameter is written.
@Suite struct SwiftUIScreenTests {
    @Test func aButtonsLiteralTitleNamesTheStepItsActionMakesInPlace() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main
        struct LockApp: App {
            var body: some Scene { WindowGroup { LockGateView() } }
        }
        struct LockGateView: View {
            @State private var showsSchedule = false
            @State private var showsLog = false
            @State private var showsHelp = false
            var body: some View {
                VStack {
                    Button("Tide schedule") { showsSchedule = true }
                    Button("Clear log", role: .destructive, action: { showsLog = true })
                    Button { showsHelp = true } label: { Text("Help") }
                }
                .sheet(isPresented: $showsSchedule) { TideScheduleView() }
                .sheet(isPresented: $showsLog) { LockLogView() }
                .sheet(isPresented: $showsHelp) { LockHelpView() }
            }
        }
        struct TideScheduleView: View { var body: some View { Text("Schedule") } }
        struct LockLogView: View { var body: some View { Text("Log") } }
        struct LockHelpView: View { var body: some View { Text("Help") } }
        """)
        // A title written as a literal, or the literal of the one `Text` a label builds, names the step.
        #expect(extraction.transitions(of: "LockApp").filter { $0.hasPrefix("LockGateView/") } == [
            "LockGateView/clearLog present sheet -nav -> LockLogView",
            "LockGateView/help present sheet -nav -> LockHelpView",
            "LockGateView/tideSchedule present sheet -nav -> TideScheduleView",
        ])
    }

    @Test func aFlagOnASharedModelPresentsFromTheScreenThatRaisesIt() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @Observable final class TicketBooth {
            var showsSignIn = false
            func requireSignIn() { ↓showsSignIn = true }
            func signedIn() { showsSignIn = false }
        }
        @main struct FerryApp: App {
            @State private var booth = TicketBooth()
            var body: some Scene {
                WindowGroup {
                    TimetableView()
                        .environment(booth)
                        .sheet(isPresented: $booth.showsSignIn) { SignInView() }
                }
            }
        }
        struct TimetableView: View {
            @Environment(TicketBooth.self) var booth
            @State private var showsFares = false
            var body: some View {
                NavigationStack {
                    Button("Buy") { booth.requireSignIn() }
                    Button("Fares") { ↓showsFares.toggle() }
                        .navigationTitle("Timetable")
                        .sheet(isPresented: $showsFares) { FaresView() }
                }
            }
        }
        struct SignInView: View {
            @Environment(TicketBooth.self) var booth
            var body: some View { Button("Done") { booth.signedIn() } }
        }
        struct FaresView: View { var body: some View { Text("Fares") } }
        """)
        #expect(extraction.transitions(of: "FerryApp") == [
            "TimetableView/fares present sheet -nav -> FaresView",
            "TimetableView/requireSignIn present sheet -nav -> SignInView",
        ])
        #expect(extraction.locations(of: "FerryApp", "TimetableView/requireSignIn present sheet -nav -> SignInView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "FerryApp", "TimetableView/fares present sheet -nav -> FaresView") == [extraction.marker(1)])
    }

    @Test func aFlagRaisedFromInsideWhatItPresentsIsNoNewStep() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @Observable final class CheckoutFlow {
            var isShown = false
            func begin() { isShown = true }
            func retry() { if !isShown { isShown = true } }
        }
        struct BasketView: View {
            @State private var flow = CheckoutFlow()
            var body: some View {
                NavigationStack {
                    Button("Pay") { flow.begin() }
                        .navigationTitle("Basket")
                        .sheet(isPresented: $flow.isShown) { CheckoutSheet(flow: flow) }
                }
            }
        }
        struct CheckoutSheet: View {
            let flow: CheckoutFlow
            var body: some View { NavigationStack { PaymentView(flow: flow) } }
        }
        struct PaymentView: View {
            let flow: CheckoutFlow
            var body: some View { Button("Retry") { flow.retry() }.navigationTitle("Payment") }
        }
        """)
        // The sheet's stack shows the payment screen first: a swap into it, not a new step from the flag.
        #expect(extraction.transitions() == [
            "BasketView/begin present sheet +nav -> CheckoutSheet", "CheckoutSheet/- present swap -> PaymentView",
        ])
    }

    @Test func theViewHoldingATabBarAndAStacksRootViewAreScreensOfTheirOwn() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        struct ShellView: View { var body: some View { HarbourTabsView() } }
        struct HarbourTabsView: View {
            @State private var showsSettings = false
            var body: some View {
                VStack {
                    Button("Settings") { showsSettings = true }
                    TabView {
                        BerthsTab().tabItem { Text("Berths") }
                    }
                }
                .sheet(isPresented: $showsSettings) { HarbourSettingsView() }
            }
        }
        struct BerthsTab: View { var body: some View { NavigationStack { BerthListView() } } }
        struct BerthListView: View {
            var body: some View {
                List { NavigationLink("Berth 4") { BerthDetailView() } }
            }
        }
        struct BerthDetailView: View { var body: some View { Text("Berth") } }
        struct HarbourSettingsView: View { var body: some View { Text("Settings") } }
        """)
        #expect(extraction.transitions() == [
            "BerthListView/body present push -> BerthDetailView",
            // The stack's root is its first screen: its steps are not also the tab's that holds the stack.
            "BerthsTab/- present swap -> BerthListView",
            "HarbourTabsView/- present swap -> BerthsTab",
            "HarbourTabsView/settings present sheet -nav -> HarbourSettingsView",
        ])
    }

    @Test func aComputedMemberUsedAsADestinationIsTheScreenItBuilds() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        struct TideRow: View {
            private var chartList: some View {
                TideChartList().navigationTitle("Charts")
            }
            var body: some View { NavigationLink(destination: chartList) { Text("Charts") } }
        }
        struct PortView: View {
            var body: some View { NavigationStack { List { TideRow() }.navigationTitle("Port") } }
        }
        struct TideChartList: View { var body: some View { Text("Charts") } }
        """)
        #expect(extraction.transitions() == ["PortView/body present push -> TideChartList"])
    }

    @Test func aCallbackHandedToADestinationRunsWhereTheDestinationCallsIt() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        final class ThreadModel {
            let onOpen: (URL) -> Void
            init(topic: String, onOpen: @escaping (URL) -> Void) { self.onOpen = onOpen }
            func linkTapped(_ url: URL) { onOpen(url) }
        }
        enum ForumSheet: Identifiable { case reader(URL); var id: Int { 0 } }
        struct ForumView: View {
            @State private var reading: ForumSheet?
            var body: some View {
                NavigationStack {
                    NavigationLink("Topic") {
                        ThreadView(model: ThreadModel(topic: "ropes") { url in reading = .reader(url) })
                    }
                    .navigationTitle("Forum")
                    .sheet(item: $reading) { sheet in
                        switch sheet { case let .reader(url): ReaderView(url: url) }
                    }
                }
            }
        }
        struct ThreadView: View {
            let model: ThreadModel
            var body: some View { Button("Open") { model.linkTapped(URL(string: "https://example.org")!) } }
        }
        struct ReaderView: View { let url: URL; var body: some View { Text("Reader") } }
        """)
        #expect(extraction.transitions() == [
            "ForumView/body present push -> ThreadView",
            "ThreadView/linkTapped present sheet -nav -> ReaderView",
        ])
    }

    @Test func aViewOnlyAPreviewBuildsIsNotPartOfTheApp() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        struct DeckView: View {
            var body: some View { NavigationStack { CargoList().navigationTitle("Deck") } }
        }
        struct CargoList: View {
            var body: some View { List { NavigationLink("Crate") { CrateView() } } }
        }
        struct HoldView: View {
            var body: some View { CargoList().navigationTitle("Hold") }
        }
        struct CrateView: View { var body: some View { Text("Crate") } }
        struct HoldView_Previews: PreviewProvider { static var previews: some View { HoldView() } }
        #Preview("Galley") {
            struct GalleyPreview: View {
                var body: some View { NavigationView { CargoList() } }
            }
            return GalleyPreview()
        }
        """)
        #expect(extraction.transitions() == ["CargoList/body present push -> CrateView"])
    }

    @Test func aRepresentablesCoordinatorIsItsDelegateNotANavigationCoordinator() async {
        let extraction = await InlineExtraction("""
        import SwiftUI
        import MapKit

        @Observable final class ChartModel { var showsBuoy = false }
        struct ChartView: View {
            @State private var model = ChartModel()
            var body: some View {
                NavigationStack {
                    SeaMap(model: model)
                        .navigationTitle("Chart")
                        .sheet(isPresented: $model.showsBuoy) { BuoyView() }
                }
            }
        }
        struct SeaMap: UIViewRepresentable {
            let model: ChartModel
            func makeUIView(context: Context) -> MKMapView { MKMapView() }
            func updateUIView(_ view: MKMapView, context: Context) {}
            func makeCoordinator() -> Coordinator { Coordinator(self) }
            final class Coordinator: NSObject, MKMapViewDelegate {
                let parent: SeaMap
                init(_ parent: SeaMap) { self.parent = parent }
                func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) { parent.model.showsBuoy = true }
            }
        }
        struct BuoyView: View { var body: some View { Text("Buoy") } }
        """)
        #expect(extraction.coordinator("SeaMap.Coordinator") == nil)
        #expect(extraction.transitions() == ["ChartView/mapView present sheet -nav -> BuoyView"])
    }

    @Test func aStyleReadersStepToARouteEnumOrAControlIsNoScreen() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum HarbourDestination: Hashable {
            case berth(Int)
            case tides
        }

        @Observable final class HarbourRouter {
            var path: [HarbourDestination] = []
            func navigate(to destination: HarbourDestination) { path.append(destination) }
        }

        struct HarbourHome: View {
            @State private var router = HarbourRouter()
            var body: some View {
                NavigationStack(path: $router.path) {
                    Button("Berth") { router.navigate(to: .berth(4)) }
                        .navigationTitle("Harbour")
                        .navigationDestination(for: HarbourDestination.self) { destination in
                            switch destination {
                            case let .berth(number): BerthView(number: number)
                            case .tides: TidesView()
                            }
                        }
                }
            }
        }
        struct BerthView: View { let number: Int; var body: some View { Text("Berth") } }
        struct TidesView: View { var body: some View { Text("Tides") } }
        """)
        // The stack's content is a button built in place: its root is the view holding it, not the control.
        #expect(extraction.coordinator("HarbourRouter")?.screens.map(\.name).sorted() == ["HarbourHome", "berth", "tides"])
    }

    @Test func anItemSheetsNavigationContainerLetsWhatItShowsPush() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        struct Vessel: Identifiable { let id: Int }
        struct FleetView: View {
            @State private var inspected: Vessel?
            let fleet: [Vessel]
            var body: some View {
                List(fleet) { vessel in Button("Inspect") { inspected = fleet.first } }
                    .navigationTitle("Fleet")
                    .sheet(item: $inspected) { vessel in NavigationView { VesselView(vessel: vessel) } }
            }
        }
        struct VesselView: View {
            let vessel: Vessel
            var body: some View { NavigationLink("Crew") { CrewView() } }
        }
        struct CrewView: View { var body: some View { Text("Crew") } }
        """)
        // The button setting the item (`inspected = fleet.first`) presents it.
        #expect(extraction.transitions() == [
            "FleetView/inspect present sheet +nav -> VesselView",
            "VesselView/body present push -> CrewView",
        ])
    }

    @Test func aScreenOfItsOwnTheRootViewBuildsIsShownAtLaunch() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct QuayApp: App {
            var body: some Scene { WindowGroup { ShellView() } }
        }
        struct ShellView: View { var body: some View { DockTabsView().tint(.blue) } }
        struct DockTabsView: View {
            @State private var showsTides = false
            var body: some View {
                TabView { BerthList().tabItem { Text("Berths") } }
                    .sheet(isPresented: $showsTides) { TidesView() }
            }
        }
        struct BerthList: View { var body: some View { Text("Berths") } }
        struct TidesView: View { var body: some View { Text("Tides") } }
        """)
        #expect(extraction.coordinator("QuayApp")?.entries.map(\.screen) == ["DockTabsView", "ShellView"])
    }

    /// `if session.isSignedIn { ... } else { ... }` and `switch session.stage { ... }` in the app's root view: the
    /// code that sets the value swaps to the screen of its own the other arm shows (a navigation container's
    /// root, a view with a title); a switch between parts of one screen (a spinner and a list) is no step.
    @Test func settingAValueAViewSwitchesOnSwapsToTheScreenItsArmShows() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @Observable final class HarbourSession {
            var isSignedIn = false
            var stage: Stage = .welcome
            enum Stage { case welcome, tour, done }
            func signIn() { ↓isSignedIn = true }
            func signOut() { isSignedIn = false }
        }
        @main struct HarbourApp: App {
            @State private var session = HarbourSession()
            var body: some Scene {
                WindowGroup { RootView().environment(session) }
            }
        }
        struct RootView: View {
            @Environment(HarbourSession.self) var session
            var body: some View {
                if session.isSignedIn {
                    NavigationStack { MooringsView() }
                } else {
                    switch session.stage {
                    case .welcome: WelcomeView()
                    case .tour: TourView()
                    case .done: SignInView()
                    }
                }
            }
        }
        struct WelcomeView: View {
            @Environment(HarbourSession.self) var session
            var body: some View {
                Button("Next") { ↓session.stage = .tour }
                    .navigationTitle("Welcome")
            }
        }
        struct TourView: View {
            @Environment(HarbourSession.self) var session
            var body: some View {
                Button("Done") { session.stage = .done }
                    .navigationTitle("Tour")
            }
        }
        struct SignInView: View {
            @Environment(HarbourSession.self) var session
            var body: some View {
                Button("Sign in") { session.signIn() }
                    .navigationTitle("Sign in")
            }
        }
        final class MooringList {
            var isLoading = false
            func reload() { isLoading = true }
        }
        struct MooringsView: View {
            @Environment(HarbourSession.self) var session
            @State private var list = MooringList()
            var body: some View {
                if list.isLoading { ProgressView() } else { MooringRows() }
                Button("Refresh") { list.reload() }
                Button("Sign out") { session.signOut() }
            }
        }
        struct MooringRows: View { var body: some View { Text("Rows") } }
        """)
        // Signing out shows whichever stage the session is at.
        #expect(extraction.transitions(of: "HarbourApp") == [
            "MooringsView/signOut present swap +nav -> SignInView",
            "MooringsView/signOut present swap +nav -> TourView",
            "MooringsView/signOut present swap +nav -> WelcomeView",
            "SignInView/signIn present swap +nav -> MooringsView",
            "TourView/done present swap -> SignInView",
            "WelcomeView/next present swap -> TourView",
        ])
        #expect(extraction.locations(of: "HarbourApp", "SignInView/signIn present swap +nav -> MooringsView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "HarbourApp", "WelcomeView/next present swap -> TourView") == [extraction.marker(1)])
    }

    /// A model's method handed to a button as its action (`Button("Kiln", action: studio.openKiln)`) names the step as a
    /// call of it would: by that method, not by the private helper it calls (`show(.kiln)`) to set the sheet's item.
    @Test func aMethodHandedToAButtonNamesItsStep() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum StudioPanel: String, Identifiable {
            case kiln, log
            var id: String { rawValue }
        }
        final class StudioModel: ObservableObject {
            @Published var panel: StudioPanel?
            func openKiln() { show(.kiln) }
            func openLog() { show(.log) }
            private func show(_ chosen: StudioPanel) { ↓panel = chosen }
        }
        struct GlazeListView: View {
            @StateObject private var studio = StudioModel()
            var body: some View {
                List { Text("Celadon") }
                    .toolbar {
                        Button("Kiln", action: studio.openKiln)
                        Button("Log", action: studio.openLog)
                    }
                    .sheet(item: $studio.panel) { panel in
                        switch panel {
                        case .kiln: KilnView()
                        case .log: FiringLogView()
                        }
                    }
            }
        }
        struct KilnView: View { var body: some View { Text("Kiln") } }
        struct FiringLogView: View { var body: some View { Text("Log") } }
        @main struct PotteryApp: App {
            var body: some Scene { WindowGroup { NavigationStack { GlazeListView() } } }
        }
        """)
        #expect(extraction.transitions(of: "PotteryApp") == [
            "GlazeListView/openKiln present sheet -nav -> KilnView",
            "GlazeListView/openLog present sheet -nav -> FiringLogView",
        ])
        #expect(extraction.locations(of: "PotteryApp", "GlazeListView/openKiln present sheet -nav -> KilnView") == [extraction.marker(0)])
    }

    /// A root view testing an optional against nil (`if session.member == nil { SignIn() } else { Clubhouse() }`)
    /// swaps to the other branch where a value is set.
    @Test func aRootTestingAValueAgainstNilSwapsWhereOneIsSet() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        struct Member { let name: String }
        @Observable final class Session { var member: Member? }
        @main struct RowingClubApp: App {
            @State private var session = Session()
            var body: some Scene {
                WindowGroup {
                    if session.member == nil {
                        SignInView(session: session)
                    } else {
                        ClubhouseView()
                    }
                }
            }
        }
        struct SignInView: View {
            let session: Session
            var body: some View { Button("Sign in") { ↓session.member = Member(name: "Ada") } }
        }
        struct ClubhouseView: View { var body: some View { Text("Clubhouse") } }
        """)
        #expect(extraction.transitions(of: "RowingClubApp").filter { $0.hasPrefix("SignInView/") } == [
            "SignInView/signIn present swap -> ClubhouseView",
        ])
        #expect(extraction.locations(of: "RowingClubApp", "SignInView/signIn present swap -> ClubhouseView") == [extraction.marker(0)])
    }

    /// `@AppStorage("hasBoarded")` in the app's root view, switched on: `UserDefaults.standard.set(true, forKey:)`
    /// in a model and another view's `@AppStorage` property on the same key both swap it. Every view the app's root
    /// view switches between is a screen of its own.
    @Test func aUserDefaultsKeyTheRootViewSwitchesOnSwapsFromWhereverItIsSet() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct QuayApp: App {
            var body: some Scene { WindowGroup { QuayRoot() } }
        }
        struct QuayRoot: View {
            @AppStorage("hasBoarded") var hasBoarded = false
            var body: some View {
                if hasBoarded {
                    NavigationStack { CabinList() }
                } else {
                    BoardingView()
                }
            }
        }
        final class BoardingModel {
            func board() { ↓UserDefaults.standard.set(true, forKey: "hasBoarded") }
            func reset() { UserDefaults.standard.set(0, forKey: "cabin") }
        }
        struct BoardingView: View {
            @State private var model = BoardingModel()
            var body: some View { Button("Board") { model.board() } }
        }
        struct CabinList: View {
            @AppStorage("hasBoarded") private var boarded = true
            var body: some View { Button("Leave") { ↓boarded = false } }
        }
        """)
        #expect(extraction.transitions(of: "QuayApp") == [
            "BoardingView/board present swap +nav -> CabinList",
            "CabinList/leave present swap +nav -> BoardingView",
        ])
        #expect(extraction.locations(of: "QuayApp", "BoardingView/board present swap +nav -> CabinList") == [extraction.marker(0)])
        #expect(extraction.locations(of: "QuayApp", "CabinList/leave present swap +nav -> BoardingView") == [extraction.marker(1)])
        // Whichever the stored value is at launch, the root view shows one of its arms: both are where the model
        // begins, so neither is reported unreachable.
        #expect(extraction.coordinator("QuayApp")?.entries.map(\.screen) == ["BoardingView", "CabinList", "QuayRoot"])
    }

    /// A preview that wraps a row in a navigation container (to show its links) does not make the row a screen: its
    /// steps stay the screen's that builds it.
    @Test func aRowAPreviewWrapsInANavigationContainerStaysPartOfItsScreen() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct TideApp: App {
            var body: some Scene { WindowGroup { NavigationStack { HarbourView() } } }
        }
        struct HarbourView: View {
            var body: some View { List { TideRow() }.navigationTitle("Harbour") }
        }
        struct TideRow: View {
            var body: some View { ↓NavigationLink("Tides") { TidesView() } }
        }
        struct TidesView: View { var body: some View { Text("Tides") } }
        struct TideRow_Previews: PreviewProvider {
            static var previews: some View { NavigationView { TideRow() } }
        }
        """)
        #expect(extraction.transitions(of: "TideApp") == ["HarbourView/body present push -> TidesView"])
        #expect(extraction.locations(of: "TideApp", "HarbourView/body present push -> TidesView") == [extraction.marker(0)])
    }

    /// Tabs built by a method of the tab enum, called on each element of a `ForEach` whose type syntax does not
    /// say: the one type declaring the method builds them, each tab a screen the tab view shows.
    @Test func tabsBuiltByAMethodOfTheTabEnumAreShownByTheTabView() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct DockApp: App {
            var body: some Scene { WindowGroup { DockTabView() } }
        }
        enum DockTab: CaseIterable {
            case berths, tides
            @ViewBuilder func makeContent() -> some View {
                switch self {
                case .berths: BerthsTab()
                case .tides: TidesTab()
                }
            }
        }
        struct DockTabView: View {
            var body: some View {
                TabView ↓{
                    ForEach(DockTab.allCases, id: \\.self) { tab in
                        tab.makeContent().tabItem { Text("Tab") }
                    }
                }
            }
        }
        struct BerthsTab: View { var body: some View { Text("Berths").navigationTitle("Berths") } }
        struct TidesTab: View { var body: some View { Text("Tides").navigationTitle("Tides") } }
        """)
        #expect(extraction.transitions(of: "DockApp") == [
            "DockTabView/- present swap -> BerthsTab", "DockTabView/- present swap -> TidesTab",
        ])
        #expect(extraction.locations(of: "DockApp", "DockTabView/- present swap -> TidesTab") == [extraction.marker(0)])
    }

    @Test func aDestinationClosuresFirstParameterWrittenAsDollarZeroIsTheValueShown() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum Chart: Identifiable {
            case tides, winds
            var id: Self { self }
            @ViewBuilder var view: some View {
                switch self {
                case .tides: TideChartView()
                case .winds: WindChartView()
                }
            }
        }
        enum Berth: Hashable {
            case north, south
            @ViewBuilder var destination: some View {
                switch self {
                case .north: NorthBerthView()
                case .south: SouthBerthView()
                }
            }
        }
        @main struct ChartRoomApp: App {
            var body: some Scene { WindowGroup { NavigationStack { ChartRoomView() } } }
        }
        struct ChartRoomView: View {
            @State private var chart: Chart?
            @State private var showsLog = false
            var body: some View {
                VStack {
                    Button("Tides") { ↓chart = .tides }
                    ↓NavigationLink("North berth", value: Berth.north)
                    Button("Log") { ↓showsLog = true }
                }
                .sheet(item: $chart) { $0.view }
                .navigationDestination(for: Berth.self) { $0.destination }
                .inspector(isPresented: $showsLog) { LogView() }
            }
        }
        struct LogView: View { var body: some View { Text("Log") } }
        struct TideChartView: View { var body: some View { Text("Tides") } }
        struct WindChartView: View { var body: some View { Text("Winds") } }
        struct NorthBerthView: View { var body: some View { Text("North") } }
        struct SouthBerthView: View { var body: some View { Text("South") } }
        """)
        #expect(extraction.transitions(of: "ChartRoomApp") == [
            "ChartRoomView/body present push -> NorthBerthView",
            "ChartRoomView/log present sheet -nav -> LogView",
            "ChartRoomView/tides present sheet -nav -> TideChartView",
        ])
        // An inspector is read as the sheet it is on an iPhone.
        #expect(extraction.locations(of: "ChartRoomApp", "ChartRoomView/log present sheet -nav -> LogView") == [extraction.marker(2)])
        #expect(extraction.locations(of: "ChartRoomApp", "ChartRoomView/tides present sheet -nav -> TideChartView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "ChartRoomApp", "ChartRoomView/body present push -> NorthBerthView") == [extraction.marker(1)])
    }

    @Test func whatOnChangeRunsHappensWhereTheObservedPropertyIsSet() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        final class CrewRoster: ObservableObject {
            @Published var captain: String?
            func resign() { captain = nil }
            func appoint(_ name: String) { captain = name }
        }
        @main struct LighthouseApp: App {
            @StateObject private var roster = CrewRoster()
            @State private var showsMuster = false
            var body: some Scene {
                WindowGroup {
                    NavigationStack { LogView() }
                        .environmentObject(roster)
                        .onChange(of: roster.captain) { captain in
                            if captain == nil { ↓showsMuster = true }
                        }
                        .fullScreenCover(isPresented: $showsMuster) { MusterView() }
                }
            }
        }
        struct LogView: View {
            @EnvironmentObject var roster: CrewRoster
            var body: some View {
                NavigationLink("Duties") { DutiesView() }.navigationTitle("Log")
            }
        }
        struct DutiesView: View {
            @EnvironmentObject var roster: CrewRoster
            var body: some View { Button("Resign") { roster.resign() }.navigationTitle("Duties") }
        }
        struct MusterView: View {
            @EnvironmentObject var roster: CrewRoster
            var body: some View { Button("Take command") { roster.appoint("Ada") } }
        }
        """)
        // Not at launch, and not from the muster screen itself, whose change raises the flag that shows it.
        #expect(extraction.transitions(of: "LighthouseApp") == [
            "DutiesView/resign present fullScreen -nav -> MusterView ?",
            "LogView/body present push -> DutiesView",
        ])
        #expect(extraction.coordinator("LighthouseApp")?.entries.map(\.screen) == ["LogView"])
        #expect(extraction.locations(of: "LighthouseApp", "DutiesView/resign present fullScreen -nav -> MusterView ?") == [extraction.marker(0)])
    }

    @Test func theAppTypesOwnSceneSwitchingSwapsBothWays() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct ApiaryApp: App {
            @StateObject private var keeper = KeeperSession()
            var body: some Scene {
                WindowGroup {
                    Group {
                        if keeper.isSignedIn { YardView() } else { GateView() }
                    }
                    .environmentObject(keeper)
                }
            }
        }
        final class KeeperSession: ObservableObject {
            @Published var isSignedIn = false
            func signIn() { ↓isSignedIn = true }
            func signOut() { ↓isSignedIn = false }
        }
        struct YardView: View {
            @EnvironmentObject var keeper: KeeperSession
            var body: some View { Button("Leave") { keeper.signOut() } }
        }
        struct GateView: View {
            @EnvironmentObject var keeper: KeeperSession
            var body: some View { Button("Enter") { keeper.signIn() } }
        }
        """)
        #expect(extraction.transitions(of: "ApiaryApp") == [
            "GateView/signIn present swap -> YardView",
            "YardView/signOut present swap -> GateView",
        ])
        #expect(extraction.locations(of: "ApiaryApp", "GateView/signIn present swap -> YardView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "ApiaryApp", "YardView/signOut present swap -> GateView") == [extraction.marker(1)])
    }

    @Test func theAppsOwnTabBarOverATabEnumsComputedScreenStartsAtEachTab() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum QuayTab: CaseIterable, Identifiable {
            case berths, tides
            var id: Self { self }
            @ViewBuilder var screen: some View {
                switch self {
                case .berths: BerthsTab()
                case .tides: TidesTab()
                }
            }
        }
        @main struct QuayApp: App {
            var body: some Scene {
                WindowGroup {
                    TabView {
                        ForEach(QuayTab.allCases) { tab in
                            tab.screen.tabItem { Text("Tab") }.tag(tab)
                        }
                    }
                }
            }
        }
        struct BerthsTab: View {
            var body: some View { NavigationStack { ↓NavigationLink("Berth 4") { BerthView() }.navigationTitle("Berths") } }
        }
        struct TidesTab: View { var body: some View { Text("Tides").navigationTitle("Tides") } }
        struct BerthView: View { var body: some View { Text("Berth") } }
        """)
        // The tabs are where the app starts, so nothing in it is unreachable or without an entry.
        #expect(extraction.coordinator("QuayApp")?.entries.map(\.screen).sorted() == ["BerthsTab", "TidesTab"])
        #expect(extraction.transitions(of: "QuayApp") == ["BerthsTab/body present push -> BerthView"])
        #expect(extraction.locations(of: "QuayApp", "BerthsTab/body present push -> BerthView") == [extraction.marker(0)])
    }

    @Test func aViewExtensionOrAModifierPresentingOnABindingPresentsOnWhatTheCallerHandsIt() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        struct Mooring: Identifiable { let id: Int }
        extension View {
            func tideTable(isPresented: Binding<Bool>) -> some View {
                sheet(isPresented: isPresented) { TideTableView() }
            }
            func mooringCover(_ mooring: Binding<Mooring?>) -> some View {
                modifier(MooringCover(mooring: mooring))
            }
        }
        struct MooringCover: ViewModifier {
            @Binding var mooring: Mooring?
            func body(content: Content) -> some View {
                content.fullScreenCover(item: $mooring) { mooring in MooringView(mooring: mooring) }
            }
        }
        struct WeatherBadge: View {
            @Binding var showsForecast: Bool
            var body: some View {
                Image(systemName: "cloud").sheet(isPresented: $showsForecast) { ForecastView() }
            }
        }
        struct QuayView: View {
            @State private var showsTides = false
            @State private var showsForecast = false
            @State private var mooring: Mooring?
            var body: some View {
                List {
                    Button("Tides") { ↓showsTides = true }
                    Button("Mooring") { ↓mooring = Mooring(id: 7) }
                    Button("Forecast") { ↓showsForecast.toggle() }
                    WeatherBadge(showsForecast: $showsForecast)
                }
                .tideTable(isPresented: $showsTides)
                .mooringCover($mooring)
            }
        }
        struct TideTableView: View { var body: some View { Text("tides") } }
        struct MooringView: View { let mooring: Mooring; var body: some View { Text("mooring") } }
        struct ForecastView: View { var body: some View { Text("forecast") } }
        """)
        // Each is presented where the quay's own state is set, once: the badge's sheet is not also drawn from
        // the view that holds it.
        #expect(extraction.transitions(of: "App") == [
            "QuayView/forecast present sheet -nav -> ForecastView",
            "QuayView/mooring present fullScreen -nav -> MooringView",
            "QuayView/tides present sheet -nav -> TideTableView",
        ])
        #expect(extraction.locations(of: "App", "QuayView/tides present sheet -nav -> TideTableView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "App", "QuayView/mooring present fullScreen -nav -> MooringView") == [extraction.marker(1)])
        #expect(extraction.locations(of: "App", "QuayView/forecast present sheet -nav -> ForecastView") == [extraction.marker(2)])
    }

    @Test func aModifierWithStateOfItsOwnPresentsFromEachViewItIsAppliedTo() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main
        struct LighthouseApp: App {
            var body: some Scene { WindowGroup { NavigationStack { KeeperLogView() } } }
        }
        struct StormWarnings: ViewModifier {
            @State private var showsWarnings = false
            func body(content: Content) -> some View {
                content
                    .toolbar { Button("Warnings") { ↓showsWarnings = true } }
                    .sheet(isPresented: $showsWarnings) { WarningsView() }
                    .onOpenURL { _ in showsWarnings = true }
            }
        }
        struct LampSchedule: ViewModifier {
            func body(content: Content) -> some View {
                content.toolbar { ↓NavigationLink("Lamp") { LampScheduleView() } }
            }
        }
        extension View {
            func lampSchedule() -> some View { modifier(LampSchedule()) }
        }
        struct KeeperLogView: View {
            var body: some View {
                List { NavigationLink("Beacon") { BeaconView() } }
                    .modifier(StormWarnings())
                    .lampSchedule()
            }
        }
        struct BeaconView: View {
            var body: some View { Text("beacon").modifier(StormWarnings()) }
        }
        struct WarningsView: View { var body: some View { Text("warnings") } }
        struct LampScheduleView: View { var body: some View { Text("lamp") } }
        """)
        // The modifier's button and link are controls of each view it modifies, whatever the modifier's state; the
        // links it answers are opened wherever they come from, so they are no step of those views.
        #expect(extraction.transitions(of: "LighthouseApp") == [
            "BeaconView/warnings present sheet -nav -> WarningsView",
            "KeeperLogView/body present push -> BeaconView",
            "KeeperLogView/body present push -> LampScheduleView",
            "KeeperLogView/warnings present sheet -nav -> WarningsView",
        ])
        #expect(extraction.locations(of: "LighthouseApp", "KeeperLogView/warnings present sheet -nav -> WarningsView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "LighthouseApp", "BeaconView/warnings present sheet -nav -> WarningsView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "LighthouseApp", "KeeperLogView/body present push -> LampScheduleView") == [extraction.marker(1)])
        #expect(extraction.notes == [])
    }

    @Test func aTitledViewThatIsTheWholeOfAScreensBodyIsThatScreensContent() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main
        struct RegattaApp: App {
            var body: some Scene { WindowGroup { NavigationStack { RaceListView() } } }
        }
        struct RaceListView: View {
            var body: some View { RaceListContent().onAppear { } }
        }
        struct RaceListContent: View {
            var body: some View {
                List { ↓NavigationLink("Cowes") { RaceView() } }
                    .navigationTitle("Races")
            }
        }
        struct RaceView: View {
            var body: some View { ↓NavigationLink("Crew") { CrewView() }.navigationTitle("Race") }
        }
        struct CrewView: View {
            var body: some View { Text("crew").navigationTitle("Crew") }
        }
        """)
        // A title set anywhere in a screen titles that screen: the content is no screen of its own, and no entry.
        #expect(extraction.coordinator("RegattaApp")?.entries.map(\.screen) == ["RaceListView"])
        #expect(extraction.transitions(of: "RegattaApp") == [
            "RaceListView/body present push -> RaceView",
            "RaceView/body present push -> CrewView",
        ])
        #expect(extraction.locations(of: "RegattaApp", "RaceListView/body present push -> RaceView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "RegattaApp", "RaceView/body present push -> CrewView") == [extraction.marker(1)])
    }

    /// A push onto a path a stack is bound to, from a sheet's content without a stack of its own, lands on that
    /// stack: it is marked as a push onto a stack of its own. From a screen in the stack, the mark says nothing.
    @Test func aPushOntoABoundPathFromASheetIsOntoAStackOfItsOwn() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum Quilt: Hashable { case swatch, plan }
        @Observable final class Board { var path: [Quilt] = [] }
        @main struct QuiltApp: App {
            @State private var board = Board()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $board.path) {
                        PatternView(board: board)
                            .navigationDestination(for: Quilt.self) { quilt in
                                switch quilt {
                                case .swatch: FabricView()
                                case .plan: CuttingView()
                                }
                            }
                    }
                }
            }
        }
        struct PatternView: View {
            let board: Board
            @State private var showsBlocks = false
            var body: some View {
                Button("Cut") { ↓board.path.append(.plan) }
                Button("Blocks") { showsBlocks = true }
                    .sheet(isPresented: $showsBlocks) { BlocksView(board: board) }
            }
        }
        struct BlocksView: View {
            let board: Board
            var body: some View { Button("Fabric") { ↓board.path.append(.swatch) } }
        }
        struct FabricView: View { var body: some View { Text("fabric") } }
        struct CuttingView: View { var body: some View { Text("cutting") } }
        """)
        let pushes = extraction.transitions(of: "Board").filter { $0.contains(" push ") }
        #expect(pushes == [
            "BlocksView/fabric present push +nav -> FabricView",
            "PatternView/cut present push -> CuttingView",
        ])
        #expect(extraction.locations(of: "Board", "PatternView/cut present push -> CuttingView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "Board", "BlocksView/fabric present push +nav -> FabricView") == [extraction.marker(1)])
    }

    /// A ternary choosing the view (`flag ? AnyView(NewFerry()) : AnyView(OldFerry())`), written in the content or
    /// in a computed property it builds, shows either branch.
    @Test func aTernaryChoosingTheViewShowsEitherBranch() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum Flags { static var newBooking = false }
        @main struct FerryApp: App {
            var body: some Scene { WindowGroup { NavigationStack { QuayView() } } }
        }
        struct QuayView: View {
            @State private var booking = false
            @State private var showsTimes = false
            var body: some View {
                Button("Book") { ↓booking = true }
                Button("Times") { ↓showsTimes = true }
                    .navigationDestination(isPresented: $booking) {
                        Flags.newBooking ? AnyView(NewBookingView()) : AnyView(BookingView())
                    }
                    .sheet(isPresented: $showsTimes) { timetable }
            }
            private var timetable: AnyView {
                Flags.newBooking ? AnyView(LiveTimesView()) : AnyView(TimetableView())
            }
        }
        struct NewBookingView: View { var body: some View { Text("new") } }
        struct BookingView: View { var body: some View { Text("old") } }
        struct LiveTimesView: View { var body: some View { Text("live") } }
        struct TimetableView: View { var body: some View { Text("times") } }
        """)
        #expect(extraction.transitions(of: "FerryApp") == [
            "QuayView/book present push -> BookingView",
            "QuayView/book present push -> NewBookingView",
            "QuayView/times present sheet -nav -> LiveTimesView",
            "QuayView/times present sheet -nav -> TimetableView",
        ])
        #expect(extraction.locations(of: "FerryApp", "QuayView/book present push -> NewBookingView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "FerryApp", "QuayView/times present sheet -nav -> TimetableView") == [extraction.marker(1)])
    }

    @Test func aLinkInASplitViewsSidebarSelectsItsValueAndIsNoUnresolvedPush() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main
        struct ChartRoomApp: App {
            var body: some Scene { WindowGroup { ChartRoomView() } }
        }
        enum Sea: String, Hashable, CaseIterable { case north, baltic }
        struct ChartRoomView: View {
            @State private var sea: Sea?
            var body: some View {
                NavigationSplitView {
                    List(Sea.allCases, id: \\.self, selection: $sea) { sea in
                        NavigationLink(sea.rawValue, value: sea)
                    }
                } detail: {
                    SeaChartView(sea: sea)
                }
            }
        }
        struct SeaChartView: View { let sea: Sea?; var body: some View { Text("chart") } }
        """)
        // The link sets the list's selection, which the detail column shows: no push, so nothing to note.
        #expect(extraction.notes == [])
        #expect(extraction.transitions(of: "ChartRoomApp") == ["ChartRoomView/- present swap -> SeaChartView"])
    }

    @Test func aRouteEnumThatIsAViewShowsEachCasesViewAndIsNoScreen() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main
        struct ChandleryApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        AislesView().navigationDestination(for: AisleRoute.self) { $0 }
                    }
                }
            }
        }
        enum AisleRoute: Hashable, View {
            case rope(String)
            case anchors
            var body: some View {
                switch self {
                case .rope(let kind): RopeView(kind: kind)
                case .anchors: AnchorsView()
                }
            }
        }
        struct AislesView: View {
            var body: some View {
                List {
                    ↓NavigationLink("Rope", value: AisleRoute.rope("hemp"))
                    ↓NavigationLink("Anchors", value: AisleRoute.anchors)
                }
            }
        }
        struct RopeView: View { let kind: String; var body: some View { ↓NavigationLink("Anchors", value: AisleRoute.anchors) } }
        struct AnchorsView: View { var body: some View { Text("anchors") } }
        """)
        // Each link goes to its case's view; the enum itself is no screen, so no step is drawn from it.
        #expect(extraction.coordinator("ChandleryApp")?.screens.map(\.name).sorted() == ["AislesView", "AnchorsView", "RopeView"])
        #expect(extraction.transitions(of: "ChandleryApp") == [
            "AislesView/body present push -> AnchorsView",
            "AislesView/body present push -> RopeView",
            "RopeView/body present push -> AnchorsView",
        ])
        #expect(extraction.locations(of: "ChandleryApp", "AislesView/body present push -> RopeView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "ChandleryApp", "AislesView/body present push -> AnchorsView") == [extraction.marker(1)])
        #expect(extraction.locations(of: "ChandleryApp", "RopeView/body present push -> AnchorsView") == [extraction.marker(2)])
    }

    @Test func aClosureHandedToAViewsInitializerIsTypedByWhatTheViewDeclaresItTakes() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum QuaySheet: Identifiable { case tides; var id: Int { 0 } }
        @Observable final class QuayRouter {
            var sheet: QuaySheet?
            func show(_ sheet: QuaySheet) { ↓self.sheet = sheet }
        }
        struct WithQuayRouter<Content: View>: View {
            @State private var router = QuayRouter()
            let content: (QuayRouter) -> Content
            init(@ViewBuilder content: @escaping (QuayRouter) -> Content) { self.content = content }
            var body: some View {
                NavigationStack { content(router) }
                    .sheet(item: $router.sheet) { sheet in
                        switch sheet { case .tides: TidesView() }
                    }
            }
        }
        @main
        struct QuayApp: App { var body: some Scene { WindowGroup { BerthTab() } } }
        struct BerthTab: View {
            var body: some View {
                WithQuayRouter { router in
                    Button("Tides") { router.show(.tides) }
                }
            }
        }
        struct TidesView: View { var body: some View { Text("tides") } }
        """)
        // `router` is the `QuayRouter` the wrapper hands its content: the tab that taps presents the sheet, not the
        // wrapper holding it.
        #expect(extraction.transitions(of: "QuayApp") == ["BerthTab/content present sheet -nav -> TidesView"])
        #expect(extraction.locations(of: "QuayApp", "BerthTab/content present sheet -nav -> TidesView") == [extraction.marker(0)])
    }

    /// A control of the app's own scene (a menu command's `Button` in `.commands { … }`) raising a flag a screen
    /// presents on is that screen's step, named by the control's title: not the app's, and not where it begins.
    @Test func aMenuCommandRaisingAScreensFlagIsThatScreensStep() async {
        let extraction = await InlineExtraction("""
        import SwiftUI
        import Observation

        @Observable final class GreenhouseRouter {
            var showsNewPlanting = false
            var showsReport = false
        }
        @main struct GreenhouseApp: App {
            @State private var router = GreenhouseRouter()
            var body: some Scene {
                WindowGroup { GreenhouseRootView().environment(router) }
                    .commands {
                        CommandGroup(after: .newItem) {
                            Button("New Planting") { ↓router.showsNewPlanting = true }
                        }
                    }
            }
        }
        struct GreenhouseRootView: View {
            @Environment(GreenhouseRouter.self) private var router
            var body: some View {
                @Bindable var router = router
                NavigationStack {
                    List { Text("Bed A") }
                        .toolbar { Button("Report") { ↓router.showsReport = true } }
                }
                .sheet(isPresented: $router.showsNewPlanting) { NewPlantingView() }
                .sheet(isPresented: $router.showsReport) { ClimateReportView() }
            }
        }
        struct NewPlantingView: View { var body: some View { Text("New planting") } }
        struct ClimateReportView: View { var body: some View { Text("Climate") } }
        """)
        #expect(extraction.transitions(of: "GreenhouseApp") == [
            "GreenhouseRootView/newPlanting present sheet -nav -> NewPlantingView",
            "GreenhouseRootView/report present sheet -nav -> ClimateReportView",
        ])
        #expect(extraction.coordinator("GreenhouseApp")?.entries.map(\.screen) == ["GreenhouseRootView"])
        #expect(extraction.locations(of: "GreenhouseApp", "GreenhouseRootView/newPlanting present sheet -nav -> NewPlantingView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "GreenhouseApp", "GreenhouseRootView/report present sheet -nav -> ClimateReportView") == [extraction.marker(1)])
    }

    /// A view's initializer handed over as what a modifier builds (`content: TicketView.init`,
    /// `content: BoardingPassView.init(pass:)`, `destination: BerthView.init`) builds that view.
    @Test func aViewsInitializerHandedOverIsTheViewBuilt() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        struct Ticket: Identifiable, Hashable { let id: Int }
        struct Pass: Identifiable { let id: Int }
        struct Berth: Hashable { let number: Int }
        @main struct FerryApp: App { var body: some Scene { WindowGroup { CrossingListView() } } }
        struct CrossingListView: View {
            @State private var ticket: Ticket?
            @State private var pass: Pass?
            @State private var showsFares = false
            var body: some View {
                NavigationStack {
                    List {
                        Button("Ticket") { ↓ticket = Ticket(id: 1) }
                        Button("Board") { ↓pass = Pass(id: 2) }
                        Button("Fares") { ↓showsFares = true }
                        NavigationLink("Berth 4", value: Berth(number: 4))
                    }
                    .navigationDestination(for: Berth.self, destination: BerthView.init)
                }
                .sheet(item: $ticket, content: TicketView.init)
                .fullScreenCover(item: $pass, content: BoardingPassView.init(pass:))
                .sheet(isPresented: $showsFares, content: FareTableView.init)
            }
        }
        struct TicketView: View { let ticket: Ticket; var body: some View { Text("Ticket") } }
        struct BoardingPassView: View { let pass: Pass; var body: some View { Text("Pass") } }
        struct FareTableView: View { var body: some View { Text("Fares") } }
        struct BerthView: View { let berth: Berth; var body: some View { Text("Berth") } }
        """)
        #expect(extraction.transitions(of: "FerryApp") == [
            "CrossingListView/board present fullScreen -nav -> BoardingPassView",
            "CrossingListView/body present push -> BerthView",
            "CrossingListView/fares present sheet -nav -> FareTableView",
            "CrossingListView/ticket present sheet -nav -> TicketView",
        ])
        #expect(extraction.locations(of: "FerryApp", "CrossingListView/ticket present sheet -nav -> TicketView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "FerryApp", "CrossingListView/board present fullScreen -nav -> BoardingPassView") == [extraction.marker(1)])
        #expect(extraction.locations(of: "FerryApp", "CrossingListView/fares present sheet -nav -> FareTableView") == [extraction.marker(2)])
    }

    /// What a handler of an outside event does (`.onOpenURL { … }` on the app's root view or in a screen,
    /// `.onContinueUserActivity`) is a step of that event, named by it: not of the view appearing, and not at launch.
    @Test func aLinkOpenedIsTheStepsEvent() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct MarinaApp: App {
            @State private var showsBooking = false
            var body: some Scene {
                WindowGroup {
                    MarinaHome()
                        .onOpenURL { url in ↓showsBooking = true }
                        .sheet(isPresented: $showsBooking) { BookingView() }
                }
            }
        }
        struct Berth: Hashable { var number: Int }
        struct MarinaHome: View {
            @State private var berth: Berth?
            var body: some View {
                NavigationStack {
                    Text("Marina")
                        .navigationTitle("Marina")
                        .onContinueUserActivity("berth") { _ in ↓berth = Berth(number: 4) }
                        .navigationDestination(item: $berth) { BerthView(berth: $0) }
                }
            }
        }
        struct BookingView: View { var body: some View { Text("Book") } }
        struct BerthView: View { let berth: Berth; var body: some View { Text("Berth") } }
        """)
        #expect(extraction.transitions(of: "MarinaApp") == [
            "MarinaHome/continueUserActivity present push -> BerthView",
            "MarinaHome/openURL present sheet -nav -> BookingView",
        ])
        // The app begins at its home, and a link or an activity may open it on what they show.
        #expect(extraction.coordinator("MarinaApp")?.entries.map { "\($0.screen) \($0.kind) \($0.navigation)" } == [
            "BerthView deepLink true", "BookingView deepLink false", "MarinaHome root true",
        ])
        #expect(extraction.locations(of: "MarinaApp", "MarinaHome/openURL present sheet -nav -> BookingView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "MarinaApp", "MarinaHome/continueUserActivity present push -> BerthView") == [extraction.marker(1)])
    }

    /// A presentation made on top of a sheet's content, written in the sheet's closure, is read: over content written
    /// in place (a form whose button raises the flag, a step of the presenting screen named by the button) and over
    /// a screen of the app handed a callback that raises it (a step of that screen on its callback).
    @Test func aSheetOnASheetsContentIsRead() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct LoomApp: App { var body: some Scene { WindowGroup { LoomView() } } }
        struct LoomView: View {
            @State private var isWarping = false
            @State private var picksYarn = false
            @State private var isPlanning = false
            @State private var picksDye = false
            var body: some View {
                List {
                    Button("Warp") { isWarping = true }
                    Button("Plan") { isPlanning = true }
                }
                .sheet(isPresented: $isWarping) {
                    Form {
                        Button("Pick yarn") { ↓picksYarn = true }
                    }
                    .sheet(isPresented: $picksYarn) { YarnView() }
                }
                .sheet(isPresented: $isPlanning) {
                    PlanView(onDye: { ↓picksDye = true })
                        .fullScreenCover(isPresented: $picksDye) { DyeView() }
                }
            }
        }
        struct PlanView: View {
            var onDye: () -> Void
            var body: some View { Button("Dye", action: onDye) }
        }
        struct YarnView: View { var body: some View { Text("Yarn") } }
        struct DyeView: View { var body: some View { Text("Dye") } }
        """)
        #expect(extraction.transitions(of: "LoomApp") == [
            "LoomView/pickYarn present sheet -nav -> YarnView",
            "LoomView/plan present sheet -nav -> PlanView",
            "PlanView/onDye present fullScreen -nav -> DyeView",
        ])
        #expect(extraction.locations(of: "LoomApp", "LoomView/pickYarn present sheet -nav -> YarnView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "LoomApp", "PlanView/onDye present fullScreen -nav -> DyeView") == [extraction.marker(1)])
    }

    /// Links written in a sheet's content in place (`.sheet { NavigationView { Form { NavigationLink { … } } } }`)
    /// push, from the presenting screen whose content it is: what they push is no screen the sheet shows.
    @Test func linksInASheetsInlineContentPushFromThePresentingScreen() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct TrailApp: App { var body: some Scene { WindowGroup { NavigationView { RidesView() } } } }
        struct RidesView: View {
            @State private var isAdding = false
            var body: some View {
                Button("Add") { isAdding = true }
                    .sheet(isPresented: $isAdding) {
                        NavigationView {
                            Form {
                                ↓NavigationLink("Start") { StartView() }
                                ↓NavigationLink(destination: SurfaceView()) { Text("Surface") }
                            }
                        }
                    }
            }
        }
        struct StartView: View { var body: some View { Text("Start") } }
        struct SurfaceView: View { var body: some View { Text("Surface") } }
        """)
        #expect(extraction.transitions(of: "TrailApp") == [
            "RidesView/body present push -> StartView",
            "RidesView/body present push -> SurfaceView",
        ])
        #expect(extraction.locations(of: "TrailApp", "RidesView/body present push -> StartView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "TrailApp", "RidesView/body present push -> SurfaceView") == [extraction.marker(1)])
    }

    /// A value type with a `body` that is no view (`struct PacketDestination: Destination` with `protocol
    /// Destination: Hashable`, registered by a view extension) builds what a stack shows for it: the view it builds
    /// is pushed, not a screen of its own where the app begins.
    @Test func aBodyOfAValueThatIsNoViewBuildsWhatAStackShows() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        protocol Destination: Hashable {
            associatedtype Content: View
            @ViewBuilder var body: Content { get }
        }
        struct PacketDestination: Destination {
            let id: Int
            var body: some View { SeedPacketView(id: id) }
        }
        extension View {
            func registerDestinations() -> some View {
                navigationDestination(for: PacketDestination.self) { $0.body }
            }
        }
        @main struct SeedShopApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        SeedCatalogView().registerDestinations()
                    }
                }
            }
        }
        struct SeedCatalogView: View {
            var body: some View { ↓NavigationLink("Tomato", value: PacketDestination(id: 3)) }
        }
        struct SeedPacketView: View {
            let id: Int
            var body: some View { Text("Packet").navigationTitle("Packet") }
        }
        """)
        #expect(extraction.transitions(of: "SeedShopApp") == ["SeedCatalogView/body present push -> SeedPacketView"])
        #expect(extraction.locations(of: "SeedShopApp", "SeedCatalogView/body present push -> SeedPacketView") == [extraction.marker(0)])
        #expect(extraction.coordinator("SeedShopApp")?.entries.map(\.screen) == ["SeedCatalogView"])
    }

    /// A scene the app opens in a window of its own (`WindowGroup("Chart", id: "chart") { ChartView() }`) is shown
    /// where a screen opens it (`openWindow(id: "chart")`), and is still one of the app's scenes.
    @Test func aWindowSceneIsShownWhereAScreenOpensIt() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct TideApp: App {
            var body: some Scene {
                WindowGroup { TideListView() }
                WindowGroup("Chart", id: "chart") { ChartView() }
            }
        }
        struct TideListView: View {
            @Environment(\\.openWindow) private var openWindow
            var body: some View {
                Button("Open chart") { ↓openWindow(id: "chart") }
            }
        }
        struct ChartView: View { var body: some View { Text("Chart") } }
        """)
        #expect(extraction.transitions(of: "TideApp") == ["TideListView/openChart present modal -nav -> ChartView"])
        #expect(extraction.locations(of: "TideApp", "TideListView/openChart present modal -nav -> ChartView") == [extraction.marker(0)])
        #expect(extraction.coordinator("TideApp")?.entries.map(\.screen) == ["ChartView", "TideListView"])
    }

    /// A link the app's scene opens (`WindowGroup { … }.onOpenURL { router.open($0) }`) is a step on that event,
    /// and what it shows a deep link: not a screen the app launches on.
    @Test func aLinkTheScenesHandlerOpensIsADeepLink() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        struct Mooring: Hashable { let id: Int }
        @Observable final class MarinaRouter {
            var path: [Mooring] = []
            var showsFuel = false
            func open(_ url: URL) {
                if url.host == "fuel" { ↓showsFuel = true } else { ↓path = [Mooring(id: 4)] }
            }
        }
        @main struct MarinaApp: App {
            @State private var router = MarinaRouter()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $router.path) {
                        HarbourView()
                            .navigationDestination(for: Mooring.self) { MooringView(mooring: $0) }
                    }
                    .sheet(isPresented: $router.showsFuel) { FuelDockView() }
                }
                .onOpenURL { url in router.open(url) }
            }
        }
        struct HarbourView: View { var body: some View { Text("Harbour") } }
        struct MooringView: View { let mooring: Mooring; var body: some View { Text("Mooring") } }
        struct FuelDockView: View { var body: some View { Text("Fuel") } }
        """)
        // The router's stack (the route type's screen named after the view its destination builds) may be entered on
        // a mooring, the app's scene on the fuel dock's sheet.
        #expect(extraction.coordinator("MarinaRouter")?.entries.map { "\($0.screen) \($0.kind) \($0.navigation)" } == [
            "HarbourView root true", "MooringView deepLink true",
        ])
        #expect(extraction.coordinator("MarinaApp")?.entries.map { "\($0.screen) \($0.kind) \($0.navigation)" } == [
            "FuelDockView deepLink false",
        ])
        #expect(extraction.transitions(of: "MarinaApp") == [
            "MarinaApp/openURL present push -> MooringView ?",
            "MarinaApp/openURL present sheet -nav -> FuelDockView ?",
        ])
        #expect(extraction.locations(of: "MarinaApp", "MarinaApp/openURL present sheet -nav -> FuelDockView ?") == [extraction.marker(0)])
        #expect(extraction.locations(of: "MarinaApp", "MarinaApp/openURL present push -> MooringView ?") == [extraction.marker(1)])
    }

    /// A view raising its own flag presents, even where what it presents leads back to it (two screens showing
    /// each other as sheets, a settings sheet whose reset swaps the app back to the screen under it); only the
    /// presented side raising the flag again (a retry inside the sheet) presents nothing new.
    @Test func aViewRaisingItsOwnFlagPresentsEvenWhereThatLeadsBack() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct KilnApp: App {
            @AppStorage("fired") private var isFired = false
            var body: some Scene {
                WindowGroup { if isFired { KilnView() } else { ClayView() } }
            }
        }
        struct ClayView: View {
            @AppStorage("fired") private var isFired = false
            @State private var showsKiln = false
            var body: some View {
                NavigationStack {
                    Button("Kiln") { ↓showsKiln = true }
                        .navigationTitle("Clay")
                        .sheet(isPresented: $showsKiln) { KilnView() }
                }
            }
        }
        struct KilnView: View {
            @State private var showsClay = false
            var body: some View {
                NavigationStack {
                    Button("Clay") { ↓showsClay = true }
                        .navigationTitle("Kiln")
                        .sheet(isPresented: $showsClay) { ClayView() }
                }
            }
        }
        """)
        #expect(extraction.transitions(of: "KilnApp") == [
            "ClayView/kiln present sheet +nav -> KilnView",
            "KilnView/clay present sheet +nav -> ClayView",
        ])
        #expect(extraction.locations(of: "KilnApp", "ClayView/kiln present sheet +nav -> KilnView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "KilnApp", "KilnView/clay present sheet +nav -> ClayView") == [extraction.marker(1)])
    }

    /// A stack's path set to values (`path = [Mooring(id: 4)]`, as a link opened does) shows the last of them,
    /// as appending it would; an array of something else set the same way is no step.
    @Test func aPathSetToValuesShowsTheLast() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        struct Pier: Hashable { let id: Int }
        struct Mooring: Hashable { let id: Int }
        @main struct MarinaApp: App {
            var body: some Scene { WindowGroup { MarinaHomeView() } }
        }
        struct MarinaHomeView: View {
            @State private var path: [Mooring] = []
            @State private var piers: [Pier] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Marina")
                        .navigationTitle("Marina")
                        .navigationDestination(for: Mooring.self) { MooringView(mooring: $0) }
                        .onOpenURL { url in
                            piers = [Pier(id: 1)]
                            ↓path = [Mooring(id: 2), Mooring(id: 4)]
                        }
                }
            }
        }
        struct MooringView: View {
            let mooring: Mooring
            var body: some View { Text("Mooring") }
        }
        """)
        #expect(extraction.transitions(of: "MarinaApp") == ["MarinaHomeView/openURL present push -> MooringView"])
        #expect(extraction.locations(of: "MarinaApp", "MarinaHomeView/openURL present push -> MooringView") == [extraction.marker(0)])
    }

    /// A sheet whose content builds a stack of its own around its first screen, with the destinations registered
    /// in place (`.sheet { NavigationStack { Wizard().navigationDestination(for: Step.self) { ... } } }`): that
    /// stack's pushes are read, and they push onto it.
    @Test func aStackBuiltInASheetsContentRegistersItsDestinations() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum HarvestStep: Hashable { case variety, summary }
        @main struct VineyardApp: App {
            var body: some Scene { WindowGroup { NavigationStack { VineyardListView() } } }
        }
        struct VineyardListView: View {
            @State private var showsWizard = false
            var body: some View {
                Button("Start harvest") { showsWizard = true }
                    .navigationTitle("Vineyards")
                    .sheet(isPresented: $showsWizard) {
                        NavigationStack {
                            HarvestWizardView()
                                .navigationDestination(for: HarvestStep.self) { step in
                                    switch step {
                                    case .variety: GrapeVarietyView()
                                    case .summary: HarvestSummaryView()
                                    }
                                }
                        }
                    }
            }
        }
        struct HarvestWizardView: View {
            var body: some View { ↓NavigationLink("Next", value: HarvestStep.variety) }
        }
        struct GrapeVarietyView: View {
            var body: some View { NavigationLink("Summary", value: HarvestStep.summary) }
        }
        struct HarvestSummaryView: View { var body: some View { Text("Done") } }
        """)
        #expect(extraction.transitions(of: "VineyardApp") == [
            "GrapeVarietyView/body present push -> HarvestSummaryView",
            "HarvestWizardView/body present push -> GrapeVarietyView",
            "VineyardListView/startHarvest present sheet +nav -> HarvestWizardView",
        ])
        #expect(extraction.locations(of: "VineyardApp", "HarvestWizardView/body present push -> GrapeVarietyView") == [extraction.marker(0)])
        #expect(extraction.result.notes.isEmpty)
    }

    /// A tab bar bound to a selection (`TabView(selection: $tabs.current) { … .tag(Tab.harvest) }`) shows the tab
    /// whose tag the selection holds: a screen setting it (`tabs.current = .harvest`) swaps to that tab's screen.
    @Test func settingATabBarsSelectionSwapsToThatTab() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum OrchardTab: Hashable { case trees, harvest }
        final class OrchardTabs: ObservableObject { @Published var current: OrchardTab = .trees }
        @main struct OrchardApp: App {
            @StateObject private var tabs = OrchardTabs()
            var body: some Scene { WindowGroup { OrchardTabView().environmentObject(tabs) } }
        }
        struct OrchardTabView: View {
            @EnvironmentObject var tabs: OrchardTabs
            var body: some View {
                TabView(selection: $tabs.current) {
                    NavigationStack { TreeListView() }
                        .tabItem { Label("Trees", systemImage: "leaf") }
                        .tag(OrchardTab.trees)
                    NavigationStack { HarvestLogView() }
                        .tabItem { Label("Harvest", systemImage: "basket") }
                        .tag(OrchardTab.harvest)
                }
            }
        }
        struct TreeListView: View {
            @EnvironmentObject var tabs: OrchardTabs
            var body: some View { Button("Log harvest") { ↓tabs.current = .harvest }.navigationTitle("Trees") }
        }
        struct HarvestLogView: View {
            var body: some View { Text("Harvest").navigationTitle("Harvest") }
        }
        """)
        #expect(extraction.transitions(of: "OrchardApp") == [
            "OrchardTabView/- present swap -> HarvestLogView",
            "OrchardTabView/- present swap -> TreeListView",
            "TreeListView/logHarvest present swap +nav -> HarvestLogView",
        ])
        #expect(extraction.locations(of: "OrchardApp", "TreeListView/logHarvest present swap +nav -> HarvestLogView") == [extraction.marker(0)])
    }

    /// Tabs tagged with literals (`.tag(2)`, `.tag("cellar")`) are shown by the selection set to that literal
    /// (`selection = 2`, `tab = "cellar"` on a link opened), the same way as enum tags.
    @Test func settingASelectionToALiteralTagSwapsToThatTab() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct WineryApp: App { var body: some Scene { WindowGroup { WineryTabs() } } }
        struct WineryTabs: View {
            @State private var selection = 0
            @SceneStorage("tab") private var tab = "barrels"
            var body: some View {
                TabView(selection: $selection) {
                    PressView(selection: $selection).tabItem { Text("Press") }.tag(0)
                    BottlingView().tabItem { Text("Bottling") }.tag(1)
                }
                TabView(selection: $tab) {
                    BarrelsView().tabItem { Text("Barrels") }.tag("barrels")
                    CellarView().tabItem { Text("Cellar") }.tag("cellar")
                }
                .onOpenURL { url in
                    if url.host() == "cellar" { ↓tab = "cellar" }
                }
            }
        }
        struct PressView: View {
            @Binding var selection: Int
            var body: some View { Button("Bottle") { ↓selection = 1 } }
        }
        struct BottlingView: View { var body: some View { Text("Bottling") } }
        struct BarrelsView: View { var body: some View { Text("Barrels") } }
        struct CellarView: View { var body: some View { Text("Cellar") } }
        """)
        let steps = extraction.transitions(of: "WineryApp").filter { !$0.hasPrefix("WineryTabs/-") }
        #expect(steps == [
            "PressView/bottle present swap -> BottlingView",
            "WineryTabs/openURL present swap -> CellarView ?",
        ])
        #expect(extraction.locations(of: "WineryApp", "WineryTabs/openURL present swap -> CellarView ?") == [extraction.marker(0)])
        #expect(extraction.locations(of: "WineryApp", "PressView/bottle present swap -> BottlingView") == [extraction.marker(1)])
    }

    /// A model's array of the values a stack navigates by (`orchards.append(orchard)`, with
    /// `navigationDestination(for: Orchard.self)`) is its data, not the stack's path, which is bound to another
    /// property: adding to it pushes nothing, while appending to the path does.
    @Test func appendingToAModelsArrayOfRouteValuesIsNoPush() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        struct Orchard: Identifiable, Hashable { let id: Int }

        final class OrchardModel: ObservableObject {
            @Published var orchards: [Orchard] = []
            func plant() -> Orchard {
                let orchard = Orchard(id: orchards.count + 1)
                orchards.append(orchard)
                return orchard
            }
        }

        @main
        struct OrchardApp: App {
            var body: some Scene { WindowGroup { OrchardListView() } }
        }

        struct OrchardListView: View {
            @StateObject private var model = OrchardModel()
            @State private var path: [Orchard] = []
            var body: some View {
                NavigationStack(path: $path) {
                    List(model.orchards) { orchard in
                        ↓NavigationLink("Orchard \\(orchard.id)", value: orchard)
                    }
                    .toolbar {
                        Button("Plant") { _ = model.plant() }
                        Button("Plant and open") { ↓path.append(model.plant()) }
                    }
                    .navigationDestination(for: Orchard.self) { orchard in OrchardView(orchard: orchard) }
                }
            }
        }

        struct OrchardView: View {
            let orchard: Orchard
            var body: some View { Text("Orchard") }
        }
        """)
        #expect(extraction.transitions(of: "OrchardApp") == [
            "OrchardListView/body present push -> OrchardView",
            "OrchardListView/plantAndOpen present push -> OrchardView",
        ])
        #expect(extraction.locations(of: "OrchardApp", "OrchardListView/body present push -> OrchardView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "OrchardApp", "OrchardListView/plantAndOpen present push -> OrchardView")
            == [extraction.marker(1)])
    }

    /// In an app whose stacks are all written without a path, navigation goes by its links' values: a store's array
    /// of those values (`kites.append(kite)` from any screen) is data, whoever adds to it.
    @Test func appendingToAStoresArrayWhereNoStackHasAPathIsNoPush() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        struct Kite: Identifiable, Hashable { var id = UUID(); var name: String }

        final class KiteStore: ObservableObject {
            @Published private(set) var kites: [Kite] = []
            func add(_ kite: Kite) { kites.append(kite) }
        }

        @main
        struct KiteApp: App {
            @StateObject private var store = KiteStore()
            var body: some Scene { WindowGroup { HangarView().environmentObject(store) } }
        }

        struct HangarView: View {
            @EnvironmentObject private var store: KiteStore
            var body: some View {
                NavigationStack {
                    List(store.kites) { kite in ↓NavigationLink(kite.name, value: kite) }
                        .navigationDestination(for: Kite.self) { kite in KiteView(kite: kite) }
                        .toolbar { Button("Add") { store.add(Kite(name: "Delta")) } }
                }
            }
        }

        struct KiteView: View {
            @EnvironmentObject private var store: KiteStore
            let kite: Kite
            var body: some View { Button("Duplicate") { store.add(Kite(name: kite.name)) } }
        }
        """)
        #expect(extraction.transitions(of: "KiteApp") == ["HangarView/body present push -> KiteView"])
        #expect(extraction.locations(of: "KiteApp", "HangarView/body present push -> KiteView") == [extraction.marker(0)])
    }

    /// A link pushing an item's identifier (`NavigationLink(value: tide.id)`) to a destination registered for the
    /// item's `ID` (`navigationDestination(for: Tide.ID.self)`): `Tide.ID` is the type of `Tide`'s `id`, declared or
    /// made.
    @Test(arguments: ["let id: UUID", "var id = UUID()"])
    func aLinkToAnItemsIdentifierPushesTheDestinationRegisteredForItsID(id: String) async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        struct Tide: Identifiable, Hashable { \(id); let height: Double }

        @main
        struct TideApp: App {
            var body: some Scene { WindowGroup { NavigationStack { TideListView(tides: []) } } }
        }

        struct TideListView: View {
            let tides: [Tide]
            var body: some View {
                List(tides) { tide in
                    ↓NavigationLink(value: tide.id) { Text("\\(tide.height)") }
                }
                .navigationDestination(for: Tide.ID.self) { id in TideView(id: id) }
            }
        }
        struct TideView: View { let id: Tide.ID; var body: some View { Text("Tide") } }
        """)
        #expect(extraction.transitions(of: "TideApp") == ["TideListView/body present push -> TideView"])
        #expect(extraction.locations(of: "TideApp", "TideListView/body present push -> TideView") == [extraction.marker(0)])
    }

    /// A link in a list with a selection (rows selected to edit them) still pushes what a destination registered for
    /// its value shows; it also sets the selection, which a split view's other columns show by.
    @Test func aValueLinkInAListWithASelectionPushesItsRegisteredDestination() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        struct Crate: Identifiable, Hashable { let id: Int }

        @main
        struct CellarApp: App {
            var body: some Scene { WindowGroup { NavigationStack { CrateListView() } } }
        }

        struct CrateListView: View {
            @State private var crates = (1...8).map(Crate.init)
            @State private var selected = Set<Crate.ID>()
            var body: some View {
                List(crates, selection: $selected) { crate in
                    ↓NavigationLink("Crate \\(crate.id)", value: crate)
                }
                .navigationDestination(for: Crate.self) { crate in CrateView(crate: crate) }
                .toolbar { EditButton() }
            }
        }

        struct CrateView: View {
            let crate: Crate
            var body: some View { Text("Crate") }
        }
        """)
        #expect(extraction.transitions(of: "CellarApp") == ["CrateListView/body present push -> CrateView"])
        #expect(extraction.locations(of: "CellarApp", "CrateListView/body present push -> CrateView") == [extraction.marker(0)])
    }

    /// A method handed over as what a stack builds for each value (`destination: destination`, or with its label,
    /// `destination: destination(for:)`) builds what it returns for that value, as a closure calling it would.
    @Test(arguments: [("destination", "_ route"), ("destination(for:)", "for route")])
    func aMethodHandedOverAsADestinationBuildsWhatItReturnsForEachValue(reference: String, parameter: String) async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum QuayRoute: Hashable { case pontoon(String), fees }

        @main
        struct QuayApp: App {
            var body: some Scene { WindowGroup { NavigationStack { PontoonListView() } } }
        }

        struct PontoonListView: View {
            var body: some View {
                List(["A", "B"], id: \\.self) { name in
                    ↓NavigationLink("Pontoon \\(name)", value: QuayRoute.pontoon(name))
                }
                .toolbar { ↓NavigationLink("Fees", value: QuayRoute.fees) }
                .navigationDestination(for: QuayRoute.self, destination: \(reference))
            }

            @ViewBuilder
            func destination(\(parameter): QuayRoute) -> some View {
                switch route {
                case .pontoon(let name): PontoonView(name: name)
                case .fees: QuayFeesView()
                }
            }
        }

        struct PontoonView: View { let name: String; var body: some View { Text(name) } }
        struct QuayFeesView: View { var body: some View { Text("Fees") } }
        """)
        #expect(extraction.transitions(of: "QuayApp") == [
            "PontoonListView/body present push -> PontoonView",
            "PontoonListView/body present push -> QuayFeesView",
        ])
        #expect(extraction.locations(of: "QuayApp", "PontoonListView/body present push -> PontoonView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "QuayApp", "PontoonListView/body present push -> QuayFeesView") == [extraction.marker(1)])
    }

    /// A stack's path handed down as a binding (`StationView(path: $detailPath)` with `@Binding var path`) is the
    /// stack's path where the view appends to it; a link in a split view's sidebar selecting a value of a type no
    /// stack registers selects it and pushes nothing.
    @Test func aPathHandedDownAsABindingIsTheStacksAndASidebarLinkOnlySelects() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        struct Station: Identifiable, Hashable { let id: Int }
        struct Reading: Hashable { let hour: Int }

        @main
        struct TideApp: App {
            var body: some Scene { WindowGroup { TideSplitView() } }
        }

        struct TideSplitView: View {
            @State private var selected: Station?
            @State private var detailPath: [Reading] = []
            private let stations = [Station(id: 1), Station(id: 2)]
            var body: some View {
                NavigationSplitView {
                    StationListView(stations: stations, selection: $selected)
                } detail: {
                    NavigationStack(path: $detailPath) {
                        StationView(path: $detailPath)
                            .navigationDestination(for: Reading.self) { reading in ReadingView(reading: reading) }
                    }
                }
            }
        }

        struct StationListView: View {
            let stations: [Station]
            @Binding var selection: Station?
            var body: some View {
                List(stations, selection: $selection) { station in NavigationLink("Station", value: station) }
                    .navigationTitle("Stations")
            }
        }

        struct StationView: View {
            @Binding var path: [Reading]
            var body: some View {
                Button("Latest") { ↓path.append(Reading(hour: 23)) }
            }
        }

        struct ReadingView: View {
            let reading: Reading
            var body: some View { Text("Reading") }
        }
        """)
        #expect(extraction.transitions(of: "TideApp").filter { $0.contains("ReadingView") } == [
            "StationView/latest present push -> ReadingView",
        ])
        #expect(extraction.locations(of: "TideApp", "StationView/latest present push -> ReadingView") == [extraction.marker(0)])
    }

    /// A SwiftUI app's own steps (`.onOpenURL` on its scene pushing on the router's path) are SwiftUI's: the app's
    /// group is of the SwiftUI style, though it holds no screen of its own.
    @Test func aSwiftUIAppsOwnStepsAreOfTheSwiftUIStyle() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum QuayRoute: Hashable { case berth(Int) }
        final class QuayRouter: ObservableObject {
            @Published var path: [QuayRoute] = []
            func open(_ url: URL) { path.append(.berth(1)) }
        }
        @main struct QuayApp: App {
            @StateObject private var router = QuayRouter()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $router.path) {
                        QuayListView().navigationDestination(for: QuayRoute.self) { route in
                            switch route { case .berth(let id): BerthView(id: id) }
                        }
                    }
                    .onOpenURL { url in router.open(url) }
                }
            }
        }
        struct QuayListView: View { var body: some View { Text("Quay") } }
        struct BerthView: View {
            let id: Int
            var body: some View { Text("Berth") }
        }
        """)
        #expect(extraction.coordinator("QuayApp")?.style == .swiftUI)
        #expect(extraction.transitions(of: "QuayApp") == ["QuayApp/openURL present push -> berth"])
    }

    /// A stack registering destinations for `String` and for `Int`: a link's literal value (`"ada"`, `1786`) and a
    /// `ForEach` row's element (over `[String]`, over `[Int]`) push the view registered for their own type.
    @Test func plainValuesPushTheViewRegisteredForTheirOwnType() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct ObservatoryApp: App {
            var body: some Scene { WindowGroup { StargazersView() } }
        }
        struct StargazersView: View {
            let names = ["herschel", "leavitt"]
            let years = [1781, 1846]
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(names, id: \\.self) { name in ↓NavigationLink(name, value: name) }
                        ↓NavigationLink("Ada", value: "ada")
                        ForEach(years, id: \\.self) { year in ↓NavigationLink("\\(year)", value: year) }
                    }
                    .navigationDestination(for: String.self) { name in StargazerView(name: name) }
                    .navigationDestination(for: Int.self) { year in DiscoveryYearView(year: year) }
                }
            }
        }
        struct StargazerView: View {
            let name: String
            var body: some View { ↓NavigationLink("First comet", value: 1786) }
        }
        struct DiscoveryYearView: View {
            let year: Int
            var body: some View { Text("Year") }
        }
        """)
        #expect(extraction.transitions(of: "ObservatoryApp") == [
            "StargazerView/body present push -> DiscoveryYearView",
            "StargazersView/body present push -> DiscoveryYearView",
            "StargazersView/body present push -> StargazerView",
            "StargazersView/body present push -> StargazerView",
        ])
        #expect(extraction.locations(of: "ObservatoryApp", "StargazersView/body present push -> StargazerView")
            == [extraction.marker(0), extraction.marker(1)])
        #expect(extraction.locations(of: "ObservatoryApp", "StargazersView/body present push -> DiscoveryYearView") == [extraction.marker(2)])
        #expect(extraction.locations(of: "ObservatoryApp", "StargazerView/body present push -> DiscoveryYearView") == [extraction.marker(3)])
    }

    /// A method of the stack's own view that its destination calls (`{ destination(for: $0) }`, `AnyView` or a
    /// `@ViewBuilder`): what it builds is pushed, not part of the view holding the stack, so that view neither
    /// presents what those destinations present nor begins with them.
    @Test(arguments: [
        "@ViewBuilder func destination(for route: AllotmentRoute) -> some View",
        "func destination(for route: AllotmentRoute) -> AnyView",
    ])
    func aDestinationBuiltByAMethodOfTheStacksViewIsPushedNotEmbedded(signature: String) async {
        let wrap: (String) -> String = { signature.hasSuffix("AnyView") ? "return AnyView(\($0))" : $0 }
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main
        struct AllotmentApp: App {
            var body: some Scene { WindowGroup { AllotmentRootView() } }
        }
        enum AllotmentRoute: Hashable { case plot(Int), compost }
        struct AllotmentRootView: View {
            @State private var path: [AllotmentRoute] = []
            var body: some View {
                NavigationStack(path: $path) {
                    PlotsView(path: $path)
                        .navigationDestination(for: AllotmentRoute.self) { destination(for: $0) }
                }
            }
            \(signature) {
                switch route {
                case .plot(let number): \(wrap("PlotView(number: number)"))
                case .compost: \(wrap("CompostView()"))
                }
            }
        }
        struct PlotsView: View {
            @Binding var path: [AllotmentRoute]
            var body: some View {
                Button("Plot 7") { ↓path.append(.plot(7)) }
            }
        }
        struct PlotView: View {
            let number: Int
            @State private var showsRota = false
            var body: some View {
                Button("Watering rota") { showsRota = true }
                    .sheet(isPresented: $showsRota) { WateringRotaView() }
            }
        }
        struct CompostView: View { var body: some View { Text("Turn weekly") } }
        struct WateringRotaView: View { var body: some View { Text("Mondays") } }
        """)
        #expect(extraction.transitions(of: "AllotmentApp") == [
            "PlotView/wateringRota present sheet -nav -> WateringRotaView",
            "PlotsView/plot7 present push -> PlotView",
        ])
        #expect(extraction.locations(of: "AllotmentApp", "PlotsView/plot7 present push -> PlotView") == [extraction.marker(0)])
        #expect(extraction.coordinator("AllotmentApp")?.entries.map(\.screen) == ["AllotmentRootView", "PlotsView"])
    }

    /// An environment value the app declares and sets at the stack's root (an action type called as a function, or
    /// a plain closure declared with `@Entry`), called by a row of a screen further down: the step its closure makes
    /// is that screen's.
    @Test(arguments: [
        (
            """
            struct ShowKnotAction {
                let handler: (String) -> Void
                func callAsFunction(_ name: String) { handler(name) }
            }
            private struct ShowKnotKey: EnvironmentKey { static let defaultValue = ShowKnotAction { _ in } }
            extension EnvironmentValues {
                var showKnot: ShowKnotAction {
                    get { self[ShowKnotKey.self] }
                    set { self[ShowKnotKey.self] = newValue }
                }
            }
            """,
            "ShowKnotAction { name in ↓path.append(.knot(name)) }"
        ),
        (
            "extension EnvironmentValues { @Entry var showKnot: (String) -> Void = { _ in } }",
            "{ name in ↓path.append(.knot(name)) }"
        ),
    ])
    func anEnvironmentActionStepsFromTheScreenThatCallsIt(declaration: String, value: String) async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main
        struct RiggingApp: App {
            var body: some Scene { WindowGroup { RiggingRootView() } }
        }
        enum RiggingRoute: Hashable { case knot(String) }
        \(declaration)
        struct RiggingRootView: View {
            @State private var path: [RiggingRoute] = []
            var body: some View {
                NavigationStack(path: $path) {
                    KnotListView()
                        .navigationDestination(for: RiggingRoute.self) { route in
                            switch route {
                            case .knot(let name): KnotView(name: name)
                            }
                        }
                }
                .environment(\\.showKnot, \(value))
            }
        }
        struct KnotListView: View {
            var body: some View { List { KnotRow(name: "Bowline") } }
        }
        struct KnotRow: View {
            @Environment(\\.showKnot) private var showKnot
            let name: String
            var body: some View { Button(name) { showKnot(name) } }
        }
        struct KnotView: View {
            let name: String
            var body: some View { Text(name) }
        }
        """)
        #expect(extraction.transitions(of: "RiggingApp") == ["KnotListView/showKnot present push -> KnotView"])
        #expect(extraction.model.coordinators.flatMap(\.transitions).compactMap(\.location?.marked) == [extraction.marker(0)])
    }

    /// Rows over a collection's `indices` or a range (`0..<buoys.count`) hand each link an `Int`: of a stack
    /// registering both `Int` and `String` destinations, only the `Int` one is pushed.
    @Test(arguments: ["buoys.indices", "0..<buoys.count"])
    func aRowOverIndicesOrARangeLinksAnInteger(rows: String) async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main
        struct BuoyApp: App {
            var body: some Scene { WindowGroup { NavigationStack { BuoyListView() } } }
        }
        struct BuoyListView: View {
            let buoys = ["Fastnet", "Sevenstones"]
            var body: some View {
                List {
                    ForEach(\(rows), id: \\.self) { index in
                        ↓NavigationLink(buoys[index], value: index)
                    }
                }
                .navigationDestination(for: Int.self) { index in BuoyView(number: index) }
                .navigationDestination(for: String.self) { keeper in KeeperView(name: keeper) }
            }
        }
        struct BuoyView: View { let number: Int; var body: some View { Text("Buoy") } }
        struct KeeperView: View { let name: String; var body: some View { Text(name) } }
        """)
        #expect(extraction.transitions(of: "BuoyApp") == ["BuoyListView/body present push -> BuoyView"])
        #expect(extraction.locations(of: "BuoyApp", "BuoyListView/body present push -> BuoyView") == [extraction.marker(0)])
    }

    /// An item set to a value held elsewhere (`quoting = tile` in a row's context menu, `quoting = tiles.first`)
    /// presents what the item modifier shows, from the control that sets it; a tab selection set the same way
    /// (`selectedTab = tab`) picks no tab that is known.
    @Test func anItemSetToAValueHeldElsewherePresentsFromItsControl() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        struct Tile: Identifiable, Hashable { let id: Int }
        enum ShopTab: Hashable { case tiles, grout }
        @main struct TileShopApp: App {
            var body: some Scene { WindowGroup { ShopTabsView() } }
        }
        struct ShopTabsView: View {
            @State private var selectedTab = ShopTab.tiles
            var body: some View {
                TabView(selection: $selectedTab) {
                    TileListView(selectedTab: $selectedTab).tag(ShopTab.tiles)
                    GroutView().tag(ShopTab.grout)
                }
            }
        }
        struct TileListView: View {
            @Binding var selectedTab: ShopTab
            @State private var quoting: Tile?
            let tiles = [Tile(id: 1), Tile(id: 2)]
            let tabs = [ShopTab.grout]
            var body: some View {
                NavigationStack {
                    List(tiles) { tile in
                        Text("Tile \\(tile.id)")
                            .contextMenu { Button("Quote") { ↓quoting = tile } }
                    }
                    .toolbar {
                        Button("Quote first") { ↓quoting = tiles.first }
                        Button("Grout") { selectedTab = tabs.first ?? .grout }
                    }
                    .navigationTitle("Tiles")
                    .sheet(item: $quoting) { tile in QuoteView(tile: tile) }
                }
            }
        }
        struct QuoteView: View { let tile: Tile; var body: some View { Text("Quote") } }
        struct GroutView: View { var body: some View { Text("Grout").navigationTitle("Grout") } }
        """)
        #expect(extraction.transitions(of: "TileShopApp").filter { !$0.contains("swap") } == [
            "TileListView/quote present sheet -nav -> QuoteView",
            "TileListView/quoteFirst present sheet -nav -> QuoteView",
        ])
        #expect(extraction.locations(of: "TileShopApp", "TileListView/quote present sheet -nav -> QuoteView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "TileShopApp", "TileListView/quoteFirst present sheet -nav -> QuoteView") == [extraction.marker(1)])
    }

    /// A tab that is a navigation stack (`TabView { NavigationStack { DesksView() }.tabItem { … } }`) is one swap
    /// from the view holding the tab bar to the stack's root, at the `TabView`: not a second one at the stack.
    @Test func aTabThatIsAStackIsOneSwapToItsRoot() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct DeskApp: App {
            var body: some Scene { WindowGroup { LobbyView() } }
        }
        struct LobbyView: View {
            @State private var signedIn = false
            var body: some View {
                if signedIn { OfficeTabs() } else { Button("Sign in") { ↓signedIn = true }.navigationTitle("Lobby") }
            }
        }
        struct OfficeTabs: View {
            var body: some View {
                TabView ↓{
                    NavigationStack { DesksView() }.tabItem { Text("Desks") }
                    NavigationStack { RoomsView() }.tabItem { Text("Rooms") }
                }
            }
        }
        struct DesksView: View { var body: some View { Text("Desks").navigationTitle("Desks") } }
        struct RoomsView: View { var body: some View { Text("Rooms").navigationTitle("Rooms") } }
        """)
        #expect(extraction.transitions(of: "DeskApp") == [
            "LobbyView/signIn present swap -> OfficeTabs",
            "OfficeTabs/- present swap -> DesksView",
            "OfficeTabs/- present swap -> RoomsView",
        ])
        #expect(extraction.locations(of: "DeskApp", "OfficeTabs/- present swap -> DesksView") == [extraction.marker(1)])
        #expect(extraction.locations(of: "DeskApp", "OfficeTabs/- present swap -> RoomsView") == [extraction.marker(1)])
    }

    /// A view whose `body` only switches over the route it is built with (`BerthScreen(berth: berth)`) dispatches:
    /// a pushed or presented route shows its own arm's view, and the dispatcher is no screen of its own.
    @Test func aDispatcherViewShowsTheArmOfTheRouteItIsBuiltWith() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct HarbourApp: App {
            var body: some Scene { WindowGroup { HarbourList() } }
        }
        enum Berth: Hashable, Identifiable {
            case pier(Int), ferry, fuel
            var id: Self { self }
        }
        struct HarbourList: View {
            @State private var path: [Berth] = []
            @State private var info: Berth?
            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        Button("Pier 4") { ↓path.append(.pier(4)) }
                        Button("Ferry") { ↓path.append(.ferry) }
                        Button("Fuel dock") { ↓info = .fuel }
                    }
                    .navigationTitle("Harbour")
                    .navigationDestination(for: Berth.self) { berth in BerthScreen(berth: berth) }
                    .sheet(item: $info) { BerthScreen(berth: $0) }
                }
            }
        }
        struct BerthScreen: View {
            let berth: Berth
            var body: some View {
                switch berth {
                case .pier(let number): PierView(number: number)
                case .ferry: FerryView()
                case .fuel: FuelDockView()
                }
            }
        }
        struct PierView: View {
            let number: Int
            var body: some View { ↓NavigationLink("Next ferry", value: Berth.ferry).navigationTitle("Pier") }
        }
        struct FerryView: View { var body: some View { Text("Ferry").navigationTitle("Ferry") } }
        struct FuelDockView: View { var body: some View { Text("Fuel").navigationTitle("Fuel") } }
        """)
        #expect(extraction.transitions(of: "HarbourApp") == [
            "HarbourList/ferry present push -> FerryView",
            "HarbourList/fuelDock present sheet -nav -> FuelDockView",
            "HarbourList/pier4 present push -> PierView",
            "PierView/body present push -> FerryView",
        ])
        #expect(extraction.locations(of: "HarbourApp", "HarbourList/pier4 present push -> PierView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "HarbourApp", "HarbourList/ferry present push -> FerryView") == [extraction.marker(1)])
        #expect(extraction.locations(of: "HarbourApp", "HarbourList/fuelDock present sheet -nav -> FuelDockView") == [extraction.marker(2)])
        #expect(extraction.locations(of: "HarbourApp", "PierView/body present push -> FerryView") == [extraction.marker(3)])
    }

    /// A route that is a view itself (`extension Berth: View { var body: some View { switch self { ... } } }`),
    /// shown as it is (`{ $0 }`, `{ berth in berth }`): each pushed case shows its own arm's view, and the route is no
    /// screen of its own.
    @Test(arguments: ["{ $0 }", "{ berth in berth }"])
    func aRouteThatIsAViewShowsItsArmForTheCasePushed(destination: String) async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct HarbourApp: App {
            var body: some Scene { WindowGroup { HarbourList() } }
        }
        enum Berth: Hashable { case pier(Int), ferry }
        extension Berth: View {
            var body: some View {
                switch self {
                case .pier(let number): PierView(number: number)
                case .ferry: FerryView()
                }
            }
        }
        struct HarbourList: View {
            @State private var path: [Berth] = []
            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        Button("Pier 4") { ↓path.append(.pier(4)) }
                        Button("Ferry") { ↓path.append(.ferry) }
                    }
                    .navigationTitle("Harbour")
                    .navigationDestination(for: Berth.self) \(destination)
                }
            }
        }
        struct PierView: View {
            let number: Int
            var body: some View { ↓NavigationLink("Next ferry", value: Berth.ferry).navigationTitle("Pier") }
        }
        struct FerryView: View { var body: some View { Text("Ferry").navigationTitle("Ferry") } }
        """)
        #expect(extraction.transitions(of: "HarbourApp") == [
            "HarbourList/ferry present push -> FerryView",
            "HarbourList/pier4 present push -> PierView",
            "PierView/body present push -> FerryView",
        ])
        #expect(extraction.locations(of: "HarbourApp", "HarbourList/pier4 present push -> PierView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "HarbourApp", "HarbourList/ferry present push -> FerryView") == [extraction.marker(1)])
        #expect(extraction.locations(of: "HarbourApp", "PierView/body present push -> FerryView") == [extraction.marker(2)])
    }

    /// A view at the app's root that switches between screens (`switch flow { case .welcome: WelcomeView(onFinish: {
    /// flow = .deck }) ... }`) hands each a callback: the screen whose control runs it is where the swap starts.
    @Test(arguments: ["switch", "if"])
    func aCallbackHandedToARootSwitchsScreenIsThatScreens(form: String) async {
        let content = form == "switch" ? """
                switch flow {
                case .welcome: WelcomeView(onFinish: { ↓flow = .deck })
                case .deck: DeckView(onLeave: { ↓flow = .welcome })
                }
        """ : """
                if flow == .welcome { WelcomeView(onFinish: { ↓flow = .deck }) } else { DeckView(onLeave: { ↓flow = .welcome }) }
        """
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct HarbourApp: App {
            var body: some Scene { WindowGroup { HarbourFlow() } }
        }
        enum Flow { case welcome, deck }
        struct HarbourFlow: View {
            @State private var flow: Flow = .welcome
            var body: some View {
        \(content)
            }
        }
        struct WelcomeView: View {
            var onFinish: () -> Void
            var body: some View { Button("Cast off", action: onFinish).navigationTitle("Welcome") }
        }
        struct DeckView: View {
            var onLeave: () -> Void
            var body: some View { Button("Go ashore") { onLeave() }.navigationTitle("Deck") }
        }
        """)
        #expect(extraction.transitions(of: "HarbourApp") == [
            "DeckView/onLeave present swap -> WelcomeView",
            "WelcomeView/onFinish present swap -> DeckView",
        ])
        #expect(extraction.locations(of: "HarbourApp", "WelcomeView/onFinish present swap -> DeckView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "HarbourApp", "DeckView/onLeave present swap -> WelcomeView") == [extraction.marker(1)])
    }

    /// A method handed over as an item presentation's content (`.sheet(item: $sheet, content: sheetContent)`) builds
    /// the view for each item, as `{ sheetContent($0) }` does: each control setting the item presents its case's view.
    @Test(arguments: ["content: sheetContent", "content: self.sheetContent", "content: { sheetContent($0) }"])
    func aMethodHandedOverAsItemContentBuildsEachItemsView(content: String) async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct HarbourApp: App {
            var body: some Scene { WindowGroup { BerthList() } }
        }
        enum BerthSheet: Identifiable {
            case fuel, permit(Int)
            var id: String { "\\(self)" }
        }
        struct BerthList: View {
            @State private var sheet: BerthSheet?
            var body: some View {
                List {
                    Button("Fuel") { ↓sheet = .fuel }
                    Button("Permit") { ↓sheet = .permit(7) }
                }
                .navigationTitle("Berths")
                .sheet(item: $sheet, \(content))
            }
            @ViewBuilder
            private func sheetContent(_ sheet: BerthSheet) -> some View {
                switch sheet {
                case .fuel: FuelView()
                case .permit(let number): PermitView(number: number)
                }
            }
        }
        struct FuelView: View { var body: some View { Text("Fuel").navigationTitle("Fuel") } }
        struct PermitView: View {
            let number: Int
            var body: some View { Text("Permit").navigationTitle("Permit") }
        }
        """)
        #expect(extraction.transitions(of: "HarbourApp") == [
            "BerthList/fuel present sheet -nav -> FuelView",
            "BerthList/permit present sheet -nav -> PermitView",
        ])
        #expect(extraction.locations(of: "HarbourApp", "BerthList/fuel present sheet -nav -> FuelView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "HarbourApp", "BerthList/permit present sheet -nav -> PermitView") == [extraction.marker(1)])
        #expect(extraction.coordinator("HarbourApp")?.entries.map(\.screen) == ["BerthList"])
    }

    /// A row component handed its destination (`SettingsRow(title: "Crew") { CrewView() }`, `destination:
    /// CrewView()`) links, from each screen that builds it, to what that screen hands it.
    @Test(arguments: [
        ("@ViewBuilder let destination: () -> Destination", "NavigationLink { destination() } label: { Text(title) }",
         "SettingsRow(title: \"Crew\") { CrewView() }", "SettingsRow(title: \"Tides\") { TideTableView() }"),
        ("let destination: Destination", "NavigationLink(destination: destination) { Text(title) }",
         "SettingsRow(title: \"Crew\", destination: CrewView())", "SettingsRow(title: \"Tides\", destination: TideTableView())"),
    ])
    func aRowHandedItsDestinationLinksToWhatEachScreenHandsIt(row: (String, String, String, String)) async {
        let (property, link, crew, tides) = row
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct HarbourApp: App {
            var body: some Scene { WindowGroup { NavigationStack { HarbourSettings() } } }
        }
        struct SettingsRow<Destination: View>: View {
            let title: String
            \(property)
            var body: some View { ↓\(link) }
        }
        struct HarbourSettings: View {
            var body: some View {
                List {
                    \(crew)
                    NavigationLink("Berths") { BerthsView() }
                }
                .navigationTitle("Settings")
            }
        }
        struct BerthsView: View {
            var body: some View { List { \(tides) }.navigationTitle("Berths") }
        }
        struct CrewView: View { var body: some View { Text("Crew").navigationTitle("Crew") } }
        struct TideTableView: View { var body: some View { Text("Tides").navigationTitle("Tides") } }
        """)
        #expect(extraction.transitions(of: "HarbourApp") == [
            "BerthsView/body present push -> TideTableView",
            "HarbourSettings/body present push -> BerthsView",
            "HarbourSettings/body present push -> CrewView",
        ])
        #expect(extraction.locations(of: "HarbourApp", "HarbourSettings/body present push -> CrewView") == [extraction.marker(0)])
    }

    /// A view generic over its model (`struct HarbourView<Model: HarbourModel>: View { @ObservedObject var model:
    /// Model }`) holds what the places building it hand it: the model's router calls are the view's controls' steps.
    @Test(arguments: ["HarbourView(model: HarbourViewModel(router: router))", "HarbourView<HarbourViewModel>(model: HarbourViewModel(router: router))"])
    func aViewGenericOverItsModelHoldsTheModelItIsHanded(construction: String) async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum Dock: Hashable { case crew, tides }
        final class Router: ObservableObject {
            @Published var path: [Dock] = []
            func push(_ dock: Dock) { ↓path.append(dock) }
        }
        protocol HarbourModel: ObservableObject { func openCrew() }
        final class HarbourViewModel: HarbourModel {
            private let router: Router
            init(router: Router) { self.router = router }
            func openCrew() { router.push(.crew) }
        }
        struct HarbourView<Model: HarbourModel>: View {
            @ObservedObject var model: Model
            var body: some View { Button("Crew") { model.openCrew() }.navigationTitle("Harbour") }
        }
        @main struct HarbourApp: App {
            @StateObject private var router = Router()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $router.path) {
                        \(construction)
                            .navigationDestination(for: Dock.self) { dock in
                                switch dock {
                                case .crew: CrewView()
                                case .tides: TidesView()
                                }
                            }
                    }
                }
            }
        }
        struct CrewView: View { var body: some View { Text("Crew").navigationTitle("Crew") } }
        struct TidesView: View { var body: some View { Text("Tides").navigationTitle("Tides") } }
        """)
        #expect(extraction.transitions(of: "Router") == ["HarbourView/openCrew present push -> crew"])
        #expect(extraction.locations(of: "Router", "HarbourView/openCrew present push -> crew") == [extraction.marker(0)])
    }

    /// A `Tab` whose content is a member of the tab enum that builds the view (`Tab("Berths", value: tab) {
    /// tab.rootView }`) holds what the member builds, as the member under `.tabItem` does.
    @Test(arguments: [
        "ForEach(HarbourTab.allCases) { tab in Tab(tab.title, systemImage: \"sailboat\", value: tab) { tab.rootView } }",
        "Tab(\"Berths\", systemImage: \"sailboat\", value: HarbourTab.berths) { HarbourTab.berths.rootView }\n"
            + "Tab(\"Tides\", systemImage: \"water.waves\", value: HarbourTab.tides) { HarbourTab.tides.rootView }",
    ])
    func aTabsContentMemberIsWhatTheMemberBuilds(tabs: String) async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct HarbourApp: App {
            var body: some Scene { WindowGroup { HarbourTabs() } }
        }
        enum HarbourTab: Hashable, CaseIterable {
            case berths, tides
            var title: String { self == .berths ? "Berths" : "Tides" }
            @ViewBuilder var rootView: some View {
                switch self {
                case .berths: NavigationStack { BerthsView() }
                case .tides: NavigationStack { TidesView() }
                }
            }
        }
        struct HarbourTabs: View {
            @State private var selection = HarbourTab.berths
            var body: some View {
                TabView(selection: $selection) ↓{
                    \(tabs)
                }
            }
        }
        struct BerthsView: View { var body: some View { Text("Berths").navigationTitle("Berths") } }
        struct TidesView: View { var body: some View { Text("Tides").navigationTitle("Tides") } }
        """)
        #expect(extraction.transitions(of: "HarbourApp") == [
            "HarbourTabs/- present swap -> BerthsView",
            "HarbourTabs/- present swap -> TidesView",
        ])
        #expect(extraction.locations(of: "HarbourApp", "HarbourTabs/- present swap -> BerthsView") == [extraction.marker(0)])
    }

    /// A stack's path set to a `NavigationPath` made of routes (`path = NavigationPath([Dock.berths, .berth(4)])`)
    /// shows its last route, as the same array literal set on a typed path does.
    @Test func aPathSetToANavigationPathOfRoutesShowsItsLastRoute() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct HarbourApp: App {
            var body: some Scene { WindowGroup { HarbourHome() } }
        }
        enum Dock: Hashable { case berths, berth(Int) }
        struct HarbourHome: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Berth 4") { ↓path = NavigationPath([Dock.berths, Dock.berth(4)]) }
                        .navigationTitle("Harbour")
                        .navigationDestination(for: Dock.self) { dock in
                            switch dock {
                            case .berths: BerthsView()
                            case .berth(let number): BerthView(number: number)
                            }
                        }
                }
            }
        }
        struct BerthsView: View { var body: some View { Text("Berths").navigationTitle("Berths") } }
        struct BerthView: View {
            let number: Int
            var body: some View { Text("Berth").navigationTitle("Berth") }
        }
        """)
        #expect(extraction.transitions(of: "HarbourApp") == ["HarbourHome/berth4 present push -> BerthView"])
        #expect(extraction.locations(of: "HarbourApp", "HarbourHome/berth4 present push -> BerthView") == [extraction.marker(0)])
    }

    /// A link whose value code works out (`route(for: berth)`, `berth.route`, a ternary of cases) pushes only the cases
    /// that code can give, not every case the stack registers.
    @Test(arguments: ["route(for: berth)", "berth.route", "berth.isFuel ? Dock.fuel : Dock.mooring(berth.number)"])
    func aLinkValueWorkedOutByCodePushesOnlyTheCasesItGives(value: String) async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct HarbourApp: App {
            var body: some Scene { WindowGroup { NavigationStack { BerthList() } } }
        }
        enum Dock: Hashable { case fuel, mooring(Int), office }
        struct Berth: Identifiable {
            let id: Int
            let number: Int
            let isFuel: Bool
            var route: Dock { isFuel ? .fuel : .mooring(number) }
        }
        struct BerthList: View {
            let berths: [Berth] = []
            var body: some View {
                List(berths) { berth in
                    ↓NavigationLink(value: \(value)) { Text("Berth") }
                }
                .navigationTitle("Berths")
                .navigationDestination(for: Dock.self) { dock in
                    switch dock {
                    case .fuel: FuelView()
                    case .mooring(let number): MooringView(number: number)
                    case .office: OfficeView()
                    }
                }
            }
            private func route(for berth: Berth) -> Dock {
                if berth.isFuel { return .fuel }
                return .mooring(berth.number)
            }
        }
        struct FuelView: View { var body: some View { Text("Fuel").navigationTitle("Fuel") } }
        struct MooringView: View {
            let number: Int
            var body: some View { NavigationLink("Office", value: Dock.office).navigationTitle("Mooring") }
        }
        struct OfficeView: View { var body: some View { Text("Office").navigationTitle("Office") } }
        """)
        #expect(extraction.transitions(of: "HarbourApp") == [
            "BerthList/body present push -> FuelView",
            "BerthList/body present push -> MooringView",
            "MooringView/body present push -> OfficeView",
        ])
        #expect(extraction.locations(of: "HarbourApp", "BerthList/body present push -> FuelView") == [extraction.marker(0)])
    }

    /// A key path handed as a stack's destination (`destination: \.view`) reads each pushed value's member, as
    /// `{ $0.view }` does.
    @Test(arguments: ["for: Dock.self) { $0.view }", "for: Dock.self, destination: \\.view)"])
    func aKeyPathDestinationReadsEachValuesMember(destination: String) async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct HarbourApp: App {
            var body: some Scene { WindowGroup { HarbourHome() } }
        }
        enum Dock: Hashable {
            case fuel, office
            @ViewBuilder var view: some View {
                switch self {
                case .fuel: FuelView()
                case .office: OfficeView()
                }
            }
        }
        struct HarbourHome: View {
            var body: some View {
                NavigationStack {
                    ↓NavigationLink("Fuel", value: Dock.fuel)
                        .navigationTitle("Harbour")
                        .navigationDestination(\(destination)
                }
            }
        }
        struct FuelView: View { var body: some View { Text("Fuel").navigationTitle("Fuel") } }
        struct OfficeView: View { var body: some View { Text("Office").navigationTitle("Office") } }
        """)
        #expect(extraction.transitions(of: "HarbourApp") == ["HarbourHome/body present push -> FuelView"])
        #expect(extraction.locations(of: "HarbourApp", "HarbourHome/body present push -> FuelView") == [extraction.marker(0)])
    }
}
