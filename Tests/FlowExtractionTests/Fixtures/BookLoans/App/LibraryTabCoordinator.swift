import UIKit
import XCoordinator

enum LibraryTabRoute: Route {
    case shelf
    case account
}

/// The two tabs: the shelf to browse and borrow, and the reader's account.
final class /*↓*/LibraryTabCoordinator: TabBarCoordinator<LibraryTabRoute> {
    private let shelfRouter: StrongRouter<ShelfRoute>
    private let accountRouter: StrongRouter<AccountRoute>

    convenience init() {
        let shelf = ShelfCoordinator()
        let account = AccountCoordinator()
        self.init(shelfRouter: shelf.strongRouter, accountRouter: account.strongRouter)
    }

    init(shelfRouter: StrongRouter<ShelfRoute>, accountRouter: StrongRouter<AccountRoute>) {
        self.shelfRouter = shelfRouter
        self.accountRouter = accountRouter
        /*↓*/super.init(tabs: [shelfRouter, accountRouter], select: shelfRouter)
    }

    override func prepareTransition(for route: LibraryTabRoute) -> TabBarTransition {
        switch route {
        case .shelf: return .select(shelfRouter)
        case .account: return .select(accountRouter)
        }
    }
}
