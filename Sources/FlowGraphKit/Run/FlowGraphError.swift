import FlowModel

/// Why a run could not do its job; every case maps to exit code 2 and a one-line message (naming the file where there is one).
public enum FlowGraphError: Error, Sendable, CustomStringConvertible {
    /// Input that cannot be read: each problem with its file, line and column.
    case invalidModel(ModelLoadFailure)
    /// A path, option value or output that is unusable, with a one-line reason.
    case badInput(String)
    /// Graphviz could not lay out or render the drawing; the reason is Graphviz's own message, captured.
    case rendering(String)

    /// The lines to print on standard error, one problem a line.
    public var description: String {
        switch self {
        case let .invalidModel(failure): failure.description
        case let .badInput(reason): "error: \(reason)"
        case let .rendering(reason): "error: cannot draw the model: \(reason)"
        }
    }
}
