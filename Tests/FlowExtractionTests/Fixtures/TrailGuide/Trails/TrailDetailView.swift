import SwiftUI

struct TrailDetailView: View {
    @ObservedObject var viewModel: TrailDetailViewModel

    var body: some View {
        Button("Camp here") { viewModel.pickCampsite() }
    }
}

final class TrailDetailViewModel: ObservableObject {
    let trail: Trail
    private let coordinator: TrailCoordinator

    init(trail: Trail, coordinator: TrailCoordinator) {
        self.trail = trail
        self.coordinator = coordinator
    }

    func /*↓*/pickCampsite() {
        guard trail.hasCampsites else { return }
        coordinator.showCampsite(Campsite(trailID: trail.id))
    }

    func /*↓*/callRanger() {
        coordinator.showRanger(Ranger(id: 1, name: "Tomas"))
    }
}
