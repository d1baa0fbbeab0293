import UIKit
import XCoordinator

enum ShelfRoute: Route {
    case shelf
    case book(title: String)
    case borrow(StrongRouter<LoanRoute>?)
    case close
}

final class /*↓*/ShelfCoordinator: NavigationCoordinator<ShelfRoute> {
    init() {
        super.init(initialRoute: .shelf)
    }

    override func prepareTransition(for route: ShelfRoute) -> NavigationTransition {
        switch route {
        case .shelf:
            let screen = ShelfViewController()
            screen.viewModel = ShelfViewModel(router: unownedRouter)
            /*↓*/return .push(screen)
        case let .book(title):
            let screen = BookViewController()
            screen.viewModel = BookViewModel(title: title, router: unownedRouter)
            /*↓*/return .push(screen)
        case let .borrow(router):
            if let router {
                /*↓*/return .presentFullScreen(router)
            }
            /*↓*/return .present(loanKindChoice())
        case .close:
            return .dismiss()
        }
    }
}
