import SwiftUI

final class /*↓*/KitchenCoordinator: ObservableObject {
    @Published var path: [KitchenRoute] = []
    @Published var sheet: KitchenSheet?

    func openRecipe(_ id: Int) {
        /*↓*/path.append(.recipe(id: id))
    }

    func back() {
        /*↓*/path.removeLast()
    }

    func home() {
        /*↓*/path = []
    }
}
