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
            return "| " + cells.map(Self.cell).joined(separator: " | ") + " |"
        }
        return (lines + [""]).joined(separator: "\n")
    }

    /// Text from source shown as text in a table cell: HTML specials become entities (a screen called `<script>`
    /// is never markup), Markdown punctuation is backslash-escaped (including `|`, which would split the cell),
    /// and line breaks become `<br>`, since a table row is one line.
    static func cell(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\n": result += "<br>"
            case "\r": continue
            case "\\", "|", "`", "*", "_", "[", "]", "(", ")", "#", "!", "~", "$":
                result += "\\" + String(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
