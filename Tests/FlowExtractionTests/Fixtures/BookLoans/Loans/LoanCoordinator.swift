import UIKit
import XCoordinator

enum LoanRoute: Route {
    case terms
    case confirmed
    case done
}

/// Borrowing a book: the terms, then the confirmation; presented over the shelf.
final class /*↓*/LoanCoordinator: NavigationCoordinator<LoanRoute> {
    private let weeks: Int

    init(weeks: Int) {
        self.weeks = weeks
        super.init(initialRoute: .terms)
    }

    override func prepareTransition(for route: LoanRoute) -> NavigationTransition {
        switch route {
        case .terms:
            let screen = LoanTermsViewController(weeks: weeks)
            screen.onAccept = { [unowned self] in self.trigger(.confirmed) }
            /*↓*/return .push(screen)
        case .confirmed:
            /*↓*/return .push(LoanConfirmedViewController())
        case .done:
            return .dismiss()
        }
    }
}

final class /*↓*/ReadingRoomCoordinator: NavigationCoordinator<LoanRoute> {
    init() {
        super.init(initialRoute: .terms)
    }

    override func prepareTransition(for route: LoanRoute) -> NavigationTransition {
        switch route {
        case .terms: /*↓*/return .push(ReadingRoomViewController())
        case .confirmed, .done: return .dismiss()
        }
    }
}

final class /*↓*/LoanTermsViewController: UIViewController {
    let weeks: Int
    var onAccept: (() -> Void)?

    init(weeks: Int) {
        self.weeks = weeks
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    @objc private func acceptTapped() {
        onAccept?()
    }
}

final class /*↓*/LoanConfirmedViewController: UIViewController {}
final class /*↓*/ReadingRoomViewController: UIViewController {}
