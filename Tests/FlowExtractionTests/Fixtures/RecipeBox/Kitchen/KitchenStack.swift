import SwiftUI

struct KitchenStack: ViewModifier {
    @ObservedObject var coordinator: KitchenCoordinator

    func body(content: Content) -> some View {
        NavigationStack(path: $coordinator.path) {
            content
                .navigationDestination(for: KitchenRoute.self) { route in
                    switch route {
                    case .recipe(let id):
                        RecipeView(viewModel: RecipeViewModel(id: id, coordinator: coordinator))
                    case .timer:
                        TimerView(coordinator: coordinator)
                    default:
                        EmptyView()
                    }
                }
        }
        .sheet(item: $coordinator.sheet) { sheet in
            switch sheet {
            case let .share(recipeID):
                ShareSheet(recipeID: recipeID)
            case .rate:
                fatalError("rating is not built yet")
            }
        }
    }
}
