import ComposableArchitecture
import SwiftUI
import TCACoordinators

@Reducer(state: .equatable)
enum OrderScreen {
    case menu(Menu)
    case drink(Drink)
    case checkout(Checkout)
}

/// Ordering: the menu, a drink's options, and the checkout presented over them.
@Reducer
struct OrderCoordinator {
    @ObservableState
    struct State: Equatable {
        static let initialState = State(routes: [.root(.menu(.init()), embedInNavigationView: true)])
        var routes: [Route<OrderScreen.State>]
    }

    enum Action {
        case router(IndexedRouterActionOf<OrderScreen>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .router(.routeAction(_, action: .menu(.drinkTapped(name)))):
                /*↓*/state.routes.push(.drink(.init(name: name)))
            case .router(.routeAction(_, action: .drink(.addedToOrder))):
                /*↓*/state.routes.presentSheet(.checkout(.init()), embedInNavigationView: true)
            case .router(.routeAction(_, action: .checkout(.paid))):
                state.routes.goBackToRoot()
            default:
                break
            }
            return .none
        }
        .forEachRoute(\.routes, action: \.router)
    }
}

struct /*↓*/OrderCoordinatorView: View {
    let store: StoreOf<OrderCoordinator>

    var body: some View {
        TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
            switch screen.case {
            case let .menu(store):
                MenuView(store: store)
            case let .drink(store):
                DrinkView(store: store)
            case let .checkout(store):
                CheckoutView(store: store)
            }
        }
    }
}
