import SwiftUIRouter

extension VoyageCoordinator {
    enum Path: ContextPath {
        case /*↓*/sailings(SailingActions = .idle)
        case /*↓*/cabinChoice(actions: CabinActions = .idle)
        case /*↓*/payment(PaymentActions)
        case /*↓*/delayNotice
        case /*↓*/boarding
        case /*↓*/lostAndFound
    }
}

enum SailingActions: ContextAction {
    case /*↓*/idle
    case /*↓*/didPickSailing(id: String, departsAt: Double)
    case /*↓*/didTapBack
    case /*↓*/didTapLegs
}

enum CabinActions: ContextAction {
    case /*↓*/idle
    case /*↓*/didPickCabin(deck: Int)
    case /*↓*/didTapOtherSailings
    case /*↓*/didTapHelp
}

enum PaymentActions: ContextAction {
    case /*↓*/idle
    case /*↓*/didPay
    case /*↓*/didCancel
}
