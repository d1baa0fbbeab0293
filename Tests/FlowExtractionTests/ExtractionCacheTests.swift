@testable import FlowExtraction
import FlowModel
import Foundation
import Testing

/// The extraction cache: what it stores reads back whole, a run after a change parses only what changed, and the
/// result is always the one a run without the cache gives.
@Suite struct ExtractionCacheTests {
    /// The PlantCare fixture's files that declare or extend a coordinator: what the readers' second pass parses.
    static let plantCareCoordinatorFiles = [
        "Garden/GardenCoordinator+Detail.swift", "Garden/GardenCoordinator+Overview.swift",
        "Garden/GardenCoordinator.swift", "Shop/ShopCoordinator.swift",
    ]

    @Test(arguments: FixtureTests.apps)
    func archiveReadsBackEveryFileAndTheResult(app: String) async throws {
        let cold = await SwiftExtractor(skipsTestCode: true).extract(files: try FixtureApp(app).files, reusing: ExtractionCache())
        let restored = try ExtractionCache(archive: cold.cache.archived())

        #expect(restored.entries.mapValues(\.facts) == cold.cache.entries.mapValues(\.facts))
        #expect(restored.entries.mapValues(\.digest) == cold.cache.entries.mapValues(\.digest))
        #expect(restored.last?.result == cold.result)
        #expect(restored.last?.secondPassFiles == cold.cache.last?.secondPassFiles)
        #expect(restored.archived() == cold.cache.archived(), "the same cache gives the same bytes")
    }

    @Test(arguments: FixtureTests.apps)
    func unchangedFilesAreNotParsedAgain(app: String) async throws {
        let files = try FixtureApp(app).files
        let cold = await SwiftExtractor(skipsTestCode: true).extract(files: files, reusing: ExtractionCache())
        let warm = await SwiftExtractor(skipsTestCode: true).extract(files: files, reusing: try ExtractionCache(archive: cold.cache.archived()))

        #expect(warm.statistics == ExtractionStatistics(scannedFiles: [], secondPassFiles: [], reusedResult: true))
        #expect(warm.result == cold.result)
        #expect(cold.statistics.scannedFiles == files.map(\.path).filter { !TestCodeFilter.isTestCode(path: $0) }.sorted())
        #expect(!cold.statistics.reusedResult)
    }

    @Test func anEditThatMovesNothingOutsideTheSecondPassKeepsTheResult() async throws {
        let files = try FixtureApp("PlantCare").files
        let cold = await SwiftExtractor(skipsTestCode: true).extract(files: files, reusing: ExtractionCache())
        // A space moved inside a line: the view's facts (its calls and their positions) stay the same. (A button's
        // title is one: it names the step the button makes.)
        let edited = try Self.editing(files, "Views/OverviewView.swift") { $0.replacingOccurrences(of: "List {", with: "List{ ") }

        let warm = await SwiftExtractor(skipsTestCode: true).extract(files: edited, reusing: cold.cache)

        #expect(warm.statistics == ExtractionStatistics(scannedFiles: ["Views/OverviewView.swift"], secondPassFiles: [], reusedResult: true))
        #expect(warm.result == (await SwiftExtractor(skipsTestCode: true).extract(files: edited)))
    }

    @Test func aLineAddedToAFileTheResultDoesNotLocateKeepsTheResult() async throws {
        let files = try FixtureApp("PlantCare").files
        let cold = await SwiftExtractor(skipsTestCode: true).extract(files: files, reusing: ExtractionCache())
        // A line on top moves every position in the view, in the same order; no screen or action is located there.
        let edited = try Self.editing(files, "Views/OverviewView.swift") { "// Plants the gardener keeps.\n" + $0 }

        let warm = await SwiftExtractor(skipsTestCode: true).extract(files: edited, reusing: cold.cache)

        #expect(warm.statistics == ExtractionStatistics(scannedFiles: ["Views/OverviewView.swift"], secondPassFiles: [], reusedResult: true))
        #expect(warm.result == (await SwiftExtractor(skipsTestCode: true).extract(files: edited)))
    }

    /// A cache read back from its archive keeps each unchanged file's facts archived; a run that cannot reuse the
    /// last result reads them, and the cache it leaves is byte for byte the one a run without a cache makes.
    @Test func factsReadBackFromAnArchiveServeASecondPassAndAreWrittenBackUnchanged() async throws {
        let files = try FixtureApp("PlantCare").files
        let cold = await SwiftExtractor(skipsTestCode: true).extract(files: files, reusing: ExtractionCache())
        let edited = try Self.editing(files, "Garden/GardenPath.swift") { "// The garden's screens.\n" + $0 }

        let warm = await SwiftExtractor(skipsTestCode: true).extract(
            files: edited, reusing: try ExtractionCache(archive: cold.cache.archived())
        )
        let fresh = await SwiftExtractor(skipsTestCode: true).extract(files: edited, reusing: ExtractionCache())

        #expect(warm.statistics.scannedFiles == ["Garden/GardenPath.swift"])
        #expect(!warm.statistics.reusedResult)
        #expect(warm.result == fresh.result)
        #expect(warm.cache.archived() == fresh.cache.archived())
    }

