import FlowExtraction
import FlowGraphKit
import Foundation
import Testing

/// The extraction cache kept on disk between runs: a second run reads only what changed and finds what the first
/// found, and a cache file that is missing, damaged or written by another build never changes a result.
@Suite("Extraction cache file")
struct ExtractionCacheFileTests {
    @Test("a second run over an unchanged app parses nothing and finds the same")
    func secondRunParsesNothing() async throws {
        let app = try TemporaryFolder()
        try app.copyFixtureApp("PlantCare")
        let caches = try TemporaryFolder()
        let cache = ExtractionCacheFile(paths: [app.path], folder: caches.path)

        let first = try await ModelLoading.load(paths: [app.path], cache: cache)
        let second = try await ModelLoading.load(paths: [app.path], cache: cache)

        #expect(first.extractionStatistics?.reusedResult == false)
        #expect(first.extractionStatistics?.scannedFiles.count == 7)
        #expect(second.extractionStatistics == ExtractionStatistics(scannedFiles: [], secondPassFiles: [], reusedResult: true))
        #expect(second.model == first.model)
        #expect(second.notes == first.notes)
        #expect(try caches.files() == [URL(fileURLWithPath: cache.path).lastPathComponent])
    }

    @Test("after one file changes, only it is parsed for its facts")
    func changedFileIsParsedAgain() async throws {
        let app = try TemporaryFolder()
        try app.copyFixtureApp("PlantCare")
        let caches = try TemporaryFolder()
        let cache = ExtractionCacheFile(paths: [app.path], folder: caches.path)
        _ = try await ModelLoading.load(paths: [app.path], cache: cache)

        /// Adds `line` on top of the app's file at `path`, loads the app with the cache, and checks that only that file
        /// was parsed and the model is the one a load without the cache gives.
        func load(adding line: String, to path: String) async throws -> LoadedInput {
            let file = app.path + "/" + path
            try (line + "\n" + String(contentsOfFile: file, encoding: .utf8)).write(toFile: file, atomically: true, encoding: .utf8)
            let loaded = try await ModelLoading.load(paths: [app.path], cache: cache)
            #expect(loaded.extractionStatistics?.scannedFiles == [file])
            #expect(loaded.model == (try await ModelLoading.load(paths: [app.path])).model)
            return loaded
        }

        // The model has no location in the view, so moving its lines keeps the last model.
        let viewChanged = try await load(adding: "// The garden at a glance.", to: "Views/OverviewView.swift")
        #expect(viewChanged.extractionStatistics?.reusedResult == true)

        // The path enum locates the screens: the coordinators are read again.
        let pathsChanged = try await load(adding: "// The garden's screens.", to: "Garden/GardenPath.swift")
        #expect(pathsChanged.extractionStatistics?.reusedResult == false)
        #expect(pathsChanged.model != viewChanged.model)
    }

    @Test("a damaged, foreign or unreadable cache file is ignored and replaced", arguments: [
        "garbage\u{0}\u{1}", "flowgraph 0.0.1 12 34\nflowgraph extraction cache 1\n", "",
    ])
    func unusableCacheIsIgnored(contents: String) async throws {
        let app = try TemporaryFolder()
        try app.copyFixtureApp("PlantCare")
        let caches = try TemporaryFolder()
        let cache = ExtractionCacheFile(paths: [app.path], folder: caches.path)
        try contents.write(toFile: cache.path, atomically: true, encoding: .utf8)

        let loaded = try await ModelLoading.load(paths: [app.path], cache: cache)

        #expect(loaded.extractionStatistics?.scannedFiles.count == 7)
        #expect(loaded.model == (try await ModelLoading.load(paths: [app.path])).model)
        #expect(cache.read().fileCount == 7, "the file was replaced by this run's cache")
    }

    @Test("a cache folder that cannot be created costs only speed")
    func unwritableFolderIsSkipped() async throws {
        let app = try TemporaryFolder()
        try app.copyFixtureApp("PlantCare")
        // A file where the cache folder should be: the folder cannot be made, even by root.
        let blocker = try app.write("not a folder", to: "blocker")
        let cache = ExtractionCacheFile(paths: [app.path], folder: blocker + "/caches")

        let first = try await ModelLoading.load(paths: [app.path], cache: cache)
        let second = try await ModelLoading.load(paths: [app.path], cache: cache)

        #expect(second.extractionStatistics?.scannedFiles.count == 7)
        #expect(second.model == first.model)
    }

    @Test("runs given other paths, or in another folder, keep caches of their own")
    func cacheFilePerRun() throws {
        let here = ExtractionCacheFile(paths: ["Sources"], folder: "/caches")
        #expect(here.path.hasPrefix("/caches/extraction-"))
        #expect(here.path.hasSuffix(".cache"))
        #expect(here.path == ExtractionCacheFile(paths: ["Sources"], folder: "/caches").path)
        #expect(here.path != ExtractionCacheFile(paths: ["Sources/App"], folder: "/caches").path)
        #expect(ExtractionCacheFile(paths: [], folder: "/caches").path == ExtractionCacheFile(paths: ["."], folder: "/caches").path)
    }
}
