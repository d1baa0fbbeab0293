import ComposableArchitecture
import SwiftUI

@Reducer
struct CafeTabs {
    @ObservableState
    struct State {
        var order = OrderCoordinator.State.initialState
        var loyalty = LoyaltyCoordinator.State.initialState
    }

    enum Action {
        case order(OrderCoordinator.Action)
        case loyalty(LoyaltyCoordinator.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.order, action: \.order) { OrderCoordinator() }
        Scope(state: \.loyalty, action: \.loyalty) { LoyaltyCoordinator() }
    }
}

struct /*↓*/CafeTabsView: View {
    let store: StoreOf<CafeTabs>

    var body: some View {
        TabView /*↓*/{
            OrderCoordinatorView(store: store.scope(state: \.order, action: \.order))
                .tabItem { Label("Order", systemImage: "cup.and.saucer") }
            LoyaltyCoordinatorView(store: store.scope(state: \.loyalty, action: \.loyalty))
                .tabItem { Label("Loyalty", systemImage: "star") }
        }
    }
}
