import ArgumentParser
import FlowGraphKit
import Foundation

/// `flowgraph init`: the starting configuration and CI workflow for an app.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .flowgraph.yml and a GitHub Actions workflow that runs check.",
        discussion: """
        Writes .flowgraph.yml (every key commented out, so it changes nothing yet) and \
        .github/workflows/flowgraph.yml. Refuses, writing nothing, when either file exists.
        """
    )

    @Argument(
        help: "The app's folder, the root of its repository, where the files are written. Default: the current folder.",
        completion: .directory
    )
    var path = "."

    func run() throws {
        let written = try ProjectSetup.write(into: path)
        FileHandle.standardOutput.write(Data(written.map { "wrote \($0)\n" }.joined().utf8))
    }
}
