/// A small UIKit app as Swift source: the app delegate shows the harbour in a navigation controller, the harbour
/// pushes the log, and an archive screen nothing shows pushes the log too. What the harbour's charts button does is
/// the caller's: a push of what a factory makes (not followed), a platform alert, and so on. The tests of findings
/// from absence and of `flowgraph coverage` read it.
public enum HarbourUIKitApp {
    public static func source(charts: String) -> String {
        """
        import UIKit

        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                window?.rootViewController = UINavigationController(rootViewController: HarbourViewController())
                return true
            }
        }
        final class HarbourViewController: UIViewController {
            @objc func logTapped() { navigationController?.pushViewController(LogViewController(), animated: true) }
            @objc func chartsTapped() { \(charts) }
        }
        final class LogViewController: UIViewController {}
        final class ArchiveViewController: UIViewController {
            @objc func logTapped() { navigationController?.pushViewController(LogViewController(), animated: true) }
        }

        """
    }

    /// The charts button's push of what a factory makes, which is not followed.
    public static let unfollowedCharts = "navigationController?.pushViewController(chartFactory.make(), animated: true)"
}
