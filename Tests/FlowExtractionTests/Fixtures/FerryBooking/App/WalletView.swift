import SwiftUI
import SwiftUIRouter

struct WalletView: ContextView {
    var presenter: ContextPresenter<TicketsPath>

    var body: some View {
        ContextContent<TicketsPath>(presenter) { dispatch in
            Button("Open") { dispatch(.wallet(.didOpenTicket)) }
            Button("Refund") { dispatch(TicketsPath.wallet(.didAskRefund)) }
        }
    }
}
