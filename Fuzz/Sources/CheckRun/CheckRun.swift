import Dispatch
import FlowGraphKit
import Foundation

/// `flowgraph check --no-cache PATH...` with the default `xcode` reporter, as a synchronous program, so that it
/// runs under valgrind (`Benchmarks/instructions.sh` counts its instructions with callgrind).
///
/// Usage: `CheckRun PATH...`: Swift sources, model files or folders, as `check` takes them. Prints the report
/// on stdout, as `check` does; exits 2 with the error on stderr when the input cannot be read.
///
/// The library calls are the command's own (``ModelLoading`` then ``FlowCheck``); only the entry differs. Swift's
/// async `main` parks the main thread in a signal wait on Linux, inside which Debian 12's valgrind (3.19) crashes,
/// so the main thread here blocks on a semaphore while a detached task does the work on the global executor.
@main
struct CheckRun {
    static func main() {
        let paths = Array(CommandLine.arguments.dropFirst())
        guard !paths.isEmpty else {
            FileHandle.standardError.write(Data("usage: CheckRun PATH...\n".utf8))
            exit(2)
        }
        let finished = DispatchSemaphore(value: 0)
        // Detached: a plain `Task` would inherit the main actor, whose thread is the one waiting below.
        Task.detached {
            do {
                let (loaded, configuration) = try await ModelLoading.loadConfigured(paths: paths)
                _ = try FlowCheck.run(loaded, configuration: configuration, reporters: [ReporterRequest(parsing: "xcode")])
            } catch {
                FileHandle.standardError.write(Data("CheckRun: \(error)\n".utf8))
                exit(2)
            }
            finished.signal()
        }
        finished.wait()
    }
}