    @Test func aLineAddedWhereTheResultHasLocationsReadsTheCoordinatorFilesAgain() async throws {
        let files = try FixtureApp("PlantCare").files
        let cold = await SwiftExtractor(skipsTestCode: true).extract(files: files, reusing: ExtractionCache())
        // The path enum locates every screen and action, though the second pass does not parse it.
        let edited = try Self.editing(files, "Garden/GardenPath.swift") { "// The garden's screens.\n" + $0 }

        let warm = await SwiftExtractor(skipsTestCode: true).extract(files: edited, reusing: cold.cache)

        #expect(warm.statistics == ExtractionStatistics(
            scannedFiles: ["Garden/GardenPath.swift"], secondPassFiles: Self.plantCareCoordinatorFiles, reusedResult: false
        ))
        #expect(warm.result == (await SwiftExtractor(skipsTestCode: true).extract(files: edited)))
        #expect(warm.result != cold.result, "the garden's screens moved a line down")
    }

    @Test func aLineAddedToAViewWhoseActionsAreLocatedReadsTheCoordinatorFilesAgain() async throws {
        let files = try FixtureApp("RecipeBox").files
        let cold = await SwiftExtractor(skipsTestCode: true).extract(files: files, reusing: ExtractionCache())
        let edited = try Self.editing(files, "Views/RecipeView.swift") { "// One recipe.\n" + $0 }

        let warm = await SwiftExtractor(skipsTestCode: true).extract(files: edited, reusing: cold.cache)

        #expect(warm.statistics.scannedFiles == ["Views/RecipeView.swift"])
        #expect(!warm.statistics.reusedResult)
        #expect(warm.result == (await SwiftExtractor(skipsTestCode: true).extract(files: edited)))
        #expect(warm.result != cold.result)
    }

    @Test(arguments: FixtureTests.apps)
    func aLineAddedAnywhereGivesTheResultOfARunWithoutTheCache(app: String) async throws {
        let files = try FixtureApp(app).files
        let cold = await SwiftExtractor(skipsTestCode: true).extract(files: files, reusing: ExtractionCache())
        for file in files {
            let original = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            for edit in ["top", "middle"] {
                var lines = original
                lines.insert("", at: edit == "top" ? 0 : lines.count / 2)
                let edited = try Self.editing(files, file.path) { _ in lines.joined(separator: "\n") }
                let warm = await SwiftExtractor(skipsTestCode: true).extract(files: edited, reusing: cold.cache)
                #expect(warm.result == (await SwiftExtractor(skipsTestCode: true).extract(files: edited)), "\(file.path), a line added at the \(edit)")
            }
        }
    }

    @Test func factsOnlyMoveWhenEveryTwoPositionsKeepTheirOrder() {
        func facts(_ text: String) -> MovedFacts {
            MovedFacts(FileFacts(scanning: SourceFile(path: "Shelf.swift", text: text)))
        }
        let original = facts("struct Shelf {}\n\nextension Crate {\n    func open() {}\n}\n")

        #expect(facts("// Storage.\nstruct Shelf {}\n\nextension Crate {\n    func open() {}\n}\n").onlyMoved(since: original))
        #expect(facts("struct Shelf {}\nextension Crate { func open() {} }\n").onlyMoved(since: original))
        #expect(
            !facts("extension Crate {\n    func open() {}\n}\n\nstruct Shelf {}\n").onlyMoved(since: original),
            "the method now comes before the type"
        )
        #expect(!facts("struct Shelf {}\n\nextension Crate {\n    func close() {}\n}\n").onlyMoved(since: original))
    }

    @Test func aChangedCoordinatorIsReadAgain() async throws {
        let files = try FixtureApp("PlantCare").files
        let cold = await SwiftExtractor(skipsTestCode: true).extract(files: files, reusing: ExtractionCache())
        // The same length, so only what the coordinator does changes: a push becomes a sheet.
        let edited = try Self.editing(files, "Garden/GardenCoordinator+Detail.swift") { text in
            #expect(text.contains("mode: .push"))
            return text.replacingOccurrences(of: "mode: .push", with: "mode: .top ")
        }

        let warm = await SwiftExtractor(skipsTestCode: true).extract(files: edited, reusing: cold.cache)

        #expect(warm.statistics.scannedFiles == ["Garden/GardenCoordinator+Detail.swift"])
        #expect(warm.statistics.secondPassFiles == Self.plantCareCoordinatorFiles)
        #expect(warm.result == (await SwiftExtractor(skipsTestCode: true).extract(files: edited)))
        #expect(warm.result != cold.result)
    }

    @Test func removedAndAddedFilesAreNotMistakenForTheLastRun() async throws {
        let files = try FixtureApp("PlantCare").files
        let cold = await SwiftExtractor(skipsTestCode: true).extract(files: files, reusing: ExtractionCache())

        let fewer = files.filter { $0.path != "Views/OverviewView.swift" }
        let withoutView = await SwiftExtractor(skipsTestCode: true).extract(files: fewer, reusing: cold.cache)
        #expect(withoutView.statistics == ExtractionStatistics(
            scannedFiles: [], secondPassFiles: Self.plantCareCoordinatorFiles, reusedResult: false
        ))
        #expect(withoutView.result == (await SwiftExtractor(skipsTestCode: true).extract(files: fewer)))

        let more = files + [SourceFile(path: "Views/Extra.swift", text: "struct Extra {}\n")]
        let withExtra = await SwiftExtractor(skipsTestCode: true).extract(files: more, reusing: cold.cache)
        #expect(withExtra.statistics.scannedFiles == ["Views/Extra.swift"])
        #expect(!withExtra.statistics.reusedResult)
        #expect(withExtra.result == cold.result)
    }

    @Test func aCacheFromAnotherRunIsReadOnlyWhereTheTextIsTheSame() async throws {
        // The same paths with other contents: nothing of the first app may leak into the second.
        let plantCare = try FixtureApp("PlantCare").files
        let cold = await SwiftExtractor(skipsTestCode: true).extract(files: plantCare, reusing: ExtractionCache())
        let renamed = try FixtureApp("FerryBooking").files.enumerated().map { offset, file in
            SourceFile(path: plantCare[offset % plantCare.count].path + "\(offset / plantCare.count)", text: file.text)
        }
        let other = plantCare.map { SourceFile(path: $0.path, text: $0.text + "\n") } + renamed

        let warm = await SwiftExtractor(skipsTestCode: true).extract(files: other, reusing: cold.cache)

        #expect(warm.result == (await SwiftExtractor(skipsTestCode: true).extract(files: other)))
    }

    /// `switch self` in an enum's method binds its case's values from the receiver, which the facts number below
    /// every parameter.
    @Test func valuesBoundBySwitchingOverSelfReadBack() async throws {
        let files = [SourceFile(path: "Berth.swift", text: """
        import UIKit

        enum Berth {
            case visitor(UIViewController)
            func open(on navigation: UINavigationController) {
                switch self {
                case let .visitor(screen): navigation.pushViewController(screen, animated: true)
                }
            }
        }
        """)]
        let cold = await SwiftExtractor(skipsTestCode: true).extract(files: files, reusing: ExtractionCache())
        let restored = try ExtractionCache(archive: cold.cache.archived())

        let facts = try #require(cold.cache.entries["Berth.swift"]?.facts)
        #expect(facts.semantic.functions.contains { function in
            function.effects.contains { $0.destination == .associatedValue(parameter: CaseGuard.selfParameter, case: "visitor", index: 0) }
        })
        #expect(restored.entries.mapValues(\.facts) == cold.cache.entries.mapValues(\.facts))
    }

    @Test func everyCutShortArchiveIsRefused() async throws {
        let cold = await SwiftExtractor(skipsTestCode: true).extract(files: try FixtureApp("PlantCare").files, reusing: ExtractionCache())
        let archive = cold.cache.archived()
        for length in 0..<archive.count {
            #expect(throws: ExtractionCacheError.self) { try ExtractionCache(archive: archive.prefix(length)) }
        }
    }

    @Test func aDamagedArchiveIsRefusedByItsChecksum() async throws {
        let cold = await SwiftExtractor(skipsTestCode: true).extract(files: try FixtureApp("PlantCare").files, reusing: ExtractionCache())
        var archive = cold.cache.archived()
        archive[archive.count - 10] ^= 0x01

        #expect(throws: ExtractionCacheError(reason: "its checksum does not match its contents")) {
            try ExtractionCache(archive: archive)
        }
        #expect(throws: ExtractionCacheError(reason: "not an extraction cache of this layout")) {
            try ExtractionCache(archive: Data("{\"entries\": {}}".utf8))
        }
    }

    private static func editing(
        _ files: [SourceFile], _ path: String, _ edit: (String) -> String
    ) throws -> [SourceFile] {
        try #require(files.contains { $0.path == path })
        return files.map { $0.path == path ? SourceFile(path: path, text: edit($0.text)) : $0 }
    }
}
