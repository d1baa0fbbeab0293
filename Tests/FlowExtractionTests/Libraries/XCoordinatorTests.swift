import FlowExtraction
import FlowModel
import Testing

/// XCoordinator as an app sees it: coordinators answer routes in `prepareTransition(for:)` with transition values
/// (`.push`, `.presentFullScreen`, `.multiple`, ...), start at their `initialRoute`, hold child coordinators as tabs,
/// and view models `trigger` routes through a router typed by its route enum. The library's own types are not on
/// the machine: the fixture declares only what it uses.
@Suite struct XCoordinatorTests {
    @Test func routesTriggeredByViewModelsInitialRoutesAndTabs() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import XCoordinator

        enum DeckRoute: Route { case deck, ropes }
        enum MastRoute: Route { case mast }
        enum ShipRoute: Route { case deck, mast }

        final class DeckViewController: UIViewController {
            var viewModel: DeckViewModel!
        }
        final class DeckViewModel {
            private let router: UnownedRouter<DeckRoute>
            init(router: UnownedRouter<DeckRoute>) { self.router = router }
            lazy var ropesAction = CocoaAction { [unowned self] in self.router.rx.trigger(.ropes) }
        }
        final class RopesViewController: UIViewController {}
        final class MastViewController: UIViewController {}

