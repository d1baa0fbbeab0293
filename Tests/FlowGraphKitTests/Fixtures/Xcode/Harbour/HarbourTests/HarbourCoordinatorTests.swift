import XCTest

final class HarbourCoordinatorTests: XCTestCase {
    func testStartShowsTheBerths() {
        let coordinator = HarbourCoordinator()
        coordinator.start()
        XCTAssertEqual(coordinator.navigationController.viewControllers.count, 1)
    }
}
