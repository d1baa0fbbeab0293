import XCTest
@testable import Regatta

final class RaceListTests: XCTestCase {
    func testRaceTapShowsTheCourse() {
        let navigation = UINavigationController(rootViewController: RaceListViewController())
        (navigation.topViewController as? RaceListViewController)?.raceTapped()
        XCTAssertTrue(navigation.topViewController is CourseViewController)
    }
}

/// Stands in for the course screen, recording the marks it is asked to show.
final class CourseSpyViewController: UIViewController {
    @objc func markTapped() {
        navigationController?.pushViewController(MarkViewController(), animated: true)
    }
}

final class MarkViewController: UIViewController {}
