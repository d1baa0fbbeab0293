import SwiftUI

struct /*↓*/TrailListView: View {
    @ObservedObject var viewModel: TrailListViewModel

    var body: some View {
        VStack {
            Button("Ridge loop") { viewModel.openTrail() }
            Button("Duty ranger") { viewModel.openRanger() }
        }
    }
}

final class TrailListViewModel: ObservableObject {
    private let coordinator: TrailCoordinator

    init(coordinator: TrailCoordinator) {
        self.coordinator = coordinator
    }

    func /*↓*/openTrail() {
        coordinator.showTrail(Trail(id: 7, name: "Ridge loop"))
    }

    func /*↓*/openRanger() {
        coordinator.showRanger(Ranger(id: 2, name: "Imani"))
    }
}
