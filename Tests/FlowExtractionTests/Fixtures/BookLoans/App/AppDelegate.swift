import UIKit
import XCoordinator

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let router = LibraryTabCoordinator().strongRouter

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow()
        router.setRoot(for: window)
        self.window = window
        return true
    }
}
