import FlowGraphKit
import FlowReporters
import Foundation
import Testing

/// The whole check pipeline over the fixture apps (all four styles) of the extractor's tests: Swift sources in, findings out,
/// compared exactly with each app's `expected-findings.txt` (Xcode form, paths relative to the app).
@Suite("Check pipeline on Swift sources")
struct SwiftSourcePipelineTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FlowExtractionTests/Fixtures")

    @Test("findings of a fixture app", arguments: [
        "PlantCare", "FerryBooking", "TrailGuide", "RecipeBox", "MuseumGuide", "ParcelDesk", "StarChart", "QuizNight",
    ])
    func findings(app: String) async throws {
        let folder = try TemporaryFolder()
        try copySources(of: app, into: folder)
        let loaded = try await ModelLoading.load(paths: [folder.path])
        let report = try XcodeReporter().report(FlowCheck.findings(in: loaded))
            .replacingOccurrences(of: folder.path + "/", with: "")
        let expected = try String(
            contentsOf: Self.fixtures.appendingPathComponent("\(app)/expected-findings.txt"), encoding: .utf8
        )
        #expect(report == expected)
    }

    @Test("test code in the app (a Mocks folder, a *Tests folder) is not read")
    func skipsTestCode() async throws {
        let folder = try TemporaryFolder()
        try copySources(of: "PlantCare", into: folder)
        let loaded = try await ModelLoading.load(paths: [folder.path])
        #expect(!loaded.files.contains { $0.contains("Mock") || $0.contains("Tests/") })
        #expect(loaded.files.contains { $0.hasSuffix("Garden/GardenCoordinator.swift") })
    }

    /// Copies the app's Swift files without the `/*↓*/` position markers the extractor's tests use, so that
    /// positions are those of the plain sources.
    private func copySources(of app: String, into folder: TemporaryFolder) throws {
        let root = Self.fixtures.appendingPathComponent(app)
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
            try folder.write(text.replacingOccurrences(of: "/*↓*/", with: ""), to: relative)
        }
    }
}
