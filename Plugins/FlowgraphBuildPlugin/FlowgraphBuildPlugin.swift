import Foundation
import PackagePlugin

/// Checks a target's navigation as part of its build: `flowgraph check` on the target's Swift files, with the
/// `xcode` reporter, so each finding is a `file:line:column: warning:` (or `error:`) line of the build, shown beside
/// the code in Xcode and in `swift build`'s output. An error-level finding (or any, with `strict: true` in the
/// configuration) fails the build.
///
/// The package's `.flowgraph.yml`, when there is one, is the configuration; the extraction cache is kept in the
/// plugin's work folder. SwiftPM runs a build command only for outputs the target uses, and a generated file of any
/// kind but Swift becomes a resource of the target; so when the check passes, a Swift file holding one comment is
/// written beside the cache. The target compiles it to nothing, and the build runs the check again only when a
/// source, the configuration or the tool has changed since.
@main
struct FlowgraphBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        let work = context.pluginWorkDirectoryURL
        let stamp = work.appending(path: "flowgraph-check-passed.swift")
        let tool = try context.tool(named: "flowgraph").url
        var checkArguments = ["check", "--reporter", "xcode", "--cache-path", work.appending(path: "cache").path]
        var inputs = sources + [tool]
        let configuration = context.package.directoryURL.appending(path: ".flowgraph.yml")
        if FileManager.default.fileExists(atPath: configuration.path) {
            checkArguments += ["--config", configuration.path]
            inputs.append(configuration)
        }
        // The shell runs the tool with the arguments after the script ($0 and $@), and writes the stamp only when
        // the check passed: a failed check fails the build and runs again on the next one.
        let script = #""$0" "$@" && echo '// flowgraph check passed on this target.' > "$FLOWGRAPH_STAMP""#
        return [
            .buildCommand(
                displayName: "flowgraph check \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, tool.path] + checkArguments + sources.map(\.path),
                environment: ["FLOWGRAPH_STAMP": stamp.path],
                inputFiles: inputs,
                outputFiles: [stamp]
            ),
        ]
    }
}
