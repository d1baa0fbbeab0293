final class CartCoordinator: Coordinator<CartPath> {
    override func onNext(current: CartPath) {
        switch current {
        case .cart(.didTapPay): present(.payment(, mode: .push
        case .payment(.done) dismiss()
        case
