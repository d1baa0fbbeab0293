import FlowModel
import FlowRendering
import Foundation

/// The diff step of the pipeline: loads two sides — each a model file, a folder, an Xcode project, or a git
/// revision — and compares their navigation.
public enum FlowDiff {
    /// The formats `flowgraph diff` writes.
    public enum Format: String, Sendable, CaseIterable {
        case text
        case markdown
        case json
        case svg
    }

    /// The result of comparing two sides, and every file read for either (no output may overwrite one).
    public struct Outcome: Sendable {
        public var diff: NavigationDiff
        public var files: [String]
        /// Swift sources of either side that could not be read: the diff is without whatever navigation they hold.
        public var skippedFiles: [SkippedFile]
    }

    /// Loads `base` and `head` and compares them. A side that exists on disk is a path; anything else must name
    /// a commit of the git repository at `repository` (by default the one the current folder is in), optionally
    /// with a path inside it relative to `repository` (`main:Sources`).
    /// - Throws: ``FlowGraphError`` when a side is neither, or cannot be loaded.
    public static func compare(base: String, head: String, repository: String = ".") async throws -> Outcome {
        let old = try await load(base, repository: repository)
        let new = try await load(head, repository: repository)
        return Outcome(
            diff: NavigationDiff(from: old.model, to: new.model), files: old.files + new.files,
            skippedFiles: old.skippedFiles + new.skippedFiles
        )
    }

    /// The report of `outcome` in `format`; `base` and `head` are the sides as the user named them.
    public static func report(_ outcome: Outcome, format: Format, base: String, head: String) throws -> Data {
        switch format {
        case .text: return Data(DiffReport(outcome.diff).text.utf8)
        case .markdown: return Data(DiffReport(outcome.diff).markdown(base: base, head: head).utf8)
        case .json: return try DiffReport(outcome.diff).json(base: base, head: head)
        case .svg:
            do {
                return try GraphvizRenderer.shared.renderSVG(ChangeStyler().style(outcome.diff))
            } catch let error as RenderingError {
                throw FlowGraphError.rendering(error.description)
            }
        }
    }

    private static func load(_ side: String, repository: String) async throws -> LoadedInput {
        if FileManager.default.fileExists(atPath: side) {
            // A side on disk is read as every command reads its inputs: with the `.flowgraph.yml` check finds for it.
            return try await ModelLoading.loadConfigured(paths: [side]).loaded
        }
        guard let revision = try GitRevisionInput(side, repository: repository) else {
            throw FlowGraphError.badInput("\(side): neither a file, a folder, nor a git revision of the repository")
        }
        var loaded = try await ModelLoading.load(revision.contents())
        // Paths inside a revision are not files on disk; an output may be written wherever they would be.
        loaded.files = []
        return loaded
    }
}
