import UIKit

protocol Coordinator: AnyObject {
    func start()
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var appCoordinator: ParcelAppCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        appCoordinator = ParcelAppCoordinator(window: window!, session: Session())
        appCoordinator?.start()
        return true
    }
}
