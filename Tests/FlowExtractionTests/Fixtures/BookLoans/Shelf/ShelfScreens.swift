import UIKit
import XCoordinator

final class /*↓*/ShelfViewController: UITableViewController {
    var viewModel: ShelfViewModel!

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.select(row: indexPath.row)
    }
}

final class ShelfViewModel {
    private let router: UnownedRouter<ShelfRoute>
    private let titles = ["Moby-Dick", "Middlemarch"]

    init(router: UnownedRouter<ShelfRoute>) {
        self.router = router
    }

    func select(row: Int) {
        router.trigger(.book(title: titles[row]))
    }
}

final class /*↓*/BookViewController: UIViewController {
    var viewModel: BookViewModel!

    @objc private func borrowTapped() {
        viewModel.borrow()
    }
}

final class BookViewModel {
    let title: String
    private let router: UnownedRouter<ShelfRoute>

    init(title: String, router: UnownedRouter<ShelfRoute>) {
        self.title = title
        self.router = router
    }

    func borrow() {
        router.trigger(.borrow(nil))
    }
}
