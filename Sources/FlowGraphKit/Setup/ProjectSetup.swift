import Foundation

/// What `flowgraph init` does: writes the starting `.flowgraph.yml` and GitHub Actions workflow into a folder,
/// all or nothing, never over an existing file.
public enum ProjectSetup {
    /// The files written, relative to the folder, each with its text.
    public static let files: [(path: String, text: String)] = [
        (ConfigurationFile.fileName, ConfigurationTemplate.text),
        (".github/workflows/flowgraph.yml", WorkflowTemplate.text),
    ]

    /// Writes ``files`` into `folder` and returns their paths, in order.
    /// - Throws: ``FlowGraphError/badInput(_:)`` when `folder` is not a folder or one of the files exists already
    ///   (then nothing is written), or when a file cannot be written (then the ones already written are removed).
    public static func write(into folder: String) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw FlowGraphError.badInput("\(folder): no such folder")
        }
        let targets = files.map { (path: join(folder, $0.path), text: $0.text) }
        // Every refusal before the first write, so that a refused run leaves the folder as it was.
        for target in targets where FileManager.default.fileExists(atPath: target.path) {
            throw FlowGraphError.badInput("\(target.path): already exists; flowgraph init never overwrites a file")
        }
        var written: [String] = []
        do {
            for target in targets {
                let parent = (target.path as NSString).deletingLastPathComponent
                try createFolder(parent)
                try AtomicFileWriter.write(Data(target.text.utf8), to: target.path)
                written.append(target.path)
            }
        } catch {
            for path in written { try? FileManager.default.removeItem(atPath: path) }
            throw error
        }
        return written
    }

    private static func join(_ folder: String, _ relative: String) -> String {
        folder == "." ? relative : (folder as NSString).appendingPathComponent(relative)
    }

    private static func createFolder(_ path: String) throws {
        guard !path.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FlowGraphError.badInput("\(path): cannot create the folder")
        }
    }
}
