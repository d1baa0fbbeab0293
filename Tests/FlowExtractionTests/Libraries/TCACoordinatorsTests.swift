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
}
