import SwiftUI
import SwiftUIRouter

enum TicketsPath: ContextPath {
    case /*↓*/wallet(WalletActions = .idle)
    case /*↓*/emptyWallet
    case /*↓*/ticketDetail
    case /*↓*/refund(RefundActions = .idle)
    case /*↓*/sailings
}

enum WalletActions: ContextAction {
    case /*↓*/idle
    case /*↓*/didOpenTicket
    case /*↓*/didAskRefund
}

final class /*↓*/TicketsCoordinator: Coordinator<TicketsPath> {
    var hasTickets = false

    override func onNext(current path: TicketsPath) {
        switch path {
        case .wallet(.didOpenTicket):
            /*↓*/present(hasTickets ? .ticketDetail : .emptyWallet, mode: .sheet)
        case .wallet(.didAskRefund):
            /*↓*/present(.refund(), mode: .fullScreen)
        case .wallet(.idle):
            break
        case .ticketDetail, .emptyWallet:
            /*↓*/dismiss()
        case .refund, .sailings:
            break
        }
        /*↓*/present(.wallet(), mode: .push)
    }

    override func buildView(presenter: ContextPresenter<TicketsPath>) -> AnyView {
        switch presenter.name {
        case .wallet?, .emptyWallet?:
            return WalletView(presenter: presenter).any
        case .sailings:
            return EmptyView().any
        default:
            fatalError("not built yet")
        }
    }
}
