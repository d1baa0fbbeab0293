import FlowExtraction
import FlowModel
import Foundation
import Testing

/// Each fixture app is extracted whole and compared exactly with its expected model and notes; every location
/// in the result must be a marked position in the sources, and every marked position must be used.
@Suite struct FixtureTests {
    static let apps = [
        "PlantCare", "FerryBooking", "TrailGuide", "RecipeBox", "MuseumGuide", "ParcelDesk", "StarChart", "QuizNight",
        // Navigation libraries: Stinsen, XCoordinator, FlowStacks, TCACoordinators.
        "BirdWatch", "BookLoans", "MarathonPlan", "CafeOrders",
    ]

    @Test(arguments: apps)
    func modelMatchesExpectedJSON(app: String) async throws {
        let fixture = try FixtureApp(app)
        let result = await SwiftExtractor(skipsTestCode: true).extract(files: fixture.files)
        let json = String(decoding: try result.model.jsonData(), as: UTF8.self)
        let notes = result.notes.map(\.description).joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["FLOWGRAPH_UPDATE_FIXTURES"] == "1" {
            try fixture.record(json, as: "expected-model.json")
            try fixture.record(notes, as: "expected.notes.txt")
        }
        #expect(json == (try fixture.expected("expected-model.json")))
        #expect(notes == (try fixture.expected("expected.notes.txt")))
    }

    @Test(arguments: apps)
    func everyLocationIsMarked(app: String) async throws {
        let fixture = try FixtureApp(app)
        let result = await SwiftExtractor(skipsTestCode: true).extract(files: fixture.files)
        let found = Set(Self.locations(in: result).map(\.marked))
        #expect(found.subtracting(fixture.markedPositions).sorted() == [], "locations without a marker")
        #expect(fixture.markedPositions.subtracting(found).sorted() == [], "markers no location uses")
    }

    private static func locations(in result: ExtractionResult) -> [FlowModel.SourceLocation] {
        var locations = result.notes.map(\.location)
        for coordinator in result.model.coordinators {
            locations += [coordinator.location].compactMap { $0 }
            locations += coordinator.entries.compactMap(\.location)
            locations += coordinator.transitions.compactMap(\.location)
            for screen in coordinator.screens {
                locations += [screen.location].compactMap { $0 } + screen.actions.compactMap(\.location)
            }
        }
        return locations
    }
}
