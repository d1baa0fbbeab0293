import FlowModel
import FlowRules
import Testing

/// One example model of one rule.
struct RuleExampleCase: Sendable, CustomTestStringConvertible {
    let ruleID: String
    let triggering: Bool
    let number: Int
    let marked: String

    var testDescription: String { "\(ruleID) \(triggering ? "triggering" : "non-triggering") example \(number)" }

    static var all: [RuleExampleCase] {
        RuleRegistry.all.flatMap { rule in
            rule.descriptor.examples.triggering.enumerated().map {
                RuleExampleCase(ruleID: rule.id, triggering: true, number: $0.offset + 1, marked: $0.element)
            } + rule.descriptor.examples.nonTriggering.enumerated().map {
                RuleExampleCase(ruleID: rule.id, triggering: false, number: $0.offset + 1, marked: $0.element)
            }
        }
    }
}

@Suite("Rule examples")
struct RuleExampleTests {
    @Test("each rule reports exactly the marked positions of its examples", arguments: RuleExampleCase.all)
    func reportsMarkedPositions(_ example: RuleExampleCase) throws {
        let rule = try #require(RuleRegistry.rule(id: example.ruleID))
        let input = MarkedModel(example.marked)
        #expect(input.positions.isEmpty != example.triggering, "triggering examples mark findings, others mark none")
        let model = try loadModel(input.text, path: "example.flow.yml")

        let findings = RuleRunner(rules: [rule]).run(on: model)

        #expect(findings.compactMap(\.position) == input.positions.sorted())
        #expect(findings.allSatisfy { $0.ruleID == rule.id && $0.severity == rule.defaultSeverity })
        #expect(findings.allSatisfy { $0.location?.file == "example.flow.yml" })
        #expect(RuleRunner(rules: [rule]).run(on: model) == findings, "findings are deterministic")
    }

    @Test("the registry lists each rule once, in id order")
    func registryOrder() {
        let ids = RuleRegistry.ids
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
        #expect(ids == [
            "invalid_dismiss_target", "missing_build_case", "missing_entry", "navigation_cycle",
            "push_without_navigation", "unhandled_action", "unknown_destination", "unreachable_screen", "unused_action",
        ])
        #expect(RuleRegistry.rule(id: "navigation_cycle")?.defaultSeverity == .warning)
        #expect(RuleRegistry.rule(id: "no_such_rule") == nil)
    }
}
