import FlowRules

/// A plain-text table of how many findings each rule has at each severity, for a quick look at a legacy app.
public struct SummaryReporter: Reporter {
    public static let id = "summary"

    public init() {}

    public func report(_ findings: [Finding]) throws -> String {
        guard !findings.isEmpty else { return "No findings.\n" }
        let byRule = Dictionary(grouping: findings, by: \.ruleID)
        let severities = SeverityCounts.displayOrder
        let header = ["rule"] + severities.map(\.rawValue) + ["total"]
        let rows = byRule.keys.sorted().map { rule in [rule] + numbers(SeverityCounts(byRule[rule] ?? [])) }
        let table = [header] + rows + [["total"] + numbers(SeverityCounts(findings))]
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { row in
            row.enumerated().map { column, value in
                let padding = String(repeating: " ", count: widths[column] - value.count)
                // Names read left to right; numbers line up on their last digit.
                return column == 0 ? value + padding : padding + value
            }.joined(separator: "  ")
        }.map { $0 + "\n" }.joined()
    }

    private func numbers(_ counts: SeverityCounts) -> [String] {
        SeverityCounts.displayOrder.map { String(counts[$0]) } + [String(counts.total)]
    }
}
