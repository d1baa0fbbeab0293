import SwiftUI
enum Route: Hashable { case recipe(Int), settings }
@Observable final class KitchenCoordinator {
    var path = NavigationPath()
    var sheet: Route?
    func showRecipe(_ id: Int) { path.append(Route.recipe(id)) }
    func back() { path.removeLast() }
    func share() { sheet = .settings }
}
struct KitchenStack: View {
    @State var coordinator = KitchenCoordinator()
    var body: some View {
        NavigationStack(path: $coordinator.path) {
            RecipeList(coordinator: coordinator)
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .recipe(let id): RecipeView(id: id)
                    case .settings: fatalError()
                    }
                }
        }.sheet(item: $coordinator.sheet) { _ in EmptyView() }
    }
}
