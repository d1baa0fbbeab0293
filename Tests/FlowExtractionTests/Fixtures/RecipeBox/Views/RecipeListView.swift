import SwiftUI

struct /*↓*/RecipeListView: View {
    @ObservedObject var viewModel: RecipeListViewModel

    var body: some View {
        List(1..<4) { id in
            Button("Recipe \(id)") { viewModel.select(id) }
        }
    }
}

final class RecipeListViewModel: ObservableObject {
    private weak var coordinator: KitchenCoordinator?

    init(coordinator: KitchenCoordinator) {
        self.coordinator = coordinator
    }

    func /*↓*/select(_ id: Int) {
        coordinator?.openRecipe(id)
    }
}
