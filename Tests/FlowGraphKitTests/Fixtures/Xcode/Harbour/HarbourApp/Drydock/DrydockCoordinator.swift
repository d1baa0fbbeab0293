import UIKit

/// Left on disk when the dry dock screens were taken out of the project: no target builds it.
final class DrydockCoordinator: Coordinator {
    let navigationController = UINavigationController()

    func start() {
        navigationController.pushViewController(HullSurveyViewController(), animated: false)
    }
}

final class HullSurveyViewController: UIViewController {}
