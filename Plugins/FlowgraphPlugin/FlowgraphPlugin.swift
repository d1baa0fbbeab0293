import Foundation
import PackagePlugin

/// `swift package flowgraph <subcommand> [options]`: runs the flowgraph tool on the package's source folders.
///
/// `--target NAME` (repeatable) picks the targets to read; by default every non-test source target is read. The
/// tool runs in the package's folder, so `.flowgraph.yml` there is found and findings are reported with paths
/// relative to the package, which Xcode and CI logs link to. The extraction cache is kept in the plugin's work
/// folder unless the arguments say otherwise.
@main
struct FlowgraphPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var toolArguments = extractor.remainingArguments
        // With no subcommand, or only options, check is what a lint plugin is run for.
        if toolArguments.first.map({ $0.hasPrefix("-") }) ?? true {
            toolArguments.insert("check", at: 0)
        }
        // The plugin's sandbox may not let the tool write its usual cache folder; its work folder always is writable.
        let readsSwift: Set = ["check", "render", "extract", "snapshot", "paths", "docs", "coverage"]
        if readsSwift.contains(toolArguments[0]), !toolArguments.contains(where: { $0 == "--no-cache" || $0.hasPrefix("--cache-path") }) {
            toolArguments += ["--cache-path", context.pluginWorkDirectoryURL.path]
        }
        let package = context.package
        let targets = try targetNames.isEmpty
            ? package.targets.filter { ($0 as? SourceModuleTarget)?.kind != .test }
            : package.targets(named: targetNames)
        let root = package.directoryURL.standardizedFileURL.path
        let folders = targets.compactMap { $0 as? SourceModuleTarget }.compactMap { target in
            commonFolder(of: target.sourceFiles.map(\.url)).map { relative($0, to: root) }
        }

        let process = Process()
        process.executableURL = try context.tool(named: "flowgraph").url
        // `diff` compares the two sides its arguments name (`main:Sources Sources`): the target folders are no side.
        process.arguments = toolArguments + (toolArguments[0] == "diff" ? [] : folders.sorted())
        process.currentDirectoryURL = package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw FlowgraphFailure(status: process.terminationStatus)
        }
    }

    /// The deepest folder that holds every file: the target's folder, or the part of it that has sources. (The
    /// target's own `directoryURL` needs tools version 6.1, and its `Path` form is deprecated.)
    private func commonFolder(of files: [URL]) -> String? {
        let folders = files.map { $0.standardizedFileURL.deletingLastPathComponent().pathComponents }
        guard var common = folders.first else { return nil }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return NSString.path(withComponents: common)
    }

    /// `path` relative to `root` when it lies inside it, else unchanged.
    private func relative(_ path: String, to root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}

/// The tool failed (findings, or bad input); what it printed already says why, so `swift package` fails too.
struct FlowgraphFailure: Error, CustomStringConvertible {
    let status: Int32

    var description: String { "flowgraph exited with status \(status)" }
}
