import FlowRules

/// On a terminal, each finding's line is shown in its severity's colour.
extension XcodeReporter: ColouringReporter {
    public func colouredReport(_ findings: [Finding]) throws -> String {
        try findings.map { finding in
            let line = try report([finding])
            return Self.code(for: finding.severity) + line.dropLast() + Self.reset + "\n"
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
