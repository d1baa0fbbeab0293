import FlowModel
import Foundation

/// Turns the PATH arguments into the list of input files a run reads.
public enum InputCollector {
    /// Folder names never searched: build products, and test code that would add fake navigation.
    static let skippedFolderNames: Set = [".build", "Tests", "Test", "Pods", "Carthage", "DerivedData", "node_modules"]

    /// The model files named by `paths`, sorted so that runs are deterministic. A folder is searched recursively,
    /// skipping hidden folders, `.build*`, and test folders; no path means the current folder.
    /// - Throws: ``FlowGraphError/badInput(_:)`` for a path that does not exist or is not a model file.
    public static func modelFiles(in paths: [String]) throws -> [String] {
        let roots = paths.isEmpty ? ["."] : paths
        var files: [String] = []
        for root in roots {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else {
                throw FlowGraphError.badInput("\(root): no such file or folder")
            }
            if isFolder.boolValue {
                files += searchFolder(root)
            } else if ModelFileLoader.isModelFile(root) {
                files.append(root)
            } else {
                throw FlowGraphError.badInput(
                    "\(root): not a model file (expected \(ModelFileLoader.fileSuffixes.joined(separator: ", ")))"
                )
            }
        }
        let unique = Array(Set(files)).sorted()
        guard !unique.isEmpty else {
            throw FlowGraphError.badInput(
                "no model files (\(ModelFileLoader.fileSuffixes.joined(separator: ", "))) found in \(roots.joined(separator: ", "))"
            )
        }
        return unique
    }

    private static func searchFolder(_ root: String) -> [String] {
        let rootURL = URL(fileURLWithPath: root)
        guard let walker = FileManager.default.enumerator(
            at: rootURL,
            includingPropertiesForKeys: [.isDirectoryKey],
            options: [.skipsHiddenFiles]
        ) else { return [] }
        var found: [String] = []
        for case let url as URL in walker {
            let name = url.lastPathComponent
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory ?? false
            if isFolder {
                if skippedFolderNames.contains(name) || name.hasPrefix(".build") || name.hasSuffix("Tests") {
                    walker.skipDescendants()
                }
            } else if ModelFileLoader.isModelFile(name) {
                found.append(relativePath(of: url, under: rootURL, root: root))
            }
        }
        return found
    }

    /// Paths are reported as the user would type them: the root as given, then the path below it.
    private static func relativePath(of url: URL, under rootURL: URL, root: String) -> String {
        let base = rootURL.standardizedFileURL.path
        let full = url.standardizedFileURL.path
        guard full.hasPrefix(base + "/") else { return url.path }
        let below = String(full.dropFirst(base.count + 1))
        if root == "." { return below }
        return root.hasSuffix("/") ? root + below : root + "/" + below
    }
}
