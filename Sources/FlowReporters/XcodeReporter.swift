import FlowRules

/// `file:line:column: severity: message [rule_id]`, one finding a line: the form Xcode, editors and most CI logs
/// turn into clickable diagnostics.
public struct XcodeReporter: Reporter {
    public static let id = "xcode"

    public init() {}

    public func report(_ findings: [Finding]) throws -> String {
        findings.map(line(for:)).map { $0 + "\n" }.joined()
    }

    private func line(for finding: Finding) -> String {
        let place = finding.location?.description ?? finding.coordinator ?? "flowgraph"
        return "\(place): \(severityWord(finding.severity)): \(finding.message) [\(finding.ruleID)]"
    }

    /// Xcode knows error, warning and note; info-level findings show as notes.
    private func severityWord(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info, .note: "note"
        }
    }
}
