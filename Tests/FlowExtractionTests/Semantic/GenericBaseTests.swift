import FlowExtraction
import FlowModel
import Testing

/// The semantic core on generic base classes: a property a base declares of its generic parameter's type
/// (`let router: Router` in `class RoutedScreen<Router>`) holds, on each subclass, what the subclass binds it to; a
/// method the base leaves to its subclasses runs their overrides.
@Suite struct GenericBaseTests {
    /// Two screens of one generic base, each bound to its own router whose methods share a name: each screen's call
    /// goes to its router alone, also through a base in between that hands the parameter on.
    @Test func aBasesPropertyOfItsParameterHoldsWhatTheSubclassBinds() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let tabs = UITabBarController()
                tabs.viewControllers = [
                    UINavigationController(rootViewController: HarbourViewController(router: HarbourRouter())),
                    UINavigationController(rootViewController: DockViewController(router: DockRouter())),
                ]
                window?.rootViewController = tabs
            }
        }
        class RoutedScreen<Router: AnyObject>: UIViewController {
            let router: Router
            init(router: Router) {
                self.router = router
                super.init(nibName: nil, bundle: nil)
            }
        }
        class ListScreen<ListRouter: AnyObject>: RoutedScreen<ListRouter> {}
        final class HarbourRouter {
            weak var screen: UIViewController?
            func open() { ↓screen?.navigationController?.pushViewController(BerthViewController(), animated: true) }
        }
        final class DockRouter {
            weak var screen: UIViewController?
            func open() { ↓screen?.present(CraneViewController(), animated: true) }
        }
        final class HarbourViewController: RoutedScreen<HarbourRouter> {
            @objc func berthTapped() { router.open() }
        }
        final class DockViewController: ListScreen<DockRouter> {
            @objc func craneTapped() { router.open() }
        }
        final class BerthViewController: UIViewController {}
        final class CraneViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "DockViewController/craneTapped present sheet -nav -> CraneViewController",
            "HarbourViewController/berthTapped present push -> BerthViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "HarbourViewController/berthTapped present push -> BerthViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "SceneDelegate", "DockViewController/craneTapped present sheet -nav -> CraneViewController")
            == [extraction.marker(1)])
    }

    /// An app's own generic `class Coordinator<Route>` whose `trigger(_:)` only stops the program: a call on a value
    /// of the base type (`let coordinator: Coordinator<CanalRoute>`) runs the subclass's override, and the route
    /// cases are no screens of a path/action coordinator (no `ContextPath`), so no false errors name them.
    @Test func aCallOnAnAbstractGenericBaseRunsTheOverride() async {
        let extraction = await InlineExtraction("""
        import UIKit

        class Coordinator<Route> {
            let navigationController = UINavigationController()
            func trigger(_ route: Route) { fatalError("\\(type(of: self)) overrides trigger(_:)") }
        }
        enum CanalRoute { case lock(Int), mooring }
        final class CanalCoordinator: Coordinator<CanalRoute> {
            func start() { navigationController.setViewControllers([LockListViewController(coordinator: self)], animated: false) }
            override func trigger(_ route: CanalRoute) {
                switch route {
                case .lock(let id): ↓navigationController.pushViewController(LockViewController(id: id), animated: true)
                case .mooring: ↓navigationController.present(MooringViewController(), animated: true)
                }
            }
        }
        final class LockListViewController: UIViewController {
            let coordinator: Coordinator<CanalRoute>
            init(coordinator: Coordinator<CanalRoute>) { self.coordinator = coordinator; super.init(nibName: nil, bundle: nil) }
            @objc func lockTapped() { coordinator.trigger(.lock(4)) }
            @objc func mooringTapped() { coordinator.trigger(.mooring) }
        }
        final class LockViewController: UIViewController { init(id: Int) { super.init(nibName: nil, bundle: nil) } }
        final class MooringViewController: UIViewController {}
        """)
        #expect(extraction.coordinator("CanalCoordinator")?.style == .uikit)
        #expect(extraction.coordinator("CanalCoordinator")?.screens.map(\.name).sorted() == [
            "LockListViewController", "LockViewController", "MooringViewController",
        ])
        #expect(extraction.transitions(of: "CanalCoordinator").filter { $0.hasPrefix("LockList") } == [
            "LockListViewController/lockTapped present push -> LockViewController",
            "LockListViewController/mooringTapped present sheet -nav -> MooringViewController",
        ])
        #expect(extraction.locations(of: "CanalCoordinator", "LockListViewController/lockTapped present push -> LockViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "CanalCoordinator", "LockListViewController/mooringTapped present sheet -nav -> MooringViewController")
            == [extraction.marker(1)])
    }
}
