import Testing
@testable import PlantCare

final class StubGardenCoordinator: Coordinator<GardenPath> {
    override func onNext(current path: GardenPath) {
        present(.archivedPlants, mode: .push)
    }
}
