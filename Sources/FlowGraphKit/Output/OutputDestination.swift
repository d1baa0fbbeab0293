import Foundation

/// Where a command's output goes: a file written atomically, or standard output.
public struct OutputDestination: Sendable {
    /// The file path; nil means standard output.
    public var path: String?

    public init(path: String?) {
        self.path = path
    }

    /// Writes `data`, refusing a path that is one of the run's `inputs`.
    public func write(_ data: Data, inputs: [String]) throws {
        guard let path else {
            FileHandle.standardOutput.write(data)
            return
        }
        try AtomicFileWriter.checkNotOverwritingInput(output: path, inputs: inputs)
        try AtomicFileWriter.write(data, to: path)
    }

    /// Writes what `produce` gives its output piece by piece, refusing a path that is one of the run's `inputs`:
    /// a file is replaced only once all of it is written (``AtomicFileWriter/write(to:producing:)``).
    /// - Throws: ``FlowGraphError/badInput(_:)`` naming the file or standard output when it cannot be written, or
    ///   the error `produce` throws.
    public func write(
        inputs: [String], producing produce: (_ output: (UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) throws {
        guard let path else {
            do {
                try produce { try WritableFile.standardOutput.write($0) }
            } catch let failure as WritableFile.Failure {
                throw FlowGraphError.badInput("standard output: cannot write (\(failure.reason))")
            }
            return
        }
        try AtomicFileWriter.checkNotOverwritingInput(output: path, inputs: inputs)
        try AtomicFileWriter.write(to: path, producing: produce)
    }
}
