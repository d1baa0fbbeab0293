import Dispatch
import FlowGraphKit
import Foundation

/// `flowgraph extract --no-cache PATH... --output FILE` as a synchronous program, so that its instructions can be
/// counted under valgrind (`Benchmarks/instructions.sh extract`), as ``CheckRun`` does for `check`.
///
/// Usage: `ExtractRun OUTPUT PATH...`. Writes the canonical JSON to OUTPUT atomically; exits 2 with the error on
/// stderr when the input cannot be read. The library calls are the command's own.
@main
struct ExtractRun {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count >= 2 else {
            FileHandle.standardError.write(Data("usage: ExtractRun OUTPUT PATH...\n".utf8))
            exit(2)
        }
        let output = arguments[0], paths = Array(arguments.dropFirst())
        let finished = DispatchSemaphore(value: 0)
        // Detached: a plain `Task` would inherit the main actor, whose thread is the one waiting below.
        Task.detached {
            do {
                let (loaded, _) = try await ModelLoading.loadConfigured(paths: paths)
                try OutputDestination(path: output).write(inputs: loaded.files) { try loaded.model.writeJSON(to: $0) }
            } catch {
                FileHandle.standardError.write(Data("ExtractRun: \(error)\n".utf8))
                exit(2)
            }
            finished.signal()
        }
        finished.wait()
    }
}
