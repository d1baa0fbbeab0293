import SwiftUI

protocol TrailScreenFactory {
    func makeTrailList(coordinator: TrailCoordinator) -> TrailListView
    func makeTrailDetail(for trail: Trail, coordinator: TrailCoordinator) -> TrailDetailView
    func makeRanger(for ranger: Ranger, coordinator: TrailCoordinator) -> RangerView
}

final class LiveTrailScreenFactory: TrailScreenFactory {
    func makeTrailList(coordinator: TrailCoordinator) -> TrailListView {
        let viewModel = TrailListViewModel(coordinator: coordinator)
        return TrailListView(viewModel: viewModel)
    }

    func makeTrailDetail(for trail: Trail, coordinator: TrailCoordinator) -> TrailDetailView {
        TrailDetailView(viewModel: TrailDetailViewModel(trail: trail, coordinator: coordinator))
    }

    func makeRanger(for ranger: Ranger, coordinator: TrailCoordinator) -> RangerView {
        RangerView(ranger: ranger, coordinator: coordinator)
    }
}
