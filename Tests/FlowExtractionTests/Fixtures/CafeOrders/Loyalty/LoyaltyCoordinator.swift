import ComposableArchitecture
import SwiftUI
import TCACoordinators

@Reducer(state: .equatable)
enum LoyaltyScreen {
    case card(Card)
    case rewards(Rewards)
}

@Reducer
struct LoyaltyCoordinator {
    @ObservableState
    struct State: Equatable {
        static let initialState = State(routes: [.root(.card(.init()), embedInNavigationView: true)])
        var routes: [Route<LoyaltyScreen.State>]
    }

    enum Action {
        case router(IndexedRouterActionOf<LoyaltyScreen>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .card(.rewardsTapped))):
                /*↓*/state.routes.push(.rewards(.init()))
            default:
                break
            }
            return .none
        }
        .forEachRoute(\.routes, action: \.router)
    }
}

struct /*↓*/LoyaltyCoordinatorView: View {
    let store: StoreOf<LoyaltyCoordinator>

    var body: some View {
        TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
            switch screen.case {
            case let .card(store):
                CardView(store: store)
            case let .rewards(store):
                RewardsView(store: store)
            }
        }
    }
}

@Reducer
struct Card {
    @ObservableState
    struct State: Equatable {
        var stamps = 3
    }

    enum Action {
        case rewardsTapped
    }
}

struct /*↓*/CardView: View {
    let store: StoreOf<Card>

    var body: some View {
        Button("\(store.stamps) stamps: see rewards") { store.send(.rewardsTapped) }
            .navigationTitle("Loyalty card")
    }
}

@Reducer
struct Rewards {
    @ObservableState
    struct State: Equatable {}

    enum Action {}
}

struct /*↓*/RewardsView: View {
    let store: StoreOf<Rewards>

    var body: some View {
        Text("A free pastry at ten stamps")
            .navigationTitle("Rewards")
    }
}
