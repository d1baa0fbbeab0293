import SwiftUI
import SwiftUIRouter

enum ShopPath: ContextPath {
    case /*↓*/catalog(CatalogActions = .idle)
    case /*↓*/basket(BasketActions = .idle)
    case /*↓*/checkout
}

enum CatalogActions: ContextAction {
    case /*↓*/idle
    case /*↓*/didTapBasket
    case /*↓*/didTapSeedPacket(sku: String, quantity: Int)
}

enum BasketActions: ContextAction {
    case /*↓*/idle
    case /*↓*/didTapPay
    case /*↓*/didTapContinueShopping
}

final class /*↓*/ShopCoordinator: Coordinator<ShopPath> {
    var isCompact = true

    override func onNext(current path: ShopPath) {
        switch path {
        case .catalog(let action):
            switch action {
            case .didTapBasket:
                /*↓*/present(.basket(), mode: isCompact ? .sheet : .push)
            case .didTapSeedPacket:
                /*↓*/present(nextScreen(), mode: .push)
            case .idle:
                break
            }
        case .basket(let action):
            guard action != .idle else { return }
            if case .didTapPay = action {
                /*↓*/present(.checkout, mode: .fullScreen)
            } else {
                /*↓*/dismiss(onComplete: nil)
            }
        case .checkout:
            /*↓*/showRoot()
        }
    }

    private func nextScreen() -> ShopPath { .checkout }

    override func buildView(presenter: ContextPresenter<ShopPath>) -> AnyView {
        switch presenter.name {
        case .some(.catalog):
            return CatalogView(presenter: presenter).any
        case .basket?, .checkout?:
            return BasketView(presenter: presenter).any
        case nil:
            fatalError("a presenter always has a path")
        }
    }
}
