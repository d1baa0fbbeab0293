import Foundation

/// Which of the collected input files a run reads, by the configuration's `included` and `excluded` globs, and
/// which folders the search skips (`skipped_folders`).
public struct FileSelection: Sendable {
    /// Folder names the search does not enter, besides ``InputCollector``'s own.
    public let skippedFolders: Set<String>
    private let included: [PathGlob]
    private let excluded: [PathGlob]
    /// The absolute folder the globs are relative to.
    private let root: String

    /// The selection `configuration` describes.
    public init(_ configuration: CheckConfiguration) {
        skippedFolders = Set(configuration.skippedFolders)
        included = configuration.included.map(PathGlob.init)
        excluded = configuration.excluded.map(PathGlob.init)
        root = Self.absolute(configuration.root)
    }

    /// Every file: no globs.
    public static let everything = FileSelection(CheckConfiguration())

    /// Whether the run reads `path` (as collected, relative to the current folder or absolute): it matches an
    /// `included` glob (or there are none) and no `excluded` one. A file outside the root matches no glob.
    public func reads(_ path: String) -> Bool {
        guard !included.isEmpty || !excluded.isEmpty else { return true }
        let full = Self.absolute(path)
        let relative = full.hasPrefix(root + "/") ? String(full.dropFirst(root.count + 1)) : nil
        guard let relative else { return included.isEmpty }
        return (included.isEmpty || included.contains { $0.matches(relative) }) && !excluded.contains { $0.matches(relative) }
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