        class DeckCoordinator: NavigationCoordinator<DeckRoute> {
            init() { super.init(initialRoute: .deck) }
            override func prepareTransition(for route: DeckRoute) -> NavigationTransition {
                switch route {
                case .deck:
                    let screen = DeckViewController()
                    screen.viewModel = DeckViewModel(router: unownedRouter)
                    return .push(screen)
                case .ropes:
                    ↓return .presentFullScreen(RopesViewController())
                }
            }
        }
        class MastCoordinator: NavigationCoordinator<MastRoute> {
            init() { super.init(initialRoute: .mast) }
            override func prepareTransition(for route: MastRoute) -> NavigationTransition {
                switch route { case .mast: return .push(MastViewController()) }
            }
        }
        class ShipTabCoordinator: TabBarCoordinator<ShipRoute> {
            private let deckRouter: StrongRouter<DeckRoute>
            private let mastRouter: StrongRouter<MastRoute>
            convenience init() {
                let deck = DeckCoordinator()
                let mast = MastCoordinator()
                self.init(deckRouter: deck.strongRouter, mastRouter: mast.strongRouter)
            }
            init(deckRouter: StrongRouter<DeckRoute>, mastRouter: StrongRouter<MastRoute>) {
                self.deckRouter = deckRouter
                self.mastRouter = mastRouter
                super.init(tabs: [deckRouter, mastRouter], select: deckRouter)
            }
            override func prepareTransition(for route: ShipRoute) -> TabBarTransition {
                switch route {
                case .deck: return .select(deckRouter)
                case .mast: return .select(mastRouter)
                }
            }
        }
        """)
        let transitions = extraction.result.model.coordinators.flatMap(\.transitions)
        #expect(transitions.map(\.summary).sorted() == [
            "DeckCoordinator/- present push -> DeckViewController",
            "DeckViewController/ropesAction present fullScreen -nav -> RopesViewController",
            "MastCoordinator/- present push -> MastViewController",
            "ShipTabCoordinator/- start",
            "ShipTabCoordinator/- start",
        ])
        #expect(Set(extraction.coordinator("ShipTabCoordinator")?.transitions.compactMap(\.to?.coordinator) ?? [])
            == ["DeckCoordinator", "MastCoordinator"])
        #expect(transitions.filter { $0.to?.screen == "RopesViewController" }.compactMap(\.location?.marked) == [extraction.marker(0)])
    }

    /// A route that carries the router it shows (`case voyage(StrongRouter<VoyageRoute>?)`): triggered without
    /// one, its arm asks with an alert whose actions trigger the same route again with a coordinator's router.
    /// The screen that triggered the route presents each of those coordinators; the alert is no screen.
    @Test func aRouteCarryingTheRouterItPresentsShowsWhatItsAlertsActionsPass() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import XCoordinator

        enum PortRoute: Route { case quay, voyage(StrongRouter<VoyageRoute>?) }
        enum VoyageRoute: Route { case chart }

        final class QuayViewController: UIViewController {
            var viewModel: QuayViewModel!
        }
        final class QuayViewModel {
            private let router: UnownedRouter<PortRoute>
            init(router: UnownedRouter<PortRoute>) { self.router = router }
            lazy var sailAction = CocoaAction { [unowned self] in self.router.rx.trigger(.voyage(nil)) }
        }
        final class ChartViewController: UIViewController {}

        class CoastalCoordinator: NavigationCoordinator<VoyageRoute> {
            init() { super.init(initialRoute: .chart) }
            override func prepareTransition(for route: VoyageRoute) -> NavigationTransition {
                switch route { case .chart: return .push(ChartViewController()) }
            }
        }
        class OceanCoordinator: NavigationCoordinator<VoyageRoute> {
            init() { super.init(initialRoute: .chart) }
            override func prepareTransition(for route: VoyageRoute) -> NavigationTransition {
                switch route { case .chart: return .push(ChartViewController()) }
            }
        }
        class PortCoordinator: NavigationCoordinator<PortRoute> {
            init() { super.init(initialRoute: .quay) }
            override func prepareTransition(for route: PortRoute) -> NavigationTransition {
                switch route {
                case .quay:
                    let screen = QuayViewController()
                    screen.viewModel = QuayViewModel(router: unownedRouter)
                    return .push(screen)
                case let .voyage(router):
                    if let router {
                        ↓return .presentFullScreen(router)
                    }
                    let waters = UIAlertController(title: "Which waters?", message: nil, preferredStyle: .actionSheet)
                    waters.addAction(.init(title: "Coast", style: .default) { [unowned self] _ in
                        self.trigger(.voyage(CoastalCoordinator().strongRouter))
                    })
                    waters.addAction(UIAlertAction(title: "Ocean", style: .default) { [unowned self] _ in
                        self.trigger(.voyage(OceanCoordinator().strongRouter))
                    })
                    return .present(waters)
                }
            }
        }
        """)
        let quay = extraction.model.coordinators.flatMap(\.transitions).filter { $0.from == "QuayViewController" }
        #expect(quay.map(\.summary) == [
            "QuayViewController/sailAction start fullScreen +nav ?", "QuayViewController/sailAction start fullScreen +nav ?",
        ])
        #expect(Set(quay.compactMap(\.to?.coordinator)) == ["CoastalCoordinator", "OceanCoordinator"])
        #expect(quay.compactMap(\.location?.marked) == [extraction.marker(0), extraction.marker(0)])
        // `.voyage(nil)` carries nothing: no note for the `if let router` arm it skips; the alert is no screen.
        #expect(extraction.notes == [
            "could not tell which screen this sheet shows (UIAlertController(...)): it is UIAlertController, which is no screen of the app",
        ])
    }

    /// An interactive transition runs its route's transition when the gesture completes; a split coordinator's
    /// `.showDetail` shows its value; a transition not read (`deepLink(...)`, the app's own `.fade(...)`) is a note
    /// naming it where it is returned.
    @Test func interactiveTransitionsShowDetailAndTransitionsNotRead() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import XCoordinator

        enum PaletteRoute: Route { case palette, swatch, mixer, catalogue }

        final class PaletteViewController: UIViewController {}
        final class SwatchViewController: UIViewController {
            var router: UnownedRouter<PaletteRoute>!
            @objc func mixTapped() { router.trigger(.mixer) }
            @objc func catalogueTapped() { router.trigger(.catalogue) }
        }
        final class MixerViewController: UIViewController {}

        class PaletteCoordinator: SplitCoordinator<PaletteRoute> {
            init() { super.init(initialRoute: .palette) }
            override func prepareTransition(for route: PaletteRoute) -> SplitTransition {
                switch route {
                case .palette: ↓return .show(PaletteViewController())
                case .swatch: ↓return .showDetail(SwatchViewController())
                case .mixer: ↓return .fade(MixerViewController())
                case .catalogue: return .multiple(.dismissAll(), ↓deepLink(PaletteRoute.palette, PaletteRoute.swatch))
                }
            }
            override func presented(from presentable: Presentable?) {
                super.presented(from: presentable)
                let swipe = UIScreenEdgePanGestureRecognizer()
                ↓registerInteractiveTransition(for: .swatch, triggeredBy: swipe, progress: { _ in 0 }, shouldFinish: { _ in true })
            }
        }
        """)
        #expect(extraction.model.coordinators.flatMap(\.transitions).map(\.summary).sorted() == [
            "PaletteCoordinator/- present push -> PaletteViewController",
            "PaletteCoordinator/presented present push -> SwatchViewController",
        ])
        #expect(extraction.model.coordinators.flatMap(\.transitions).compactMap(\.location?.marked).sorted()
            == [extraction.marker(0), extraction.marker(1)].sorted())
        #expect(extraction.notes == [
            "could not tell which screen this shows (fade(...)): its type is not known without a type checker",
            "could not tell which screen this shows (deepLink(...)): its type is not known without a type checker",
        ])
        #expect(extraction.result.notes.map(\.location.marked) == [extraction.marker(2), extraction.marker(3)])
    }
}
