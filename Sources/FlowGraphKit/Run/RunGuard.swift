import Dispatch
import Foundation

/// Stops a run cleanly when it is interrupted (SIGINT, SIGTERM) or takes longer than its time limit: partial
/// outputs are removed (see ``PendingOutputs``), one line says why, and the process exits at once — even while
/// Graphviz is in the middle of a layout, which cannot be cancelled from outside.
public enum RunGuard {
    /// Kept alive for the life of the process; a cancelled or released source stops delivering signals.
    nonisolated(unsafe) private static var sources: [any DispatchSourceProtocol] = []

    /// Installs the signal handlers and, with `timeout` seconds, the time limit. Call once, before the work.
    public static func install(timeout: Double?) {
        let queue = DispatchQueue(label: "flowgraph.run-guard")
        for (number, name) in [(SIGINT, "interrupted"), (SIGTERM, "terminated")] {
            // The default action would kill the process before the handler could clean up.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { stop(message: "error: \(name); no output was written", status: 128 + number) }
            source.resume()
            sources.append(source)
        }
        if let timeout {
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + timeout)
            let limit = String(format: "%g", timeout)
            timer.setEventHandler {
                stop(message: "error: timed out after \(limit) s (--timeout); no output was written", status: 2)
            }
            timer.resume()
            sources.append(timer)
        }
    }

    private static func stop(message: String, status: Int32) -> Never {
        PendingOutputs.removeAll()
        FileHandle.standardError.write(Data((message + "\n").utf8))
        // `_exit`, not `exit`: other threads (Graphviz) are still running, and exit handlers must not run under them.
        _exit(status)
    }
}
