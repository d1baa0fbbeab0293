import FlowModel
import Foundation
import Yams

/// Finds and reads `.flowgraph.yml`.
public enum ConfigurationFile {
    /// The name looked for when no `--config` is given.
    public static let fileName = ".flowgraph.yml"

    /// The configuration file a run uses: `explicit` (from `--config`) when given, else `.flowgraph.yml` in the one
    /// folder checked (for an Xcode project or workspace, the folder holding it), else in the current folder; nil
    /// when there is none.
    /// - Throws: ``FlowGraphError/badInput(_:)`` when `explicit` does not exist.
    public static func locate(explicit: String?, paths: [String]) throws -> String? {
        if let explicit {
            guard FileManager.default.fileExists(atPath: explicit) else {
                throw FlowGraphError.badInput("\(explicit): no such configuration file")
            }
            return explicit
        }
        var isFolder: ObjCBool = false
        if paths.count == 1, FileManager.default.fileExists(atPath: paths[0], isDirectory: &isFolder), isFolder.boolValue {
            let folder = XcodeInput.isProject(paths[0]) ? PathText.folder(of: paths[0]) : paths[0]
            let candidate = folder.isEmpty ? fileName : (folder as NSString).appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return FileManager.default.fileExists(atPath: fileName) ? fileName : nil
    }

    /// Reads the configuration file at `path`; its globs are relative to the file's folder.
    /// - Throws: ``FlowGraphError/invalidModel(_:)`` with every problem at its line and column.
    public static func load(path: String) throws -> CheckConfiguration {
        let text: String
        switch InputFileReader.read(path, as: .configurationFile) {
        case let .success(file): text = file.text
        case let .failure(refusal):
            throw failure([ModelProblem(location: SourceLocation(file: path, line: 1, column: 1), message: refusal.reason)])
        }
        var configuration = try load(text: text, path: path)
        let folder = (path as NSString).deletingLastPathComponent
        configuration.root = folder.isEmpty ? "." : folder
        return configuration
    }

    /// Reads configuration from `text`; `path` is used in positions.
    /// - Throws: ``FlowGraphError/invalidModel(_:)`` with every problem at its line and column.
    public static func load(text: String, path: String) throws -> CheckConfiguration {
        let root: Node?
        do {
            root = try YAMLDocument.compose(text, path: path, kind: "a configuration file")
        } catch let loadFailure as ModelLoadFailure {
            throw FlowGraphError.invalidModel(loadFailure)
        }
        // An empty file is a valid configuration that changes nothing.
        guard let root else { return CheckConfiguration() }
        var reader = ConfigurationReader(path: path)
        let configuration = reader.read(root)
        guard reader.problems.isEmpty else { throw failure(reader.problems) }
        return configuration
    }

    private static func failure(_ problems: [ModelProblem]) -> FlowGraphError {
        .invalidModel(ModelLoadFailure(problems: problems))
    }
}
