import UIKit

/// A sketch of the rescue boat's log, on disk but in no target of the project.
final class RescueBoatViewController: UIViewController {
    @objc func incidentTapped() {
        navigationController?.pushViewController(IncidentViewController(), animated: true)
    }
}

final class IncidentViewController: UIViewController {}
