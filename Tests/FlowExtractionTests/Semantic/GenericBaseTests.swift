import FlowExtraction
import FlowModel
import Testing

/// The semantic core on generic base classes: a property a base declares of its generic parameter's type
/// (`let router: Router` in `class RoutedScreen<Router>`) holds, on each subclass, what the subclass binds it to.
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
}
