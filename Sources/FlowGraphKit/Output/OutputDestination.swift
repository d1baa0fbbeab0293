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
}
