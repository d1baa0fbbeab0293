import FlowExtraction
import FlowModel
import Testing

/// Which screens a NavigationStack coordinator has and which of them it can build.
@Suite struct NavigationStackScreenTests {
    @Test func rootViewAndEveryRouteCaseAreScreens() async {
        let extraction = await InlineExtraction(HarbourStackApp.source(methods: ""))
        #expect(extraction.coordinator("HarbourCoordinator")?.style == .navigationStack)
        #expect(HarbourStackApp.screens(extraction) == ["DockView true", "mooring true", "quay true"])
    }

    @Test func caseReachedOnlyByDefaultOrFatalErrorIsNotBuilt() async {
        let extraction = await InlineExtraction(HarbourStackApp.source(methods: "", destination: """
            switch berth {
            case .quay: QuayView()
            default: fatalError()
            }
            """))
        #expect(HarbourStackApp.screens(extraction) == ["DockView true", "mooring false", "quay true"])
    }

    @Test func registeredModelTypeIsOneScreenAndAnUnregisteredAppendedTypeIsNotBuilt() async {
        let extraction = await InlineExtraction([
            "App.swift": HarbourStackApp.source(methods: """
                func showCaptain(_ captain: Captain) { path.append(captain) }
                func showCrew(_ crew: Crew) { path.append(crew) }
            """, viewModel: """
                func sail() { coordinator.showCaptain(Captain()) }
                func rest() { coordinator.showCrew(Crew()) }
            """),
            "Models.swift": "struct ↓Captain: Hashable {}\nstruct ↓Crew: Hashable {}",
            "Registration.swift": """
            extension View {
                func captains() -> some View { self↓.navigationDestination(for: Captain.self) { CaptainView(captain: $0) } }
            }
            """,
        ])
        // The registration in an unrelated extension names no stack, so Captain stays unbuilt, and it is noted.
        #expect(extraction.notes == [
            "could not tell which coordinator's stack .navigationDestination(for: Captain.self) registers for: "
                + "it is outside the coordinator and the type that holds its NavigationStack(path:)",
        ])
        #expect(extraction.result.notes.map(\.location.marked) == [extraction.marker(2)])
        let screens = extraction.coordinator("HarbourCoordinator")?.screens.filter { ["Captain", "Crew"].contains($0.name) }
        #expect(screens?.map { "\($0.name) \($0.built) \($0.location?.marked ?? "-")" } == [
            "Captain false \(extraction.marker(0))", "Crew false \(extraction.marker(1))",
        ])
    }

    /// A stack of `Int`s names no screen `Int` (which nothing reaches, a false `unreachable_screen`): the view its
    /// destination builds is the screen, with that view's location.
    @Test func aRegisteredTypeTheAppDoesNotDeclareIsTheViewItsDestinationBuilds() async {
        let extraction = await InlineExtraction("""
        import SwiftUI
        import Observation

        @Observable final class BerthRouter { var berthPath: [Int] = [] }

        @main
        struct HarbourApp: App {
            @State private var router = BerthRouter()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $router.berthPath) {
                        BerthsView().navigationDestination(for: Int.self) { id in BerthView(id: id) }
                    }
                }
            }
        }
        struct BerthsView: View {
            var body: some View { List(1..<9) { id in ↓NavigationLink("Berth \\(id)", value: id) } }
        }
        struct ↓BerthView: View { let id: Int; var body: some View { Text("Berth \\(id)") } }
        """)
        let screens = extraction.coordinator("BerthRouter")?.screens.map { "\($0.name) \($0.built) \($0.location?.marked ?? "-")" }
        #expect(screens?.contains("BerthView true \(extraction.marker(1))") == true)
        #expect(screens?.contains { $0.hasPrefix("Int ") } == false)
        #expect(extraction.transitions(of: "BerthRouter") == ["BerthsView/body present push -> BerthView"])
        #expect(extraction.locations(of: "BerthRouter", "BerthsView/body present push -> BerthView") == [extraction.marker(0)])
    }

    /// A stack's root view registers the destinations of the stack a model's path drives
    /// (`NavigationStack(path: $model.inboxPath) { InboxView() }` with the registration in `InboxView`): its routes
    /// are that view's screens, not a case no one declares.
    @Test func aStacksRootViewRegistersItsDestinations() async {
        let extraction = await InlineExtraction("""
        import SwiftUI
        import Observation

        enum ParcelRoute: Hashable { case parcel(id: String) }
        @Observable final class DepotModel { var parcelPath: [ParcelRoute] = [] }

        @main
        struct DepotApp: App {
            @State private var model = DepotModel()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $model.parcelPath) { ShelfView() }
                }
            }
        }
        struct ShelfView: View {
            var body: some View {
                List(["p1", "p2"], id: \\.self) { id in ↓NavigationLink(id, value: ParcelRoute.parcel(id: id)) }
                    .navigationDestination(for: ParcelRoute.self) { route in
                        switch route {
                        case let .parcel(id): ParcelSlipView(id: id)
                        }
                    }
            }
        }
        struct ParcelSlipView: View { let id: String; var body: some View { Text(id) } }
        """)
        #expect(extraction.notes == [])
        #expect(extraction.transitions(of: "DepotModel") == ["ShelfView/- present push -> ParcelSlipView"])
        #expect(extraction.locations(of: "DepotModel", "ShelfView/- present push -> ParcelSlipView") == [extraction.marker(0)])
    }

    /// A flow object's stack held by a view shown in a sheet starts where the sheet is shown: its root is its entry,
    /// where check reported the flow had none.
    @Test func aStackInAViewASheetShowsStartsThere() async {
        let extraction = await InlineExtraction("""
        import SwiftUI
        import Observation

        enum DoughStep: Hashable { case shape, bake }

        @Observable final class ProofingFlow {
            var path: [DoughStep] = []
            func next(_ step: DoughStep) { path.append(step) }
        }

        @main
        struct BakeryApp: App {
            var body: some Scene { WindowGroup { NavigationStack { OvenListView() } } }
        }

        struct OvenListView: View {
            @State private var proofing = false
            var body: some View {
                Button("Proof dough") { proofing = true }
                    .sheet(isPresented: $proofing) { ProofingSheet() }
            }
        }

        struct ProofingSheet: View {
            @State private var flow = ProofingFlow()
            var body: some View {
                ↓NavigationStack(path: $flow.path) {
                    MixView(flow: flow)
                        .navigationDestination(for: DoughStep.self) { step in
                            switch step {
                            case .shape: ShapeView(flow: flow)
                            case .bake: BakeView()
                            }
                        }
                }
            }
        }

        struct MixView: View {
            let flow: ProofingFlow
            var body: some View { Button("Next") { flow.next(.shape) } }
        }
        struct ShapeView: View {
            let flow: ProofingFlow
            var body: some View { Button("Next") { flow.next(.bake) } }
        }
        struct BakeView: View { var body: some View { Text("Bake") } }
        """)
        let entries = extraction.coordinator("ProofingFlow")?.entries.map { "\($0.screen) \($0.kind.rawValue) \($0.location?.marked ?? "-")" }
        #expect(entries == ["MixView root \(extraction.marker(0))"])
    }

    @Test func rootThroughAFactoryProtocol() async {
        let extraction = await InlineExtraction("""
        protocol Screens { func makeHome() -> HomeView }
        final class Flow: ObservableObject {
            var stack: [Int] = []
            let screens: Screens
            func start() -> some View { NavigationStack(path: $stack) { makeRoot() } }
            private func makeRoot() -> some View { screens.makeHome() }
        }
        """)
        #expect(extraction.coordinator("Flow")?.screens.map(\.name) == ["HomeView"])
        #expect(extraction.notes == [])
    }

    @Test func stackInACustomModifierTakesTheModifiedViewAsRootAndTheAppAsEntry() async {
        let extraction = await InlineExtraction("""
        final class Flow: ObservableObject { @Published var path: [Int] = [] }
        struct FlowStack: ViewModifier {
            @ObservedObject var flow: Flow
            func body(content: Content) -> some View { NavigationStack(path: $flow.path) { content } }
        }
        struct LighthouseApp: App {
            let flow = Flow()
            var body: some Scene { WindowGroup { HomeView()↓.modifier(FlowStack(flow: flow)) } }
        }
        """)
        let entries = extraction.coordinator("Flow")?.entries.map { "\($0.screen) \($0.kind.rawValue) \($0.location?.marked ?? "-")" }
        #expect(entries == ["HomeView root \(extraction.marker(0))"])
    }

    @Test func theAppsStackIsItsOneEntryAlsoWhenItCallsTheCoordinatorForDestinations() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum ShedRoute: Hashable { case tool(Int), bench }
        final class ShedRouter: ObservableObject {
            @Published var path: [ShedRoute] = []
            @ViewBuilder func view(for route: ShedRoute) -> some View {
                switch route {
                case .tool(let id): ToolView(id: id)
                case .bench: BenchView()
                }
            }
        }
        @main
        struct ShedApp: App {
            @StateObject private var router = ShedRouter()
            var body: some Scene {
                WindowGroup {
                    ↓NavigationStack(path: $router.path) {
                        ShelvesView().navigationDestination(for: ShedRoute.self) { route in router.view(for: route) }
                    }
                }
            }
        }
        struct ShelvesView: View { var body: some View { Text("shelves") } }
        struct ToolView: View { let id: Int; var body: some View { Text("tool") } }
        struct BenchView: View { var body: some View { Text("bench") } }
        """)
        let entries = extraction.coordinator("ShedRouter")?.entries.map { "\($0.screen) \($0.kind.rawValue) \($0.location?.marked ?? "-")" }
        #expect(entries == ["ShelvesView root \(extraction.marker(0))"])
    }

    @Test func aStackBuiltInPlaceInATabStartsAtTheViewHoldingIt() async {
        let extraction = await InlineExtraction("""
        import SwiftUI
        import Observation

        @main
        struct FerryApp: App {
            @State private var router = FerryRouter()
            var body: some Scene {
                WindowGroup { RootTabs().environment(router) }
            }
        }
        enum FerryRoute: Hashable { case sailing(Int), fares }
        @Observable final class FerryRouter {
            var path = NavigationPath()
            func open(_ route: FerryRoute) { path.append(route) }
        }
        struct RootTabs: View {
            var body: some View {
                TabView {
                    TimetableScreen().tabItem { Text("Timetable") }
                    Text("About").tabItem { Text("About") }
                }
            }
        }
        struct TimetableScreen: View {
            @Environment(FerryRouter.self) private var router
            var body: some View {
                @Bindable var router = router
                NavigationStack(path: $router.path) {
                    List {
                        Button("Fares") { router.open(.fares) }
                        Button("Sailing") { router.open(.sailing(7)) }
                    }
                    .navigationDestination(for: FerryRoute.self) { route in
                        switch route {
                        case .sailing(let id): SailingScreen(id: id)
                        case .fares: FaresScreen()
                        }
                    }
                }
            }
        }
        struct SailingScreen: View { let id: Int; var body: some View { Text("\\(id)") } }
        struct FaresScreen: View { var body: some View { Text("Fares") } }
        """)
        // The stack's content is a list built in place: the tab's view is its root, and the app reaches it through
        // the tab bar (no `List` screen, no coordinator without an entry).
        let router = extraction.coordinator("FerryRouter")
        #expect(router?.entries.map(\.screen) == ["TimetableScreen"])
        #expect(router?.screens.map(\.name).sorted() == ["TimetableScreen", "fares", "sailing"])
        #expect(extraction.transitions(of: "FerryApp").contains("RootTabs/- present swap -> TimetableScreen"))
    }

    /// A stack's root linking by route value (`NavigationLink(value: QuayRoute.berth(berth))`), the views for the
    /// routes registered in a view extension (`withQuayRoutes()`): each link goes to the view registered for its case,
    /// a screen of the router's. One case is named like its view (`berth`, `BerthView`), the other is not
    /// (`tide`, `TideTableView`, which a screen also pushes by name): neither is left a step to an undeclared screen.
    @Test func aRootsValueLinksGoToTheViewsAViewExtensionRegisters() async {
        let extraction = await InlineExtraction("""
        import SwiftUI
        import Observation

        struct Berth: Hashable { let number: Int }
        enum QuayRoute: Hashable { case berth(Berth), tide }

        @Observable final class QuayRouter {
            var path: [QuayRoute] = []
        }

        extension View {
            func withQuayRoutes() -> some View {
                navigationDestination(for: QuayRoute.self) { route in
                    switch route {
                    case .berth(let berth): BerthView(berth: berth)
                    case .tide: TideTableView()
                    }
                }
            }
        }

        @main
        struct QuayApp: App {
            @State private var router = QuayRouter()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $router.path) { QuayView().withQuayRoutes() }
                        .environment(router)
                }
            }
        }

        struct QuayView: View {
            let berths = [Berth(number: 1), Berth(number: 2)]
            var body: some View {
                List {
                    ForEach(berths, id: \\.self) { berth in
                        ↓NavigationLink(value: QuayRoute.berth(berth)) { Text("Berth \\(berth.number)") }
                    }
                    ↓NavigationLink(value: QuayRoute.tide) { Text("Tides") }
                }
            }
        }

        struct BerthView: View {
            let berth: Berth
            var body: some View { ↓NavigationLink("Tides") { TideTableView() } }
        }
        struct TideTableView: View { var body: some View { Text("Tides") } }
        """)
        let router = extraction.coordinator("QuayRouter")
        #expect(router?.screens.map(\.name).sorted() == ["BerthView", "QuayView", "TideTableView"])
        #expect(extraction.transitions(of: "QuayRouter") == [
            "BerthView/body present push -> TideTableView",
            "QuayView/- present push -> BerthView",
            "QuayView/- present push -> TideTableView",
        ])
        #expect(extraction.locations(of: "QuayRouter", "QuayView/- present push -> BerthView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "QuayRouter", "QuayView/- present push -> TideTableView") == [extraction.marker(1)])
        #expect(extraction.locations(of: "QuayRouter", "BerthView/body present push -> TideTableView") == [extraction.marker(2)])
    }

    /// A view binding its stack to a path it keeps itself (`@State private var path: [Leg] = []`) reads that stack
    /// with the view, though a class of the app also declares a `path` (bound to no stack here).
    @Test func aViewsOwnPathIsNotAClassesOfTheSameName() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum Leg: Hashable { case ferry(Int) }

        final class TripPlanner: ObservableObject {
            @Published var path: [Leg] = []
        }

        @main
        struct IslandApp: App {
            var body: some Scene { WindowGroup { IslandView() } }
        }

        struct IslandView: View {
            @State private var path: [Leg] = []
            var body: some View {
                NavigationStack(path: $path) {
                    ↓NavigationLink(value: Leg.ferry(3)) { Text("Ferry") }
                        .navigationDestination(for: Leg.self) { leg in
                            switch leg {
                            case .ferry(let number): FerryView(number: number)
                            }
                        }
                }
            }
        }
        struct FerryView: View { let number: Int; var body: some View { Text("\\(number)") } }
        """)
        #expect(extraction.coordinator("TripPlanner") == nil)
        #expect(extraction.transitions(of: "IslandApp") == ["IslandView/body present push -> FerryView"])
        #expect(extraction.locations(of: "IslandApp", "IslandView/body present push -> FerryView") == [extraction.marker(0)])
    }

    @Test func stackWhosePathNoClassOwnsIsNoted() async {
        let extraction = await InlineExtraction("""
        struct Itinerary { var path = NavigationPath() }
        struct Loose: View {
            @State private var itinerary = Itinerary()
            var body: some View { ↓NavigationStack(path: $itinerary.path) { Text("x") } }
        }
        """)
        #expect(extraction.model.coordinators.isEmpty)
        #expect(extraction.notes == [
            "could not tell which coordinator owns this NavigationStack's path: no class declares a NavigationPath or array property it names",
        ])
        #expect(extraction.result.notes.map(\.location.marked) == [extraction.marker(0)])
    }

    /// A view's own `@State` path is no coordinator's: the semantic core reads the stack with the view, and
    /// nothing about it is left to note.
    @Test func stackOnTheViewsOwnStatePathIsReadWithTheView() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        struct Berth: Hashable { let number: Int }
        struct BerthsView: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Berth") { ↓path.append(Berth(number: 4)) }
                        .navigationDestination(for: Berth.self) { berth in BerthView(berth: berth) }
                }
            }
        }
        struct BerthView: View { let berth: Berth; var body: some View { Text("b") } }
        """)
        #expect(extraction.notes == [])
        #expect(extraction.transitions(of: "App") == ["BerthsView/berth present push -> BerthView"])
        #expect(extraction.locations(of: "App", "BerthsView/berth present push -> BerthView") == [extraction.marker(0)])
    }

    /// A generic base class that declares the path for its subclasses' routes (`BaseFlow<Route>`) is no
    /// coordinator of this style: no screen named after its generic parameter, no coordinator without an entry.
    /// The semantic core reads the stack through the subclass the view holds.
    @Test func aGenericBaseClassDeclaringThePathIsNoCoordinator() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @Observable class BaseFlow<Route: Hashable> {
            var path = NavigationPath()
            func push(_ route: Route) { ↓path.append(route) }
        }
        enum KelpRoute: Hashable { case forest, diver }
        final class KelpFlow: BaseFlow<KelpRoute> {}

        @main struct KelpApp: App {
            var body: some Scene { WindowGroup { KelpRoot() } }
        }
        struct KelpRoot: View {
            @State private var flow = KelpFlow()
            var body: some View {
                NavigationStack(path: $flow.path) {
                    Button("Diver") { flow.push(.diver) }
                        .navigationDestination(for: KelpRoute.self) { route in
                            switch route {
                            case .forest: ForestView()
                            case .diver: DiverView()
                            }
                        }
                }
            }
        }
        struct ForestView: View { var body: some View { Text("Forest") } }
        struct DiverView: View { var body: some View { Text("Diver") } }
        """)
        #expect(extraction.model.coordinators.map(\.name) == ["KelpApp"])
        #expect(extraction.coordinator("KelpApp")?.transitions.map(\.summary) == ["KelpRoot/push present push -> DiverView"])
        #expect(extraction.coordinator("KelpApp")?.transitions.compactMap(\.location?.marked) == [extraction.marker(0)])
    }

    /// An unlabelled builder beside labelled ones (`build(_ page:)`, `build(sheet:)`, `build(cover:)`): Swift takes
    /// `build(page)` for the unlabelled one alone, so a pushed page shows only what the page builder builds.
    @Test func anUnlabelledBuildIsNotItsLabelledOverloads() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum Deck: Hashable { case cabins, galley }
        enum Notice: Identifiable { case storm; var id: Self { self } }
        enum Drill: Identifiable { case lifeboat; var id: Self { self } }

        final class ShipCoordinator: ObservableObject {
            @Published var path: [Deck] = []
            @Published var notice: Notice?
            @Published var drill: Drill?
            func go(_ deck: Deck) { ↓path.append(deck) }

            @ViewBuilder func build(_ deck: Deck) -> some View {
                switch deck {
                case .cabins: CabinsView()
                case .galley: GalleyView()
                }
            }
            @ViewBuilder func build(notice: Notice) -> some View { StormView() }
            @ViewBuilder func build(drill: Drill) -> some View { LifeboatView() }
        }
        struct BridgeView: View {
            @StateObject private var ship = ShipCoordinator()
            var body: some View {
                NavigationStack(path: $ship.path) {
                    DeckPlanView()
                        .navigationDestination(for: Deck.self) { ship.build($0) }
                        .sheet(item: $ship.notice) { ship.build(notice: $0) }
                        .fullScreenCover(item: $ship.drill) { ship.build(drill: $0) }
                }
                .environmentObject(ship)
            }
        }
        @main struct ShipApp: App {
            var body: some Scene { WindowGroup { BridgeView() } }
        }
        struct DeckPlanView: View {
            @EnvironmentObject var ship: ShipCoordinator
            var body: some View { Button("Galley") { ship.go(.galley) } }
        }
        struct CabinsView: View { var body: some View { Text("Cabins") } }
        struct GalleyView: View { var body: some View { Text("Galley") } }
        struct StormView: View { var body: some View { Text("Storm") } }
        struct LifeboatView: View { var body: some View { Text("Lifeboat") } }
        """)
        let pushes = extraction.model.coordinators.flatMap(\.transitions).filter { $0.mode == .push }.map(\.summary)
        #expect(pushes == ["DeckPlanView/go present push -> galley"])
        #expect(extraction.model.coordinators.flatMap(\.transitions).filter { $0.mode == .push }.compactMap(\.location?.marked)
            == [extraction.marker(0)])
    }

    @Test func buildOverloadsAreToldApartByLabelAndARootBuiltForACaseIsThatCasesScreen() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum Page: Hashable { case orchard, tree, harvest }
        enum Sheet: Identifiable { case planting, pruning; var id: Self { self } }

        final class OrchardCoordinator: ObservableObject {
            @Published var path = NavigationPath()
            @Published var sheet: Sheet?
            func push(_ page: Page) { ↓path.append(page) }
            func present(sheet: Sheet) { ↓self.sheet = sheet }

            @ViewBuilder func build(page: Page) -> some View {
                switch page {
                case .orchard: OrchardView()
                case .tree: TreeView()
                case .harvest: HarvestView()
                }
            }
            @ViewBuilder func build(sheet: Sheet) -> some View {
                switch sheet {
                case .planting: PlantingView()
                case .pruning: PruningView()
                }
            }
        }
        struct OrchardRootView: View {
            @StateObject private var coordinator = OrchardCoordinator()
            var body: some View {
                ↓NavigationStack(path: $coordinator.path) {
                    coordinator.build(page: .orchard)
                        .navigationDestination(for: Page.self) { coordinator.build(page: $0) }
                        .sheet(item: $coordinator.sheet) { coordinator.build(sheet: $0) }
                }
                .environmentObject(coordinator)
            }
        }
        @main struct OrchardApp: App {
            var body: some Scene { WindowGroup { OrchardRootView() } }
        }
        struct OrchardView: View {
            @EnvironmentObject var coordinator: OrchardCoordinator
            var body: some View {
                Button("Tree") { coordinator.push(.tree) }
                Button("Plant") { coordinator.present(sheet: .planting) }
            }
        }
        struct TreeView: View {
            @EnvironmentObject var coordinator: OrchardCoordinator
            var body: some View {
                Button("Harvest") { coordinator.push(.harvest) }
                Button("Prune") { coordinator.present(sheet: .pruning) }
            }
        }
        struct HarvestView: View { var body: some View { Text("Harvest") } }
        struct PlantingView: View { var body: some View { Text("Planting") } }
        struct PruningView: View { var body: some View { Text("Pruning") } }
        """)
        // `build(sheet:)` is not `build(page:)`: each step shows only the screen its own case builds.
        #expect(extraction.transitions(of: "OrchardCoordinator") == [
            "orchard/present present sheet -nav -> planting",
            "orchard/push present push -> tree",
            "tree/present present sheet -nav -> pruning",
            "tree/push present push -> harvest",
        ])
        #expect(extraction.locations(of: "OrchardCoordinator", "orchard/push present push -> tree") == [extraction.marker(0)])
        #expect(extraction.locations(of: "OrchardCoordinator", "tree/present present sheet -nav -> pruning") == [extraction.marker(1)])
        // The stack's root is what `build(page: .orchard)` builds; the app builds the view holding the stack.
        let entries = extraction.coordinator("OrchardCoordinator")?.entries.map { "\($0.screen) \($0.location?.marked ?? "-")" }
        #expect(entries == ["orchard \(extraction.marker(2))"])
    }

    @Test func aDestinationNoCoordinatorsPathCanHoldIsPlainSwiftUIAndNoNote() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum Voyage: Hashable { case outbound, inbound }
        final class VoyageCoordinator: ObservableObject {
            @Published var path: [Voyage] = []
            func sail() { path.append(.outbound) }
        }
        struct VoyageRoot: View {
            @StateObject var coordinator = VoyageCoordinator()
            var body: some View {
                NavigationStack(path: $coordinator.path) {
                    DockView(coordinator: coordinator)
                        .navigationDestination(for: Voyage.self) { _ in LegView() }
                }
            }
        }
        struct DockView: View {
            @ObservedObject var coordinator: VoyageCoordinator
            var body: some View { Button("Sail") { coordinator.sail() } }
        }
        struct PortsTab: View {
            var body: some View {
                NavigationStack {
                    List { ↓NavigationLink("Bergen", value: "Bergen") }
                        .navigationDestination(for: String.self) { PortView(name: $0) }
                }
            }
        }
        struct LegView: View { var body: some View { Text("Leg") } }
        struct PortView: View { let name: String; var body: some View { Text(name) } }
        """)
        // The coordinator's path holds voyages, so the string destination is a plain stack's, read as such.
        #expect(extraction.notes == [])
        #expect(extraction.transitions().contains("PortsTab/body present push -> PortView"))
        #expect(extraction.locations(of: "App", "PortsTab/body present push -> PortView") == [extraction.marker(0)])
    }

    /// A route case whose view has a name of its own (`case .crossing(let id): CrossingDetailView(id: id)`) is one
    /// screen, named after the view: not the case beside the view, where the case would be an unreachable screen
    /// whose actions nothing handles.
    @Test func aRouteCasesViewWithANameOfItsOwnIsOneScreen() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum FerryRoute: Hashable {
            case crossing(Int)
            case ticket(String)
        }
        final class FerryRouter: ObservableObject {
            @Published var path: [FerryRoute] = []
            func show(_ route: FerryRoute) { ↓path.append(route) }
        }
        @main struct FerryApp: App {
            @StateObject private var router = FerryRouter()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $router.path) {
                        TimetableView()
                            .navigationDestination(for: FerryRoute.self) { route in
                                switch route {
                                case .crossing(let id): CrossingDetailView(id: id)
                                case .ticket(let code): TicketView(code: code)
                                }
                            }
                    }
                    .environmentObject(router)
                }
            }
        }
        struct TimetableView: View {
            @EnvironmentObject var router: FerryRouter
            var body: some View { Button("08:15") { router.show(.crossing(815)) } }
        }
        struct CrossingDetailView: View {
            @EnvironmentObject var router: FerryRouter
            let id: Int
            var body: some View { Button("Buy ticket") { router.show(.ticket("A")) } }
        }
        struct TicketView: View {
            let code: String
            var body: some View { Text(code) }
        }
        """)
        #expect(extraction.coordinator("FerryRouter")?.screens.map(\.name).sorted() == ["CrossingDetailView", "TimetableView", "ticket"])
        #expect(extraction.transitions(of: "FerryRouter") == [
            "CrossingDetailView/show present push -> ticket",
            "TimetableView/show present push -> CrossingDetailView",
        ])
        #expect(extraction.locations(of: "FerryRouter", "TimetableView/show present push -> CrossingDetailView") == [extraction.marker(0)])
    }

    /// A model type a stack shows as a whole (`navigationDestination(for: Quarry.self) { QuarryDetailView(quarry: $0) }`)
    /// is the screen of the view its destination builds, also where the two names are alike (`Ledge` shown by
    /// `LedgeView`): the type is no view, and a screen named after it would be unreachable beside the view the core
    /// reads.
    @Test func aModelTypeShownAsAWholeIsTheScreenOfItsView() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        struct Quarry: Hashable, Identifiable { let id: Int; let ledges: [Ledge] }
        struct Ledge: Hashable, Identifiable { let id: Int }
        @Observable final class ClimbPath {
            var path = NavigationPath()
        }
        @main struct CragApp: App {
            @State private var climb = ClimbPath()
            var body: some Scene { WindowGroup { CragListView(climb: climb) } }
        }
        struct CragListView: View {
            @Bindable var climb: ClimbPath
            let quarries: [Quarry] = []
            var body: some View {
                NavigationStack(path: $climb.path) {
                    List(quarries) { quarry in ↓NavigationLink("Quarry", value: quarry) }
                        .navigationDestination(for: Quarry.self) { quarry in QuarryDetailView(quarry: quarry) }
                        .navigationDestination(for: Ledge.self) { LedgeView(ledge: $0) }
                }
            }
        }
        struct QuarryDetailView: View {
            let quarry: Quarry
            var body: some View { List(quarry.ledges) { ledge in ↓NavigationLink("Ledge", value: ledge) } }
        }
        struct LedgeView: View { let ledge: Ledge; var body: some View { Text("Ledge") } }
        """)
        #expect(extraction.coordinator("ClimbPath")?.screens.map(\.name).sorted() == ["CragListView", "LedgeView", "QuarryDetailView"])
        #expect(extraction.transitions(of: "ClimbPath") == [
            "CragListView/body present push -> QuarryDetailView",
            "QuarryDetailView/body present push -> LedgeView",
        ])
        #expect(extraction.locations(of: "ClimbPath", "CragListView/body present push -> QuarryDetailView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "ClimbPath", "QuarryDetailView/body present push -> LedgeView") == [extraction.marker(1)])
    }

    /// Of a class's arrays, only those its stacks are bound to are paths: appending to another (`crates.append(crate)`)
    /// is no push, also where the stack names its element by an enum case of the same name
    /// (`$depot.lanes[DepotTab.crates.rawValue].path`).
    @Test func onlyTheArraysAStackIsBoundToArePaths() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum DepotTab: Int { case dock, crates }
        enum DepotRoute: Hashable { case manifest }
        struct Crate: Hashable { let id: Int }
        struct Lane { var path: [DepotRoute] = [] }
        @Observable final class Depot {
            var lanes: [Lane] = [Lane(), Lane()]
            var crates: [Crate] = []
            func load(_ crate: Crate) { crates.append(crate) }
            func inspect() { ↓lanes[DepotTab.crates.rawValue].path.append(.manifest) }
        }
        @main struct DepotApp: App {
            @State private var depot = Depot()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $depot.lanes[DepotTab.crates.rawValue].path) {
                        CrateListView(depot: depot)
                            .navigationDestination(for: DepotRoute.self) { _ in ManifestView() }
                    }
                }
            }
        }
        struct CrateListView: View {
            let depot: Depot
            var body: some View {
                Button("Load") { depot.load(Crate(id: 1)) }
                Button("Inspect") { depot.inspect() }
            }
        }
        struct ManifestView: View { var body: some View { Text("Manifest") } }
        """)
        // The route case keeps its name, as its view's says the same (`manifest`, `ManifestView`).
        #expect(extraction.coordinator("Depot")?.screens.map(\.name).sorted() == ["CrateListView", "manifest"])
        #expect(extraction.transitions(of: "Depot") == ["CrateListView/inspect present push -> manifest"])
        #expect(extraction.locations(of: "Depot", "CrateListView/inspect present push -> manifest") == [extraction.marker(0)])
    }

    /// The cases of a router's sheet enum are named after the views the sheet shows for them, as route cases are:
    /// through a switch (`case .forecast: WeatherView()`) or, when the sheet does not look at its item
    /// (`{ _ in NoticeBoardView() }`), for every case. A link the app delegate opens through the router shows its
    /// screens as the app's deep links: not unreachable, though only the link leads there.
    @Test func aSheetsCasesAreNamedAfterTheirViewsAndALinkOpensThem() async {
        let extraction = await InlineExtraction("""
        import SwiftUI
        import UIKit

        enum PierRoute: Hashable { case berth(Int) }
        enum PierSheet: Identifiable { case forecast, pilot; var id: Self { self } }
        enum PierNotice: Identifiable { case closure; var id: Self { self } }
        @MainActor final class PierRouter: ObservableObject {
            static let shared = PierRouter()
            @Published var path: [PierRoute] = []
            @Published var sheet: PierSheet?
            @Published var notice: PierNotice?
            func handle(_ url: URL) {
                switch url.host {
                case "berth": ↓path = [.berth(7)]
                case "closure": ↓notice = .closure
                default: break
                }
            }
        }
        final class PierAppDelegate: NSObject, UIApplicationDelegate {
            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                PierRouter.shared.handle(url)
                return true
            }
        }
        @main struct PierApp: App {
            @UIApplicationDelegateAdaptor(PierAppDelegate.self) var delegate
            @StateObject private var router = PierRouter.shared
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $router.path) {
                        QuayView()
                            .navigationDestination(for: PierRoute.self) { route in
                                switch route { case .berth(let number): BerthView(number: number) }
                            }
                    }
                    .sheet(item: $router.sheet) { sheet in
                        switch sheet {
                        case .forecast: WeatherView()
                        case .pilot: PilotRequestView()
                        }
                    }
                    .sheet(item: $router.notice) { _ in NoticeBoardView() }
                    .environmentObject(router)
                }
            }
        }
        struct QuayView: View {
            @EnvironmentObject var router: PierRouter
            var body: some View {
                Button("Weather") { ↓router.sheet = .forecast }
                Button("Pilot") { ↓router.sheet = .pilot }
            }
        }
        struct BerthView: View { let number: Int; var body: some View { Text("\\(number)") } }
        struct WeatherView: View { var body: some View { Text("Wind") } }
        struct PilotRequestView: View { var body: some View { Text("Pilot") } }
        struct NoticeBoardView: View { var body: some View { Text("Closed") } }
        """)
        let router = extraction.coordinator("PierRouter")
        #expect(router?.screens.map(\.name).sorted() == ["NoticeBoardView", "PilotRequestView", "QuayView", "WeatherView", "berth"])
        #expect(router?.entries.map { "\($0.screen) \($0.kind) \($0.navigation)" } == [
            "NoticeBoardView deepLink false", "QuayView root true", "berth deepLink true",
        ])
        #expect(extraction.transitions(of: "PierRouter") == [
            "QuayView/pilot present sheet -nav -> PilotRequestView",
            "QuayView/weather present sheet -nav -> WeatherView",
        ])
        #expect(extraction.locations(of: "PierRouter", "QuayView/weather present sheet -nav -> WeatherView") == [extraction.marker(2)])
        #expect(extraction.locations(of: "PierRouter", "QuayView/pilot present sheet -nav -> PilotRequestView") == [extraction.marker(3)])
    }

    /// A router generic over its routes (`final class Router<Route: Hashable>` with `var path: [Route]`), or with a
    /// generic push (`func push<R: Hashable>(_ route: R)` on a `NavigationPath`), pushes what each caller passes,
    /// shown by the views the stack using it registers; the generic parameter is no screen.
    @Test func aRouterGenericOverItsRoutesPushesWhatItsCallersPass() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        final class Router<Route: Hashable>: ObservableObject {
            @Published var path: [Route] = []
            func push(_ route: Route) { ↓path.append(route) }
        }
        final class SharedRouter: ObservableObject {
            @Published var path = NavigationPath()
            func push<R: Hashable>(_ route: R) { ↓path.append(route) }
        }
        enum OvenRoute: Hashable { case thermostat }
        enum VanRoute: Hashable { case vanDetail }
        @main struct BakeryApp: App {
            var body: some Scene { WindowGroup { TabView { OvenTab(); VanTab() } } }
        }
        struct OvenTab: View {
            @StateObject private var router = Router<OvenRoute>()
            var body: some View {
                NavigationStack(path: $router.path) {
                    OvenListScreen()
                        .navigationDestination(for: OvenRoute.self) { _ in ThermostatScreen() }
                }
                .environmentObject(router)
            }
        }
        struct VanTab: View {
            @StateObject private var router = SharedRouter()
            var body: some View {
                NavigationStack(path: $router.path) {
                    VanListScreen()
                        .navigationDestination(for: VanRoute.self) { _ in VanDetailScreen() }
                }
                .environmentObject(router)
            }
        }
        struct OvenListScreen: View {
            @EnvironmentObject var router: Router<OvenRoute>
            var body: some View { Button("Thermostat") { router.push(.thermostat) }.navigationTitle("Ovens") }
        }
        struct VanListScreen: View {
            @EnvironmentObject var router: SharedRouter
            var body: some View { Button("Van") { router.push(VanRoute.vanDetail) }.navigationTitle("Vans") }
        }
        struct ThermostatScreen: View { var body: some View { Text("Thermostat") } }
        struct VanDetailScreen: View { var body: some View { Text("Van") } }
        """)
        let transitions = extraction.model.coordinators.flatMap(\.transitions).map(\.summary).sorted()
        #expect(transitions.filter { $0.contains(" push ") } == [
            "OvenListScreen/push present push -> thermostat",
            "VanListScreen/push present push -> vanDetail",
        ])
        #expect(!extraction.model.coordinators.flatMap(\.screens).map(\.name).contains("R"))
        #expect(extraction.model.coordinators.flatMap(\.transitions).filter { $0.mode == .push }.compactMap(\.location?.marked).sorted()
            == [extraction.marker(0), extraction.marker(1)])
    }

    /// The same where the stack hands each route to a view builder of the coordinator's (`{ coordinator.destination($0) }`
    /// with `switch route { case .bed(let id): BedDetailScreen(id: id) ... }`): the case's screen is named after its
    /// view, and no case screen is left beside it.
    @Test func aRouteCasesViewBuiltByTheCoordinatorIsOneScreen() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum Route: Hashable { case bed(Int) }
        final class GreenhouseCoordinator: ObservableObject {
            @Published var path: [Route] = []
            func showBed(_ id: Int) { ↓path.append(.bed(id)) }
            @ViewBuilder func destination(_ route: Route) -> some View {
                switch route {
                case .bed(let id): BedDetailScreen(id: id)
                }
            }
        }
        @main struct GreenhouseApp: App {
            @StateObject private var coordinator = GreenhouseCoordinator()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $coordinator.path) {
                        BedListScreen(coordinator: coordinator)
                            .navigationDestination(for: Route.self) { coordinator.destination($0) }
                    }
                }
            }
        }
        struct BedListScreen: View {
            let coordinator: GreenhouseCoordinator
            var body: some View { Button("Bed 3") { coordinator.showBed(3) } }
        }
        struct BedDetailScreen: View {
            let id: Int
            var body: some View { Text("Bed") }
        }
        """)
        #expect(extraction.coordinator("GreenhouseCoordinator")?.screens.map(\.name).sorted() == ["BedDetailScreen", "BedListScreen"])
        #expect(extraction.transitions(of: "GreenhouseCoordinator") == ["BedListScreen/showBed present push -> BedDetailScreen"])
        #expect(extraction.locations(of: "GreenhouseCoordinator", "BedListScreen/showBed present push -> BedDetailScreen") == [extraction.marker(0)])
    }
}
