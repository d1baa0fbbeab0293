import Dispatch
import FlowGraphKit
import FlowRendering
import Foundation

/// `flowgraph render --no-cache PATH... --output FILE.svg` as a synchronous program, so that its instructions can
/// be counted under valgrind (`Benchmarks/instructions.sh render`), as ``CheckRun`` does for `check`.
///
/// Usage: `RenderRun OUTPUT.svg PATH...`. Exits 2 with the error on stderr when the input cannot be read or drawn.
/// The library calls are the command's own, Graphviz's warm-up on a second thread included.
@main
struct RenderRun {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count >= 2 else {
            FileHandle.standardError.write(Data("usage: RenderRun OUTPUT.svg PATH...\n".utf8))
            exit(2)
        }
        let output = arguments[0], paths = Array(arguments.dropFirst())
        let finished = DispatchSemaphore(value: 0)
        // Detached: a plain `Task` would inherit the main actor, whose thread is the one waiting below.
        Task.detached {
            GraphvizRenderer.shared.prepare(.svg)
            defer { GraphvizRenderer.shared.finishPreparing() }
            do {
                let (loaded, configuration) = try await ModelLoading.loadConfigured(paths: paths)
                let rendered = try FlowRender.output(loaded, format: .svg, configuration: configuration)
                try OutputDestination(path: output).write(rendered.data, inputs: loaded.files)
            } catch {
                FileHandle.standardError.write(Data("RenderRun: \(error)\n".utf8))
                exit(2)
            }
            finished.signal()
        }
        finished.wait()
    }
}
