import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let coordinator = SkyAppCoordinator(window: window)
        coordinator.start()
        self.window = window
    }
}

final class /*↓*/SkyAppCoordinator: Coordinator {
    private weak var window: UIWindow?

    init(window: UIWindow) {
        self.window = window
    }

    @discardableResult
    func start() -> some View {
        let coordinator = ConstellationListCoordinator<SkyAppCoordinator>(window: window)
        return /*↓*/coordinate(to: coordinator)
    }
}
