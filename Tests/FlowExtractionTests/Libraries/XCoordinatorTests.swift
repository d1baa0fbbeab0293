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
}
