import Foundation

/// The snapshot step of the pipeline: write the navigation snapshot, or compare the navigation with a committed one.
public enum FlowSnapshot {
    /// Writes the snapshot of `input` to `path` atomically; an input file is never overwritten.
    public static func write(_ input: LoadedInput, to path: String) throws {
        let text = NavigationSnapshot(of: input.model).text
        try OutputDestination(path: path).write(Data(text.utf8), inputs: input.files)
    }

    /// How the navigation of `input` differs from the snapshot committed at `path`.
    /// - Throws: ``FlowGraphError/badInput(_:)`` when the file is missing, unreadable or not UTF-8.
    public static func check(_ input: LoadedInput, against path: String) throws -> SnapshotDifference {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw FlowGraphError.badInput(
                "\(path): no such snapshot file (create it with `flowgraph snapshot --write \(path)`)"
            )
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FlowGraphError.badInput("\(path): cannot read the snapshot file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw FlowGraphError.badInput("\(path):1:1: the snapshot file is not valid UTF-8")
        }
        return SnapshotDifference(from: NavigationSnapshot(parsing: text), to: NavigationSnapshot(of: input.model))
    }
}
