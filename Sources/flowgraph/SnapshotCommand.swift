import ArgumentParser
import FlowGraphKit
import Foundation

/// `flowgraph snapshot`: a committed text file of the navigation that CI compares, so navigation changes get reviewed.
struct SnapshotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Write the navigation snapshot, or check that it is up to date.",
        discussion: """
        The snapshot lists coordinators, screens and transitions, sorted and without line numbers, so moving code \
        does not change it. With --check: exit 0 when it matches, 1 with a -/+ diff on stdout when the navigation \
        changed, 2 when the snapshot file is missing or unreadable.
        """
    )

    @OptionGroup var input: InputOptions

    @Option(
        help: ArgumentHelp("Write the snapshot to this file (atomically).", valueName: "file"),
        completion: .file()
    )
    var write: String?

    @Option(
        help: ArgumentHelp("Compare the navigation with the snapshot in this file.", valueName: "file"),
        completion: .file()
    )
    var check: String?

    func validate() throws {
        guard (write == nil) != (check == nil) else {
            throw ValidationError("give exactly one of --write FILE or --check FILE")
        }
    }

    func run() async throws {
        let (loaded, _) = try await input.load()
        if let write {
            try FlowSnapshot.write(loaded, to: write)
        } else if let check {
            try compare(loaded, with: check)
        }
    }

    /// Exits 1 with the diff on stdout (and what to do on stderr) when the navigation no longer matches.
    private func compare(_ loaded: LoadedInput, with path: String) throws {
        let difference = try FlowSnapshot.check(loaded, against: path)
        guard !difference.isEmpty else { return }
        let message = "error: the navigation changed since \(path) was written; "
            + "review the diff and run `flowgraph snapshot --write \(path)`\n"
        FileHandle.standardError.write(Data(message.utf8))
        FileHandle.standardOutput.write(Data(difference.text.utf8))
        throw ExitCode(1)
    }
}
