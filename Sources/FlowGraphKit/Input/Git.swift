import Foundation

/// Runs `git`. Only the diff's revision reader uses it, to read committed files without touching the work tree or
/// the index.
enum Git {
    /// What one `git` run printed, and how it ended.
    struct Output {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    /// Runs `git arguments…` in `folder`, feeding `input` on standard input while reading its output, so that
    /// neither side can fill a pipe and wait for the other.
    /// - Throws: ``FlowGraphError/badInput(_:)`` when `git` cannot be started at all.
    static func run(in folder: String, _ arguments: [String], input: Data? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let stdout = Pipe()
        let stderr = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        do {
            try process.run()
        } catch {
            throw FlowGraphError.badInput("cannot run git to read a revision: \(error.localizedDescription)")
        }
        let writer = stdin.fileHandleForWriting
        let feeding = Thread {
            if let input { writer.write(input) }
            try? writer.close()
        }
        feeding.start()
        let errors = ErrorCollector(stderr.fileHandleForReading)
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: output, stderr: errors.text())
    }
}

/// Reads a process's standard error on its own thread while standard output is read on the calling one.
private final class ErrorCollector: @unchecked Sendable {
    // Written once by the reading thread before `done` is signalled, read only after waiting for it.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    /// Everything the process wrote to standard error, trimmed.
    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
