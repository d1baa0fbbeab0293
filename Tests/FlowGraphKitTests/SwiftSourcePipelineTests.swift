import FlowGraphKit
import FlowReporters
import Foundation
import Testing

/// The whole check pipeline over the fixture apps of the extractor's tests (the four styles and the navigation
/// libraries): Swift sources in, findings out, compared exactly with each app's `expected-findings.txt` (Xcode form,
/// paths relative to the app).
@Suite("Check pipeline on Swift sources")
struct SwiftSourcePipelineTests {
    @Test("findings of a fixture app", arguments: [
        "PlantCare", "FerryBooking", "TrailGuide", "RecipeBox", "MuseumGuide", "ParcelDesk", "StarChart", "QuizNight",
        // Navigation libraries: Stinsen, XCoordinator, FlowStacks, TCACoordinators.
        "BirdWatch", "BookLoans", "MarathonPlan", "CafeOrders",
    ])
    func findings(app: String) async throws {
        let folder = try TemporaryFolder()
        try folder.copyFixtureApp(app)
        let loaded = try await ModelLoading.load(paths: [folder.path])
        #expect(try folder.xcodeReport(FlowCheck.findings(in: loaded)) == TemporaryFolder.expectedFindings(of: app))
    }

    @Test("test code in the app (a Mocks folder, a *Tests folder) is not read")
    func skipsTestCode() async throws {
        let folder = try TemporaryFolder()
        try folder.copyFixtureApp("PlantCare")
        let loaded = try await ModelLoading.load(paths: [folder.path])
        #expect(!loaded.files.contains { $0.contains("Mock") || $0.contains("Tests/") })
        #expect(loaded.files.contains { $0.hasSuffix("Garden/GardenCoordinator.swift") })
    }
}
