import FlowRules

extension FindingCatalogue {
    /// The ids a report about `findings` describes: every known id, then any id the catalogue lacks (so a finding
    /// read from another tool's baseline or a newer model is never left without a descriptor), sorted.
    static func covering(_ findings: [Finding]) -> [FindingDescriptor] {
        let known = Set(ids)
        let unknown = Set(findings.map(\.ruleID)).subtracting(known).sorted().map { id in
            FindingDescriptor(
                id: id, defaultSeverity: .warning, summary: "Findings of the rule \(id)",
                description: "findings of the rule \(id)", rationale: "", help: "See the rule \(id).",
                examples: FindingExamples(triggering: [], nonTriggering: [])
            )
        }
        return all + unknown
    }
}
