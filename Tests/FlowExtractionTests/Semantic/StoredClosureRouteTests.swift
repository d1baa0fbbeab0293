import Testing

/// Routes handed through closures a coordinator stores on its view models: each call of the closure takes the arm
/// of the case it passes, whether the coordinator switches over the route or tests it with `if case`/`guard case`.
@Suite("Routes through stored closures")
struct StoredClosureRouteTests {
    /// `model.onRoute = { self?.navigate(to: $0) }`, the model calling `onRoute?(.map)`: the closure's parameter is
    /// what it is called with, so the coordinator's switch takes the arm of that case, not every arm.
    @Test(arguments: [
        "{ [weak self] in self?.navigate(to: $0) }",
        "{ [weak self] route in self?.navigate(to: route) }",
        "{ self.navigate(to: $0) }",
    ])
    func aCaseHandedToAStoredClosureTakesItsOwnArm(closure: String) async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class QuarryCoordinator {
            enum Route { case seam(Int), map, permits(seam: Int) }
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let model = QuarryListModel()
                model.onRoute = \(closure)
                navigationController.setViewControllers([QuarryListViewController(model: model)], animated: false)
            }
            func navigate(to route: Route) {
                switch route {
                case .seam(let id):
                    let model = SeamModel(id: id)
                    model.onRoute = \(closure)
                    ↓navigationController.pushViewController(SeamViewController(model: model), animated: true)
                case .map: ↓navigationController.pushViewController(QuarryMapViewController(), animated: true)
                case .permits(let seam): ↓navigationController.present(PermitsViewController(seam: seam), animated: true)
                }
            }
        }
        final class QuarryListModel {
            var onRoute: ((QuarryCoordinator.Route) -> Void)?
            func select(_ id: Int) { onRoute?(.seam(id)) }
            func showMap() { onRoute?(.map) }
        }
        final class SeamModel {
            var onRoute: ((QuarryCoordinator.Route) -> Void)?
            let id: Int
            init(id: Int) { self.id = id }
            func askForPermits() { onRoute?(.permits(seam: id)) }
        }
        final class QuarryListViewController: UITableViewController {
            let model: QuarryListModel
            init(model: QuarryListModel) { self.model = model; super.init(style: .plain) }
            required init?(coder: NSCoder) { fatalError() }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { model.select(indexPath.row) }
            @objc func mapTapped() { model.showMap() }
        }
        final class SeamViewController: UIViewController {
            let model: SeamModel
            init(model: SeamModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            @objc func permitsTapped() { model.askForPermits() }
        }
        final class QuarryMapViewController: UIViewController {}
        final class PermitsViewController: UIViewController {
            init(seam: Int) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(extraction.transitions(of: "QuarryCoordinator") == [
            "QuarryCoordinator/- present swap -> QuarryListViewController",
            "QuarryListViewController/mapTapped present push -> QuarryMapViewController",
            "QuarryListViewController/tableView present push -> SeamViewController",
            "SeamViewController/permitsTapped present sheet -nav -> PermitsViewController",
        ])
        #expect(extraction.locations(of: "QuarryCoordinator", "QuarryListViewController/tableView present push -> SeamViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "QuarryCoordinator", "QuarryListViewController/mapTapped present push -> QuarryMapViewController")
            == [extraction.marker(1)])
        #expect(extraction.locations(of: "QuarryCoordinator", "SeamViewController/permitsTapped present sheet -nav -> PermitsViewController")
            == [extraction.marker(2)])
    }

    /// `if case let .trail(id) = route { ... }` and `guard case .hut = route else { return }` decide like a
    /// switch's arms: a call passing `.trail` takes only the trail's step, and binds what the case carries.
    @Test(arguments: [
        """
                if case let .trail(id) = route {
                    ↓navigationController.pushViewController(TrailDetailViewController(trailID: id), animated: true)
                    return
                }
                guard case .hut = route else { return }
                ↓navigationController.pushViewController(HutBookingViewController(), animated: true)
        """,
        """
                if case let .trail(id) = route {
                    ↓navigationController.pushViewController(TrailDetailViewController(trailID: id), animated: true)
                } else if case .hut = route {
                    ↓navigationController.pushViewController(HutBookingViewController(), animated: true)
                }
        """,
    ])
    func anIfCaseOrGuardCaseOverTheRouteTakesOnlyTheCasePassed(handling: String) async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class RidgeCoordinator {
            enum Route { case trail(id: Int), hut }
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let list = TrailListViewController()
                list.onSelect = { [weak self] id in self?.handle(.trail(id: id)) }
                list.onBook = { [weak self] in self?.handle(.hut) }
                navigationController.setViewControllers([list], animated: false)
            }
            func handle(_ route: Route) {
        \(handling)
            }
        }
        final class TrailListViewController: UITableViewController {
            var onSelect: ((Int) -> Void)?
            var onBook: (() -> Void)?
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { onSelect?(indexPath.row) }
            @objc func bookTapped() { onBook?() }
        }
        final class TrailDetailViewController: UIViewController {
            init(trailID: Int) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class HutBookingViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "RidgeCoordinator") == [
            "RidgeCoordinator/- present swap -> TrailListViewController",
            "TrailListViewController/onBook present push -> HutBookingViewController",
            "TrailListViewController/onSelect present push -> TrailDetailViewController",
        ])
        #expect(extraction.locations(of: "RidgeCoordinator", "TrailListViewController/onSelect present push -> TrailDetailViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "RidgeCoordinator", "TrailListViewController/onBook present push -> HutBookingViewController")
            == [extraction.marker(1)])
    }

    /// `catalogue.onStep = { self?.handle($0) }` kept on the screen itself, which calls `onStep?(.basket)` from its
    /// controls: each case the screen passes takes its own arm of the coordinator's switch, from that screen.
    @Test func aCaseAScreenHandsItsOwnStoredClosureTakesItsOwnArm() async {
        let extraction = await InlineExtraction("""
        import UIKit

        enum ChandleryStep { case catalogue, rope(metres: Int), basket, knots }
        final class ChandleryCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { handle(.catalogue) }
            func handle(_ step: ChandleryStep) {
                switch step {
                case .catalogue:
                    let catalogue = ChandleryCatalogueViewController()
                    catalogue.onStep = { [weak self] in self?.handle($0) }
                    navigationController.setViewControllers([catalogue], animated: false)
                case .rope(let metres):
                    let rope = RopeViewController(metres: metres)
                    rope.onStep = { [weak self] in self?.handle($0) }
                    ↓navigationController.pushViewController(rope, animated: true)
                case .basket:
                    ↓navigationController.pushViewController(ChandleryBasketViewController(), animated: true)
                case .knots:
                    navigationController.present(KnotGuideViewController(), animated: true)
                }
            }
        }
        final class ChandleryCatalogueViewController: UIViewController {
            var onStep: ((ChandleryStep) -> Void)?
            @objc func ropeTapped() { onStep?(.rope(metres: 30)) }
            @objc func basketTapped() { onStep?(.basket) }
        }
        final class RopeViewController: UIViewController {
            var onStep: ((ChandleryStep) -> Void)?
            init(metres: Int) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            @objc func addTapped() { onStep?(.basket) }
        }
        final class ChandleryBasketViewController: UIViewController {}
        final class KnotGuideViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "ChandleryCoordinator") == [
            "ChandleryCatalogueViewController/onStep present push -> ChandleryBasketViewController",
            "ChandleryCatalogueViewController/onStep present push -> RopeViewController",
            "ChandleryCoordinator/- present swap -> ChandleryCatalogueViewController",
            "RopeViewController/onStep present push -> ChandleryBasketViewController",
        ])
        #expect(extraction.locations(of: "ChandleryCoordinator", "ChandleryCatalogueViewController/onStep present push -> RopeViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "ChandleryCoordinator", "RopeViewController/onStep present push -> ChandleryBasketViewController")
            == [extraction.marker(1)])
    }

    /// A screen's callback it calls only from one it hands another screen (`finale.onBegin = { [weak self] in
    /// self?.onFinish?() }`) runs when that screen's control runs its own: the step starts from there, not from the
    /// screen relaying it.
    @Test func aCallbackRelayedThroughAnotherScreensStartsFromThatScreen() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class TourCoordinator {
            let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func start() {
                let tour = TourViewController()
                tour.onFinish = { [weak self] in self?.showBoard() }
                window.rootViewController = tour
            }
            private func showBoard() { ↓window.rootViewController = DepartureBoardViewController() }
        }
        final class TourViewController: UIViewController {
            var onFinish: (() -> Void)?
            @objc func nextTapped() {
                let finale = TourFinaleViewController()
                finale.onBegin = { [weak self] in self?.onFinish?() }
                present(finale, animated: true)
            }
        }
        final class TourFinaleViewController: UIViewController {
            var onBegin: (() -> Void)?
            @objc func beginTapped() { onBegin?() }
        }
        final class DepartureBoardViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "TourCoordinator").filter { !$0.hasPrefix("TourCoordinator/") } == [
            "TourFinaleViewController/onBegin present swap -> DepartureBoardViewController",
            "TourViewController/nextTapped present sheet -nav -> TourFinaleViewController",
        ])
        #expect(extraction.locations(of: "TourCoordinator", "TourFinaleViewController/onBegin present swap -> DepartureBoardViewController") == [extraction.marker(0)])
    }

    /// A view handed an event closure (`ShoppingListView { event in switch event { ... } }`), its buttons calling it
    /// with cases that carry values (`navigation(.openRecipe(3))`) or none (`navigation(.openSettings)`): each
    /// button's event takes its own arm.
    @Test func aViewsEventClosureTakesTheArmOfEachCaseItsButtonsSend() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum PantryEvent { case openJar(Int), openLabels, openCellar }

        struct PantryView: View {
            let navigation: (PantryEvent) -> Void
            var body: some View {
                List {
                    Button("Jar") { navigation(.openJar(3)) }
                    Button("Labels") { navigation(PantryEvent.openLabels) }
                }
            }
        }
        struct JarView: View { let id: Int; var body: some View { Text("\\(id)") } }
        struct LabelsView: View { var body: some View { Text("Labels") } }
        struct CellarView: View { var body: some View { Text("Cellar") } }

        enum Shelf: Hashable { case jar(Int), cellar }

        @MainActor final class PantryRouter: ObservableObject {
            @Published var path: [Shelf] = []
            @Published var showsLabels = false
            func makePantry() -> some View {
                PantryView { [weak self] event in
                    switch event {
                    case .openJar(let id): ↓self?.path.append(.jar(id))
                    case .openLabels: ↓self?.showsLabels = true
                    case .openCellar: self?.path.append(.cellar)
                    }
                }
            }
        }
        struct PantryRoot: View {
            @StateObject private var router = PantryRouter()
            var body: some View {
                NavigationStack(path: $router.path) {
                    router.makePantry()
                        .navigationDestination(for: Shelf.self) { shelf in
                            switch shelf {
                            case .jar(let id): JarView(id: id)
                            case .cellar: CellarView()
                            }
                        }
                        .sheet(isPresented: $router.showsLabels) { LabelsView() }
                }
            }
        }
        @main struct PantryApp: App { var body: some Scene { WindowGroup { PantryRoot() } } }
        """)
        #expect(extraction.transitions(of: "PantryRouter") == [
            "PantryView/navigation present push -> jar",
            "PantryView/navigation present sheet -nav -> LabelsView",
        ])
        #expect(extraction.locations(of: "PantryRouter", "PantryView/navigation present push -> jar") == [extraction.marker(0)])
        #expect(extraction.locations(of: "PantryRouter", "PantryView/navigation present sheet -nav -> LabelsView")
            == [extraction.marker(1)])
    }
}
