import SwiftUI

struct RecipeView: View {
    @ObservedObject var viewModel: RecipeViewModel

    var body: some View {
        VStack {
            /*↓*/NavigationLink(value: KitchenRoute.groceries) { Text("Shopping list") }
            Button("Share") { viewModel.share() }
            Button("Start timer") { viewModel.startTimer() }
        }
    }
}

final class RecipeViewModel: ObservableObject {
    let id: Int
    private unowned let coordinator: KitchenCoordinator

    init(id: Int, coordinator: KitchenCoordinator) {
        self.id = id
        self.coordinator = coordinator
    }

    func /*↓*/share() {
        coordinator.share(id)
    }

    func /*↓*/startTimer() {
        coordinator.startTimer(minutes: 12)
    }

    func suggest() {
        coordinator.openSuggestion()
    }
}
