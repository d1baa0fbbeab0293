import FlowModel
import FlowRules

/// Checkstyle XML, grouped by file, which reviewdog, Jenkins' warnings plugin and many code-review bots read.
public struct CheckstyleReporter: Reporter {
    public static let id = "checkstyle"

    public init() {}

    public func report(_ findings: [Finding]) throws -> String {
        // A finding without a location still belongs in the report; it goes under a file with an empty name,
        // sorted first, rather than under a made-up path.
        let byFile = Dictionary(grouping: findings) { $0.location?.file ?? "" }
        let files = byFile.keys.sorted().map { file in
            let errors = (byFile[file] ?? []).sorted(by: Finding.readingOrder).map(error)
            return XMLNode("file", [("name", file)], children: errors)
        }
        return XMLNode("checkstyle", [("version", "4.3")], children: files).document()
    }

    private func error(_ finding: Finding) -> XMLNode {
        XMLNode("error", [
            ("line", finding.location.map { String($0.line) }),
            ("column", finding.location.map { String($0.column) }),
            ("severity", severity(finding.severity)),
            ("message", finding.message),
            ("source", "\(ToolIdentity.name).rules.\(finding.ruleID)"),
        ])
    }

    /// Checkstyle's severities are error, warning, info and ignore; a note is information.
    private func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info, .note: "info"
        }
    }
}
