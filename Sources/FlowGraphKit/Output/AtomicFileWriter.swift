import Foundation

/// Writes outputs so that a reader never sees half a file: the bytes go to a temporary file beside the target,
/// which is then renamed over it (rename is atomic within one file system).
public enum AtomicFileWriter {
    /// Writes `data` to `path`, replacing any file there.
    /// - Throws: ``FlowGraphError/badInput(_:)`` naming the path when the folder is missing or not writable.
    public static func write(_ data: Data, to path: String) throws {
        try write(to: path) { output in try data.withUnsafeBytes(output) }
    }

    /// Writes what `produce` gives its output, piece by piece, to `path`, replacing any file there once all of it
    /// is written: a large output is never held whole. When `produce` or a write fails, the file at `path` is
    /// left as it was and the temporary file is removed.
    /// - Throws: ``FlowGraphError/badInput(_:)`` naming the path when the folder is missing or not writable, or
    ///   the error `produce` throws.
    public static func write(
        to path: String, producing produce: (_ output: (UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) throws {
        let target = URL(fileURLWithPath: path)
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        PendingOutputs.begin(temporary.path)
        defer { PendingOutputs.end(temporary.path) }
        do {
            let file = try WritableFile(creating: temporary.path)
            do {
                try produce { try file.write($0) }
            } catch {
                file.close()
                throw error
            }
            try file.closeChecked()
            guard rename(temporary.path, target.path) == 0 else { throw WritableFile.Failure(code: errno) }
        } catch {
            unlink(temporary.path)
            if let failure = error as? WritableFile.Failure {
                throw FlowGraphError.badInput("\(path): cannot write (\(failure.reason))")
            }
            throw error
        }
    }

    /// Refuses an output path that is also an input, which would destroy the input.
    public static func checkNotOverwritingInput(output: String, inputs: [String]) throws {
        let outputPath = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath().path
        for input in inputs where URL(fileURLWithPath: input).standardizedFileURL.resolvingSymlinksInPath().path == outputPath {
            throw FlowGraphError.badInput("\(output): the output would overwrite an input file")
        }
    }
}
