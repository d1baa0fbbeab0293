import UIKit

/// The harbour master's app: the berths, and a berth's detail pushed over them.
final class HarbourCoordinator: Coordinator {
    let navigationController = UINavigationController()

    func start() {
        navigationController.pushViewController(BerthListViewController(), animated: false)
    }
}
