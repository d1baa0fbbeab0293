import UIKit

final class /*↓*/ParcelsCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(ParcelListViewController.make(delegate: self), animated: false)
    }

    func makeSettings() -> UIViewController {
        let settings = SettingsViewController()
        return settings
    }
}
