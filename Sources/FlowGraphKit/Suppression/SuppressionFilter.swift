import FlowRules

/// Applies inline suppressions: drops the findings they cover, and reports each rule entry that covered nothing
/// (as SwiftLint does), so stale comments do not pile up.
struct SuppressionFilter {
    let suppressions: [InlineSuppression]
    /// Rule ids whose findings are not reported at all; a suppression naming one is not called superfluous,
    /// because the rule may be enabled again.
    let disabledRules: Set<String>

    /// The findings no suppression covers, followed by a `superfluous_disable_command` finding for every unused
    /// rule entry.
    func apply(to findings: [Finding]) -> [Finding] {
        var used = Set<UsedEntry>()
        let kept = findings.filter { finding in
            var covered = false
            for (index, suppression) in suppressions.enumerated() {
                for ruleID in suppression.ruleIDs where suppression.covers(finding, as: ruleID) {
                    used.insert(UsedEntry(suppression: index, ruleID: ruleID))
                    covered = true
                }
            }
            return !covered
        }
        guard !disabledRules.contains(FindingDescriptor.superfluousDisableCommand.id) else { return kept }
        return kept + superfluous(used: used)
    }

    private func superfluous(used: Set<UsedEntry>) -> [Finding] {
        let known = Set(CheckConfiguration.knownRuleIDs).union([InlineSuppression.allRules])
        return suppressions.enumerated().flatMap { index, suppression in
            suppression.ruleIDs.compactMap { ruleID -> Finding? in
                guard !used.contains(UsedEntry(suppression: index, ruleID: ruleID)), !disabledRules.contains(ruleID) else {
                    return nil
                }
                let message = known.contains(ruleID)
                    ? "flowgraph:disable for '\(ruleID)' suppresses no finding; remove it"
                    : "'\(ruleID)' in flowgraph:disable is not a flowgraph rule"
                return Finding(
                    ruleID: FindingDescriptor.superfluousDisableCommand.id,
                    severity: FindingDescriptor.superfluousDisableCommand.defaultSeverity, message: message,
                    location: suppression.location, coordinator: nil
                )
            }
        }
    }

    private struct UsedEntry: Hashable {
        let suppression: Int
        let ruleID: String
    }
}
