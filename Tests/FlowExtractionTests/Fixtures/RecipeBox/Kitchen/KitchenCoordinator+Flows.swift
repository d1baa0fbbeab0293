import SwiftUI

extension KitchenCoordinator {
    func startTimer(minutes: Int) {
        if minutes > 0 {
            /*↓*/path.append(.timer(minutes: minutes))
        } else {
            finishCooking()
        }
    }

    private func finishCooking() {
        /*↓*/path = [.recipe(id: 1), .groceries]
    }

    func share(_ recipeID: Int) {
        /*↓*/sheet = .share(recipeID: recipeID)
    }

    func closeSheet() {
        /*↓*/sheet = nil
    }

    func openSuggestion() {
        /*↓*/path.append(suggestedRoute())
    }

    private func suggestedRoute() -> KitchenRoute {
        .groceries
    }
}
