import UIKit

final class /*↓*/MapCoordinator: Coordinator {
    private let presenter: UIViewController

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        let map = MapViewController()
        map.coordinator = self
        presenter.present(UINavigationController(rootViewController: map), animated: true)
    }

    func close() {
        /*↓*/presenter.dismiss(animated: true)
    }

    func showFloor(_ floor: Int) {
        /*↓*/presenter.navigationController?.pushViewController(FloorPlanViewController(floor: floor), animated: true)
    }
}
