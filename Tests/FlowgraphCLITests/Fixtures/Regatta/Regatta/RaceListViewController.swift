import UIKit

/// Today's races; a race's course is pushed over the list.
final class RaceListViewController: UIViewController {
    @objc func raceTapped() {
        navigationController?.pushViewController(CourseViewController(), animated: true)
    }
}

final class CourseViewController: UIViewController {}
