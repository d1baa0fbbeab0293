import FlowModel
import FlowRules

/// A Markdown summary for a pull-request comment: counts per severity, then one table row per finding.
public struct MarkdownReporter: Reporter {
    public static let id = "markdown"

    public init() {}

    public func report(_ findings: [Finding]) throws -> String {
        let counts = SeverityCounts(findings)
        var lines = ["## \(ToolIdentity.name)", ""]
        guard !findings.isEmpty else {
            return (lines + ["No findings.", ""]).joined(separator: "\n")
        }
        lines += ["| Severity | Count |", "| --- | ---: |"]
        lines += SeverityCounts.displayOrder.map { "| \($0.rawValue) | \(counts[$0]) |" }
        lines += ["", "| Severity | Rule | Location | Message |", "| --- | --- | --- | --- |"]
        lines += findings.map { finding in
            let cells = [
                finding.severity.rawValue, finding.ruleID,
                finding.location?.description ?? finding.coordinator ?? "", finding.message,
            ]
            return "| " + cells.map(Escaping.markdownTableCell).joined(separator: " | ") + " |"
        }
        return (lines + [""]).joined(separator: "\n")
    }
}
