import FlowExtraction
import FlowModel
import Testing

/// Coordinator methods that change the path or a presented item, and the screens and actions that call them.
@Suite struct NavigationStackTransitionTests {
    @Test func appendRemoveLastRemoveAllAndAssignments() async {
        let extraction = await InlineExtraction(HarbourStackApp.source(methods: """
            func go() {
                ↓path.append(Berth.quay)
                ↓path.removeLast()
                ↓path.removeAll()
            }
            func reset() { ↓path = NavigationPath() }
        """, viewModel: """
            func sail() { coordinator.go() }
            func moor() { coordinator.reset() }
        """))
        #expect(HarbourStackApp.transitions(extraction) == [
            "DockView/moor showRoot", "DockView/sail dismiss", "DockView/sail present push -> quay", "DockView/sail showRoot",
        ])
        let locations = extraction.coordinator("HarbourCoordinator")?.transitions.compactMap(\.location?.marked).sorted()
        #expect(locations == extraction.markedPositions.sorted())
    }

    @Test func assigningAnArrayOfCasesReplacesTheStack() async {
        let extraction = await InlineExtraction("""
        enum Leg: Hashable { case start, finish }
        final class Race: ObservableObject {
            @Published var legs: [Leg] = []
            func start() -> some View { NavigationStack(path: $legs) { StartView() } }
            func jump() { legs = [.start, .finish] }
        }
        struct StartView: View {
            let race: Race
            var body: some View { Button("Skip") { race.jump() } }
        }
        """)
        #expect(extraction.coordinator("Race")?.transitions.map(\.summary) == ["StartView/jump replace -> finish"])
    }

    @Test func sheetItemPresentsAndNilDismisses() async {
        let extraction = await InlineExtraction("""
        enum Pop: Identifiable { case help; var id: Int { 0 } }
        final class Flow: ObservableObject {
            @Published var path: [Int] = []
            @Published var popup: Pop?
            func start() -> some View {
                NavigationStack(path: $path) { HomeView() }
                    .fullScreenCover(item: $popup) { pop in HelpView() }
            }
            func help() { popup = .help }
            func close() { popup = nil }
        }
        struct HomeView: View { let flow: Flow; var body: some View { Button("?") { flow.help() } } }
        struct HelpView: View { let flow: Flow; var body: some View { Button("x") { flow.close() } } }
        """)
        #expect(extraction.coordinator("Flow")?.transitions.map(\.summary) == [
            "HomeView/help present fullScreen -nav -> help", "help/close dismiss",
        ])
    }

    @Test func viewModelMethodIsTheActionAndItIsDispatchedOnlyWhenTheViewCallsIt() async {
        let extraction = await InlineExtraction(HarbourStackApp.source(methods: """
            func quay() { path.append(Berth.quay) }
        """, viewModel: """
            func ↓sail() { coordinator.quay() }
            func ↓drift() { coordinator.quay() }
        """))
        let actions = extraction.coordinator("HarbourCoordinator")?.screen(named: "DockView")?.actions
        #expect(actions?.map { "\($0.name) \($0.dispatched) \($0.location?.marked ?? "-")" } == [
            "drift false \(extraction.marker(1))", "sail true \(extraction.marker(0))",
        ])
    }

    @Test func conditionsInTheViewModelOrTheCoordinatorMakeTheStepConditional() async {
        let extraction = await InlineExtraction(HarbourStackApp.source(methods: """
            func quay() { path.append(Berth.quay) }
            func mooring(_ slot: Int) { if slot > 0 { path.append(Berth.mooring(slot)) } }
        """, viewModel: """
            func sail() {
                guard coordinator.path.isEmpty else { return }
                coordinator.quay()
                coordinator.mooring(2)
            }
        """))
        #expect(HarbourStackApp.transitions(extraction) == [
            "DockView/sail present push -> mooring ?", "DockView/sail present push -> quay ?",
        ])
    }

    @Test func navigationLinkValueIsAPushFromItsView() async {
        let extraction = await InlineExtraction(HarbourStackApp.source(methods: "", destination: "QuayView()") + """
        struct QuayView: View { var body: some View { NavigationLink(value: Berth.mooring(1)) { Text("Moor") } } }
        """)
        #expect(HarbourStackApp.transitions(extraction) == ["mooring/- present push -> mooring", "quay/- present push -> mooring"])
    }

    @Test func removingAsManyAsThePathHoldsShowsTheRoot() async {
        let extraction = await InlineExtraction(HarbourStackApp.source(methods: """
            func home() { path.removeLast(path.count) }
        """, viewModel: "func sail() { coordinator.home() }"))
        #expect(HarbourStackApp.transitions(extraction) == ["DockView/sail showRoot"])
    }

    @Test func linkInAViewNoCoordinatorShowsIsReadByTheCoreAndALinkUnderAConditionIsConditional() async {
        let extraction = await InlineExtraction(HarbourStackApp.source(methods: "", destination: "QuayView()") + """
        struct QuayView: View {
            var busy = false
            var body: some View { if busy { NavigationLink(value: Berth.quay) { Text("Again") } } }
        }
        struct StrayView: View { var body: some View { ↓NavigationLink(value: Berth.quay) { Text("Quay") } } }
        """)
        #expect(HarbourStackApp.transitions(extraction).contains("quay/- present push -> quay ?"))
        // The style reader cannot place StrayView's link; the semantic core reads it as StrayView's own step, so
        // nothing is left to note.
        #expect(extraction.notes.isEmpty)
        let stray = extraction.result.model.coordinators.flatMap(\.transitions).filter { $0.from == "StrayView" }
        #expect(stray.compactMap(\.location?.marked) == [extraction.marker(0)])
    }

    @Test func whatCannotBeResolvedIsNoted() async {
        let extraction = await InlineExtraction(HarbourStackApp.source(methods: """
            func guess() { path.append(pick()) }
            func ↓orphan() { path.removeLast() }
            func quay() { path.append(Berth.quay) }
        """) + """
        final class Logger { let harbour: HarbourCoordinator; func log() { harbour.quay() } }
        """)
        #expect(extraction.notes == [
            "could not resolve the destination of path.append(pick()): the value is not a route case, a typed parameter or an initializer",
            "could not tell which screen calls HarbourCoordinator.orphan(): no view or view model calls it",
            "could not tell which screen calls HarbourCoordinator.quay: Logger is neither a screen's view nor the view model of one",
        ])
    }

    /// Coordinators adopting one protocol whose extension pushes (`extension FlowCoordinator { func push(_ route:
    /// Route) { path.append(route) } }`), each owning a path by the same name: `$harbours.path` in a view holding
    /// `@StateObject var harbours = HarbourCoordinator()` is that coordinator's stack, and `push(.berth(id: id))`
    /// appends the case it is handed.
    @Test func aProtocolExtensionsPushAppendsWhatItIsHandedOnTheCoordinatorThePathNames() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        protocol FlowCoordinator: ObservableObject {
            associatedtype Route: Hashable
            var path: [Route] { get set }
        }
        extension FlowCoordinator {
            func push(_ route: Route) { ↓path.append(route) }
        }
        enum HarbourRoute: Hashable { case berth(id: Int) }
        enum LockRoute: Hashable { case gate }
        final class HarbourCoordinator: FlowCoordinator {
            @Published var path: [HarbourRoute] = []
            func showBerth(_ id: Int) { push(.berth(id: id)) }
        }
        final class LockCoordinator: FlowCoordinator {
            @Published var path: [LockRoute] = []
            func showGate() { push(.gate) }
        }
        struct HarboursView: View {
            @StateObject private var harbours = HarbourCoordinator()
            var body: some View {
                NavigationStack(path: $harbours.path) {
                    Button("Berth") { harbours.showBerth(4) }
                        .navigationDestination(for: HarbourRoute.self) { route in
                            switch route { case let .berth(id): BerthView(id: id) }
                        }
                }
            }
        }
        struct LocksView: View {
            @StateObject private var locks = LockCoordinator()
            var body: some View {
                NavigationStack(path: $locks.path) {
                    Button("Gate") { locks.showGate() }
                        .navigationDestination(for: LockRoute.self) { route in
                            switch route { case .gate: GateView() }
                        }
                }
            }
        }
        struct BerthView: View { let id: Int; var body: some View { Text("Berth") } }
        struct GateView: View { var body: some View { Text("Gate") } }
        """)
        #expect(extraction.notes.filter { $0.contains("owns this NavigationStack's path") } == [])
        #expect(extraction.transitions(of: "HarbourCoordinator") == ["HarboursView/showBerth present push -> berth"])
        #expect(extraction.transitions(of: "LockCoordinator") == ["LocksView/showGate present push -> gate"])
        #expect(extraction.locations(of: "HarbourCoordinator", "HarboursView/showBerth present push -> berth") == [extraction.marker(0)])
    }
}

