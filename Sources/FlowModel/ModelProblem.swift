/// One thing wrong with an input file, at the position to fix.
public struct ModelProblem: Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// `file:line:column: error: message`, one line, the form editors and CI logs link.
    public var description: String { "\(location): error: \(message)" }
}

/// Thrown when an input cannot be read; carries every problem found, in file order.
public struct ModelLoadFailure: Error, Sendable, CustomStringConvertible {
    public var problems: [ModelProblem]

    public init(problems: [ModelProblem]) {
        self.problems = problems.sorted { $0.location < $1.location }
    }

    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
