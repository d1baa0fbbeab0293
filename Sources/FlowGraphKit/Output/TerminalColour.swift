import Foundation

/// Whether to colour `check`'s report for a person reading it in a terminal; how a report is coloured is up to its
/// reporter (``ColouringReporter``).
public enum TerminalColour {
    /// Whether standard output should be coloured: it is a terminal, `NO_COLOR` is not set (no-color.org), and
    /// `disabled` (`--no-color`) is false.
    public static func wanted(disabled: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        !disabled && (environment["NO_COLOR"]?.isEmpty ?? true) && isatty(STDOUT_FILENO) == 1
    }
}
