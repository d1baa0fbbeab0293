import FlowReporters
import FlowRules
import Foundation

/// Colour for a person reading `check` in a terminal: each finding's Xcode line in its severity's colour. Never
/// used for files or pipes, where the escape codes would reach a CI log or an editor as text.
public enum TerminalColour {
    /// Whether standard output should be coloured: it is a terminal, `NO_COLOR` is not set (no-color.org), and
    /// `disabled` (`--no-color`) is false.
    public static func wanted(disabled: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        !disabled && (environment["NO_COLOR"]?.isEmpty ?? true) && isatty(STDOUT_FILENO) == 1
    }

    /// The Xcode report of `findings`, each line wrapped in its severity's ANSI colour.
    static func xcodeReport(_ findings: [Finding]) throws -> String {
        try findings.map { finding in
            let line = try XcodeReporter().report([finding])
            return code(for: finding.severity) + line.dropLast() + reset + "\n"
        }.joined()
    }

    private static let reset = "\u{1B}[0m"

    private static func code(for severity: Severity) -> String {
        switch severity {
        case .error: "\u{1B}[31m"
        case .warning: "\u{1B}[33m"
        case .info, .note: "\u{1B}[36m"
        }
    }
}
