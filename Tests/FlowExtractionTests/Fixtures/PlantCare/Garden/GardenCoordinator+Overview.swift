import SwiftUIRouter

extension GardenCoordinator {
    func handleOverview(_ action: OverviewActions) {
        switch action {
        case .didSelectPlant:
            /*↓*/present(.plantDetail(), mode: .push)
        case .didTapLog:
            /*↓*/self.present(.wateringLog, mode: .sheet, addNavigation: true)
        case .idle:
            break
        default:
            // present(.archivedPlants, mode: .push) is for a later release.
            break
        }
    }
}
