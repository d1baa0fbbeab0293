import FlowDocs
import Foundation

/// Writes a documentation site as a whole: every file goes into a temporary folder beside the target, which then
/// takes the target's place, so a failed run leaves the old site (or nothing) and never half of a new one.
public enum DocsDirectoryWriter {
    /// Writes `site` into the folder `path`, replacing the site written there before.
    /// - Throws: ``FlowGraphError/badInput(_:)`` when the folder holds something other than a flowgraph site,
    ///   holds one of the run's `inputs`, or cannot be written.
    public static func write(_ site: DocsSite, to path: String, inputs: [String]) throws {
        let target = URL(fileURLWithPath: path).standardizedFileURL
        try checkReplaceable(target, path: path, inputs: inputs)
        let folder = target.deletingLastPathComponent()
        let process = ProcessInfo.processInfo.processIdentifier
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(process).tmp")
        let manager = FileManager.default
        try? manager.removeItem(at: temporary)
        // An interrupted run removes the half-written folder on its way out.
        PendingOutputs.begin(temporary.path)
        defer { PendingOutputs.end(temporary.path) }
        do {
            try manager.createDirectory(at: temporary, withIntermediateDirectories: false)
            for file in site.files {
                let destination = temporary.appendingPathComponent(file.path)
                try manager.createDirectory(
                    at: destination.deletingLastPathComponent(), withIntermediateDirectories: true
                )
                try file.contents.write(to: destination)
            }
        } catch {
            try? manager.removeItem(at: temporary)
            throw FlowGraphError.badInput("\(path): cannot write the site (\(error.localizedDescription))")
        }
        try moveIntoPlace(temporary, target: target, path: path)
    }

    /// A folder can be replaced when it is new, empty, or a site flowgraph wrote (it has the marker file): never
    /// a folder of sources given by mistake, and never one that holds an input of this run.
    private static func checkReplaceable(_ target: URL, path: String, inputs: [String]) throws {
        let resolved = target.resolvingSymlinksInPath().path
        for input in inputs {
            let inputPath = URL(fileURLWithPath: input).standardizedFileURL.resolvingSymlinksInPath().path
            if inputPath == resolved || inputPath.hasPrefix(resolved + "/") {
                throw FlowGraphError.badInput("\(path): the site would replace the input \(input)")
            }
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            throw FlowGraphError.badInput("\(path): is a file; the site needs a folder")
        }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
        guard contents.isEmpty || contents.contains(DocsSite.markerFile) else {
            throw FlowGraphError.badInput(
                "\(path): the folder holds files flowgraph did not write; give a new or empty folder"
            )
        }
    }

    /// Renames the finished folder into place. An existing site is renamed aside first and removed after: a
    /// folder cannot be renamed over a non-empty one, and the old site stays whole until the new one is there.
    private static func moveIntoPlace(_ temporary: URL, target: URL, path: String) throws {
        let manager = FileManager.default
        var old: URL?
        if manager.fileExists(atPath: target.path) {
            let aside = temporary.deletingPathExtension().appendingPathExtension("old")
            try? manager.removeItem(at: aside)
            guard rename(target.path, aside.path) == 0 else {
                try? manager.removeItem(at: temporary)
                let reason = String(cString: strerror(errno))
                throw FlowGraphError.badInput("\(path): cannot replace the folder (\(reason))")
            }
            old = aside
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            if let old { _ = rename(old.path, target.path) }
            try? manager.removeItem(at: temporary)
            throw FlowGraphError.badInput("\(path): cannot write the site (\(reason))")
        }
        if let old { try? manager.removeItem(at: old) }
    }
}
