import SwiftUI

struct TimerView: View {
    let coordinator: KitchenCoordinator
    @State private var finished = false

    var body: some View {
        VStack {
            Button("Done") { /*↓*/coordinator.home() }
            Button("Back") {
                if finished {
                    /*↓*/coordinator.back()
                }
            }
        }
    }
}

struct ShareSheet: View {
    let recipeID: Int
    @EnvironmentObject var coordinator: KitchenCoordinator

    var body: some View {
        Button("Close") { /*↓*/coordinator.closeSheet() }
    }
}
