import Crypto
import FlowExtraction
import Foundation

/// The file one kind of run keeps its ``ExtractionCache`` in, between runs.
///
/// A run is identified by the current folder and the paths it was given (locations in the cached facts use the
/// paths as given, so they only fit runs that name files the same way); the file lives in a cache folder shared
/// by every project. Its first line is the identity of the flowgraph build that wrote it: a cache written by
/// another build is ignored, since its facts may have been gathered by other code. Reading never fails a run:
/// a missing, foreign or damaged file reads as an empty cache, and a cache that cannot be written is skipped.
public struct ExtractionCacheFile: Sendable {
    /// Cache files no run has used for this long are removed when another is written.
    static let unusedLifetime: TimeInterval = 30 * 24 * 60 * 60

    /// The file's path.
    public let path: String

    /// The cache file of a run given `paths` in the current folder, in `folder` (default: ``defaultFolder()``).
    public init(paths: [String], folder: String? = nil) {
        let folder = folder ?? Self.defaultFolder()
        let run = ([FileManager.default.currentDirectoryPath] + (paths.isEmpty ? ["."] : paths)).joined(separator: "\0")
        let name = SHA256.hash(data: Data(run.utf8)).prefix(16).map { String(format: "%02x", $0) }.joined()
        path = URL(fileURLWithPath: folder).appendingPathComponent("extraction-\(name).cache").path
    }

    /// `$XDG_CACHE_HOME/flowgraph`, else `~/.cache/flowgraph` (`~/Library/Caches/flowgraph` on macOS).
    public static func defaultFolder() -> String {
        let environment = ProcessInfo.processInfo.environment
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            return URL(fileURLWithPath: base).appendingPathComponent("flowgraph").path
        }
        let home = FileManager.default.homeDirectoryForCurrentUser
        #if os(macOS)
        return home.appendingPathComponent("Library/Caches/flowgraph").path
        #else
        return home.appendingPathComponent(".cache/flowgraph").path
        #endif
    }

    /// The cache stored here by this build, or an empty one.
    public func read() -> ExtractionCache {
        guard let data = FileManager.default.contents(atPath: path),
              let newline = data.firstIndex(of: UInt8(ascii: "\n")),
              data[data.startIndex..<newline].elementsEqual(BuildIdentity.current.utf8),
              let cache = try? ExtractionCache(archive: data[(newline + 1)...])
        else { return ExtractionCache() }
        // A cache that is read but need not be rewritten still counts as used.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
        return cache
    }

    /// Stores `cache` for the next run, replacing the file atomically, and removes cache files left unused.
    /// Failing to write costs only speed, so it is not reported.
    public func write(_ cache: ExtractionCache) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return }
        try? AtomicFileWriter.write(Data((BuildIdentity.current + "\n").utf8) + cache.archived(), to: path)
        removeUnused(in: folder)
    }

    private func removeUnused(in folder: URL) {
        let manager = FileManager.default
        let oldest = Date().addingTimeInterval(-Self.unusedLifetime)
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix("extraction-") && name.hasSuffix(".cache") {
            let file = folder.appendingPathComponent(name).path
            if let modified = (try? manager.attributesOfItem(atPath: file))?[.modificationDate] as? Date, modified < oldest {
                try? manager.removeItem(atPath: file)
            }
        }
    }
}
