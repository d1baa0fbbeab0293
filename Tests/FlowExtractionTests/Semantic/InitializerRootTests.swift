import FlowExtraction
import FlowModel
import Testing

/// A helper whose initializer sets the window's root (`navigator = Navigator(window: window)`): making it is what
/// shows the app's first screen, so the scene delegate making it has that entry and no false `missing_entry`.
@Suite struct InitializerRootTests {
    @Test func aHelperMadeByTheSceneDelegateSetsTheRootInItsInitializer() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class Navigator {
            private let navigationController: UINavigationController
            init(window: UIWindow) {
                let home = LobbyViewController()
                navigationController = UINavigationController(rootViewController: home)
                window.rootViewController = navigationController
                window.makeKeyAndVisible()
                home.onPick = { [weak self] in self?.showRoom() }
            }
            func showRoom() {
                ↓navigationController.pushViewController(RoomViewController(), animated: true)
            }
        }

        final class LobbyViewController: UIViewController {
            var onPick: (() -> Void)?
            @objc func pickTapped() { onPick?() }
        }
        final class RoomViewController: UIViewController {}

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var navigator: Navigator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                self.window = window
                navigator = Navigator(window: window)
            }
        }
        """)
        let entries = extraction.coordinator("SceneDelegate")?.entries.map { "\($0.screen) \($0.kind.rawValue) \($0.location?.marked ?? "-")" }
        #expect(entries == ["LobbyViewController root -"])
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "LobbyViewController/onPick present push -> RoomViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "LobbyViewController/onPick present push -> RoomViewController")
            == [extraction.marker(0)])
    }
}
