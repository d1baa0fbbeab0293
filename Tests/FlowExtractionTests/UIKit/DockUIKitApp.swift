/// A small dock-booking app in the UIKit style that unit tests build on: the `Coordinator` protocol, a
/// coordinator whose `start()` and other members each test writes, and a view controller with a delegate.
enum DockUIKitApp {
    static func source(start: String, members: String = "") -> String {
        """
        protocol Coordinator: AnyObject { func start() }

        protocol BerthListViewControllerDelegate: AnyObject {
            func berthList(_ viewController: BerthListViewController, didPick berth: Int)
        }

        final class BerthListViewController: UIViewController {
            weak var delegate: BerthListViewControllerDelegate?
            func pick(_ berth: Int) { delegate?.berthList(self, didPick: berth) }
        }

        final class DockCoordinator: Coordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
        \(start)
            }
        \(members)
        }

        """
    }

    /// The transitions of `DockCoordinator` as summaries, in canonical order.
    static func transitions(_ extraction: InlineExtraction) -> [String] {
        extraction.coordinator("DockCoordinator")?.transitions.map(\.summary) ?? []
    }
}
