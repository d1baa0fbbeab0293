import FlowModel
import Foundation
import FlowRules

/// `file:line:column: severity: message [rule_id]`, one finding a line: the form Xcode, editors and most CI logs
/// turn into clickable diagnostics. A line break inside a finding is written `\n` (a name can hold one), and hidden
/// direction and line-separator characters are named (`<U+202E>`), so a finding is one line and reads as written.
public struct XcodeReporter: Reporter {
    public static let id = "xcode"

    public init() {}

    public func report(_ findings: [Finding]) throws -> String {
        findings.map(line(for:)).map { $0 + "\n" }.joined()
    }

    private func line(for finding: Finding) -> String {
        let place = finding.location?.description ?? finding.coordinator ?? "flowgraph"
        let text = "\(place): \(severityWord(finding.severity)): \(finding.message) [\(finding.ruleID)]"
        return HiddenCharacters.naming(in: text.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n"))
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
