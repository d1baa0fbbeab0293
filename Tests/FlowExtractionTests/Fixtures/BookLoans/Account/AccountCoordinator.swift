import UIKit
import XCoordinator

enum AccountRoute: Route {
    case overview
    case history
}

final class /*↓*/AccountCoordinator: NavigationCoordinator<AccountRoute> {
    init() {
        super.init(initialRoute: .overview)
    }

    override func prepareTransition(for route: AccountRoute) -> NavigationTransition {
        switch route {
        case .overview:
            let screen = AccountViewController()
            screen.router = unownedRouter
            /*↓*/return .push(screen)
        case .history:
            /*↓*/return .push(LoanHistoryViewController())
        }
    }
}

final class /*↓*/AccountViewController: UIViewController {
    var router: UnownedRouter<AccountRoute>!

    @objc private func historyTapped() {
        router.trigger(.history)
    }
}

final class /*↓*/LoanHistoryViewController: UIViewController {}
