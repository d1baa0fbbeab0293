import FlowExtraction
import FlowModel
import Foundation

/// The files one run reads, each list sorted so that runs are deterministic.
public struct InputFiles: Hashable, Sendable {
    /// Hand-written or extracted model files.
    public var models: [String]
    /// Swift sources and storyboards to extract navigation from (test code already left out).
    public var swiftSources: [String]

    /// Every file, so that no output is written over one of them.
    public var all: [String] { models + swiftSources }
}

/// Turns the PATH arguments into the list of input files a run reads.
public enum InputCollector {
    /// Folder names never searched: build products, test code that would add fake navigation, and dependencies
    /// (CocoaPods, Carthage, Xcode's `SourcePackages`, package `checkouts`, `vendor`), whose navigation is a
    /// library's own and not the app's. Hidden folders (`.swiftpm`, `.build`) are skipped anyway.
    static let skippedFolderNames: Set = [
        ".build", "Tests", "Test", "Pods", "Carthage", "DerivedData", "node_modules",
        "SourcePackages", "checkouts", "vendor",
    ]

    /// The model files and Swift sources named by `paths`. A folder is searched recursively, skipping hidden
    /// folders, `.build*`, dependency folders, test code and folders named in `skippedFolders`; a file named
    /// directly is always read. An Xcode project or workspace gives the Swift sources and storyboards its
    /// `targets` build, or its application targets when none are named (``XcodeInput``). No path means the current
    /// folder.
    /// - Throws: ``FlowGraphError/badInput(_:)`` for a path that does not exist, a file that is neither a model
    ///   nor Swift, a project that cannot be read or has no such target, targets named with no project among the
    ///   paths, or when nothing at all is found.
    public static func inputFiles(
        in paths: [String], targets: [String] = [], skipping skippedFolders: Set<String> = []
    ) throws -> InputFiles {
        let roots = paths.isEmpty ? ["."] : paths
        let projects = roots.filter(XcodeInput.isProject)
        guard targets.isEmpty || !projects.isEmpty else {
            throw FlowGraphError.badInput("--target names targets of an Xcode project: give its .xcodeproj or .xcworkspace as a PATH")
        }
        var files: [String] = []
        for root in roots {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else {
                throw FlowGraphError.badInput("\(root): no such file or folder")
            }
            if XcodeInput.isProject(root) {
                continue
            } else if isFolder.boolValue {
                files += searchFolder(root, skipping: skippedFolders)
            } else if isInput(root) {
                files.append(root)
            } else {
                throw FlowGraphError.badInput("\(root): neither Swift source, a storyboard nor a model file (expected .swift, .storyboard, \(modelKinds))")
            }
        }
        if !projects.isEmpty { files += try XcodeInput.files(of: projects, targets: targets, skipping: skippedFolders) }
        let unique = Array(Set(files)).sorted()
        guard !unique.isEmpty else {
            throw FlowGraphError.badInput("no Swift sources or model files (\(modelKinds)) found in \(roots.joined(separator: ", "))")
        }
        return InputFiles(
            models: unique.filter(ModelFileLoader.isModelFile),
            swiftSources: unique.filter(isSource)
        )
    }

    private static var modelKinds: String { ModelFileLoader.fileSuffixes.joined(separator: ", ") }

    private static func isInput(_ path: String) -> Bool {
        isSource(path) || ModelFileLoader.isModelFile(path)
    }

    /// What navigation is extracted from: Swift, and the storyboards whose segues the Swift code fires.
    static func isSource(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".storyboard")
    }

    /// The inputs below `root`, hidden entries, build products, dependencies, test code and `skippedFolders` left out.
    private static func searchFolder(_ root: String, skipping skippedFolders: Set<String>) -> [String] {
        let prefix = root == "." ? "" : (root.hasSuffix("/") ? root : root + "/")
        var found: [String] = []
        var pending = [""]
        while let below = pending.popLast() {
            for entry in FolderListing.entries(of: prefix + (below.isEmpty ? "." : below)) where !entry.name.hasPrefix(".") {
                let path = below.isEmpty ? entry.name : below + "/" + entry.name
                if entry.isFolder {
                    if !skipsFolder(named: entry.name), !skippedFolders.contains(entry.name) { pending.append(path) }
                } else if isInput(entry.name), !TestCodeFilter.isTestCode(path: path) {
                    // Only the part below the root decides what is test code: a project may itself live in a
                    // folder called Tests.
                    found.append(prefix + path)
                }
            }
        }
        return found
    }

    /// Whether a folder search reads the file at `relativePath` (relative to the searched folder, `/`-separated):
    /// the same rule as ``inputFiles(in:)``, for files listed from somewhere other than the disk (a git tree).
    public static func searchReads(relativePath: String) -> Bool {
        let components = relativePath.split(separator: "/").map(String.init)
        guard let name = components.last, isInput(name) else { return false }
        let skipped = components.dropLast().contains { $0.hasPrefix(".") || skipsFolder(named: $0) } || name.hasPrefix(".")
        return !skipped && !TestCodeFilter.isTestCode(path: relativePath)
    }

    /// Build products, dependencies and test folders, never searched.
    private static func skipsFolder(named name: String) -> Bool {
        skippedFolderNames.contains(name) || name.hasPrefix(".build") || name.hasSuffix("Tests")
    }
}
