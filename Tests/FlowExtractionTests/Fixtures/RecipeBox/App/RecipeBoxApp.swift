import SwiftUI
import SwiftUIRouter

@main
struct RecipeBoxApp: App {
    @StateObject private var kitchen = KitchenCoordinator()
    let pantry = PantryCoordinator()

    var body: some Scene {
        WindowGroup {
            TabView {
                RecipeListView(viewModel: RecipeListViewModel(coordinator: kitchen))
                    /*↓*/.modifier(KitchenStack(coordinator: kitchen))
                /*↓*/pantry.load(with: .shelves(), navigation: true)
            }
        }
    }
}
