import Foundation

/// Writes outputs so that a reader never sees half a file: the bytes go to a temporary file beside the target,
/// which is then renamed over it (rename is atomic within one file system).
public enum AtomicFileWriter {
    /// Writes `data` to `path`, replacing any file there.
    /// - Throws: ``FlowGraphError/badInput(_:)`` naming the path when the folder is missing or not writable.
    public static func write(_ data: Data, to path: String) throws {
        let target = URL(fileURLWithPath: path)
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        PendingOutputs.begin(temporary.path)
        defer { PendingOutputs.end(temporary.path) }
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw FlowGraphError.badInput("\(path): cannot write (\(reason(error)))")
        }
        guard rename(temporary.path, target.path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw FlowGraphError.badInput("\(path): cannot write (\(String(cString: strerror(code))))")
        }
    }

    /// Refuses an output path that is also an input, which would destroy the input.
    public static func checkNotOverwritingInput(output: String, inputs: [String]) throws {
        let outputPath = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath().path
        for input in inputs where URL(fileURLWithPath: input).standardizedFileURL.resolvingSymlinksInPath().path == outputPath {
            throw FlowGraphError.badInput("\(output): the output would overwrite an input file")
        }
    }

    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let posix = underlying, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        return "no such folder or no permission"
    }
}
