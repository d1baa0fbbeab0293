import UIKit

/// A protest against another boat, lodged after a race; no screen opens it yet.
final class ProtestViewController: UIViewController {
    @objc func hearingTapped() {
        navigationController?.pushViewController(HearingViewController(), animated: true)
    }
}

final class HearingViewController: UIViewController {}
