import FlowExtraction
import FlowModel
import Testing

/// TCACoordinators as an app sees it: a `TCARouter` view switching over the screens' reducer enum, and a
/// coordinator reducer that pushes or presents routes when it matches a screen's action
/// (`.router(.routeAction(_, .screen(.action)))`): the step is that screen's, named by that action. The library's own
/// types are not on the machine: the fixture declares only what it uses.
@Suite struct TCACoordinatorsTests {
    @Test func aReducersStepForAScreensActionStartsFromThatScreen() async {
        let extraction = await InlineExtraction("""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @Reducer
        enum Cabin {
            case galley(Galley)
            case pantry(Pantry)
            case recipe(Recipe)
        }
        enum CabinID: Hashable { case galley, pantry, recipe }

        struct GalleyView: View {
            let store: StoreOf<Galley>
            var body: some View { Button("Pantry") { store.send(.pantryTapped) } }
        }
        struct PantryView: View {
            let store: StoreOf<Pantry>
            var body: some View { Button("Soup") { store.send(.recipePicked(3)) } }
        }
        struct RecipeView: View {
            let store: StoreOf<Recipe>
            var body: some View { Text("Recipe") }
        }

        struct CabinCoordinatorView: View {
            let store: StoreOf<CabinCoordinator>
            var body: some View {
                TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
                    switch screen.case {
                    case let .galley(store): GalleyView(store: store)
                    case let .pantry(store): PantryView(store: store)
                    case let .recipe(store): RecipeView(store: store)
                    }
                }
            }
        }

        @Reducer
        struct CabinCoordinator {
            struct State { var routes: [Route<Cabin.State>] }
            enum Action { case router(IndexedRouterActionOf<Cabin>) }
            var body: some ReducerOf<Self> {
                Reduce { state, action in
                    switch action {
                    case .router(.routeAction(_, .galley(.pantryTapped))):
                        ↓state.routes.presentSheet(.pantry(.init()))
                    case let .router(.routeAction(_, action: .pantry(.recipePicked(number)))):
                        state.routes.push(.recipe(.init(number: number)))
                    default:
                        break
                    }
                    return .none
                }
            }
        }
        """)
        let transitions = extraction.result.model.coordinators.flatMap(\.transitions)
        #expect(transitions.map(\.summary).sorted() == [
            "GalleyView/pantryTapped present sheet -nav -> PantryView ?",
            "PantryView/recipePicked present push -> RecipeView ?",
        ])
        #expect(transitions.filter { $0.to?.screen == "PantryView" }.compactMap(\.location?.marked) == [extraction.marker(0)])
    }

    /// An app reducer that shows one child coordinator or another by a flag of its state
    /// (`if store.isAboard { ... } else { ... }`): the screen whose action sets the flag swaps to the screen the other
    /// child's routes begin with. A reducer's step no screen action triggers starts from the view holding its store.
    @Test func aFlagAReducerSetsSwapsToTheFirstScreenOfTheOtherChild() async {
        let extraction = await InlineExtraction("""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @Reducer
        enum Dock {
            case gangway(Gangway)
            case berth(Berth)
        }
        @Reducer
        enum Deck {
            case bridge(Bridge)
            case chartRoom(ChartRoom)
        }

        struct GangwayView: View {
            let store: StoreOf<Gangway>
            var body: some View { Button("Board") { store.send(.boardTapped) } }
        }
        struct BerthView: View {
            let store: StoreOf<Berth>
            var body: some View { Button("Settle in") { store.send(.settled) } }
        }
        struct BridgeView: View {
            let store: StoreOf<Bridge>
            var body: some View { Button("Go ashore") { store.send(.wentAshore) } }
        }
        struct ChartRoomView: View {
            let store: StoreOf<ChartRoom>
            var body: some View { Text("Charts") }
        }

        struct BoardingCoordinatorView: View {
            let store: StoreOf<BoardingCoordinator>
            var body: some View {
                TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
                    switch screen.case {
                    case let .gangway(store): GangwayView(store: store)
                    case let .berth(store): BerthView(store: store)
                    }
                }
            }
        }
        @Reducer
        struct BoardingCoordinator {
            struct State {
                static let initialState = State(routes: [.root(.gangway(.init()), withNavigation: true)])
                var routes: [Route<Dock.State>]
            }
            enum Action { case router(IndexedRouterActionOf<Dock>) }
            var body: some ReducerOf<Self> {
                Reduce { state, action in
                    switch action {
                    case .router(.routeAction(_, .gangway(.boardTapped))):
                        state.routes.push(.berth(.init()))
                    default:
                        break
                    }
                    return .none
                }
            }
        }

        struct VoyageCoordinatorView: View {
            let store: StoreOf<VoyageCoordinator>
            var body: some View {
                TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
                    switch screen.case {
                    case let .bridge(store): BridgeView(store: store)
                    case let .chartRoom(store): ChartRoomView(store: store)
                    }
                }
            }
        }
        @Reducer
        struct VoyageCoordinator {
            struct State {
                static func initialState() -> State { State(routes: [.root(.bridge(.init()))]) }
                var routes: [Route<Deck.State>]
            }
            enum Action {
                case router(IndexedRouterActionOf<Deck>)
                case courseSet
            }
            var body: some ReducerOf<Self> {
                Reduce { state, action in
                    switch action {
                    case .courseSet:
                        ↓state.routes.push(.chartRoom(.init()))
                    default:
                        break
                    }
                    return .none
                }
            }
        }

        struct ShipView: View {
            let store: StoreOf<Ship>
            var body: some View {
                VStack {
                    if store.isAboard {
                        VoyageCoordinatorView(store: store.scope(state: \\.voyage, action: \\.voyage))
                    } else {
                        BoardingCoordinatorView(store: store.scope(state: \\.boarding, action: \\.boarding))
                    }
                }
            }
        }
        @Reducer
        struct Ship {
            struct State {
                var boarding = BoardingCoordinator.State.initialState
                var voyage = VoyageCoordinator.State.initialState()
                var isAboard = false
            }
            enum Action {
                case boarding(BoardingCoordinator.Action)
                case voyage(VoyageCoordinator.Action)
            }
            var body: some ReducerOf<Self> {
                Reduce<State, Action> { state, action in
                    switch action {
                    case .boarding(.router(.routeAction(_, .berth(.settled)))):
                        ↓state.isAboard = true
                    case .voyage(.router(.routeAction(_, .bridge(.wentAshore)))):
                        state.isAboard = false
                    default:
                        break
                    }
                    return .none
                }
            }
        }
        """)
        let transitions = extraction.result.model.coordinators.flatMap(\.transitions)
        #expect(transitions.map(\.summary).sorted() == [
            "BerthView/settled present swap -> BridgeView ?",
            "BridgeView/wentAshore present swap -> GangwayView ?",
            "GangwayView/boardTapped present push -> BerthView ?",
            "VoyageCoordinatorView/courseSet present push -> ChartRoomView ?",
        ])
        #expect(transitions.filter { $0.to?.screen == "ChartRoomView" }.compactMap(\.location?.marked) == [extraction.marker(0)])
        #expect(transitions.filter { $0.to?.screen == "BridgeView" }.compactMap(\.location?.marked) == [extraction.marker(1)])
    }
}
