import UIKit

final class /*↓*/MapViewController: UIViewController {
    weak var coordinator: MapCoordinator?

    @objc private func doneTapped() {
        /*↓*/coordinator?.close()
    }

    @objc private func floorTapped(_ sender: UIButton) {
        if sender.tag > 0 {
            /*↓*/coordinator?.showFloor(sender.tag)
        }
    }
}

final class /*↓*/FloorPlanViewController: UIViewController {
    init(floor: Int) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
