import FlowModel
import FlowRules
import Testing

@Suite("Rule runner")
struct RuleRunnerTests {
    /// A bike-share flow with one fault for each of several rules.
    static let faults = """
    version: 1
    coordinators:
      - name: BikeShareCoordinator
        entries: [map]
        screens:
          - name: map
            actions: [didTapDock, {name: didTapHelp, dispatched: false}]
          - name: dock
            built: false
        transitions:
          - {from: map, action: didTapDock, mode: push, to: dock}
          - {from: dock, action: didTapNearby, mode: push, to: dock}
    """

    @Test("all rules run, and findings come back in reading order")
    func readingOrder() throws {
        let findings = RuleRunner().run(on: try loadModel(Self.faults))
        #expect(findings.map(\.ruleID) == ["unhandled_action", "unused_action", "missing_build_case", "navigation_cycle"])
        #expect(findings.map(\.severity) == [.warning, .info, .error, .warning])
        #expect(findings.compactMap(\.location).map(\.line) == [7, 7, 8, 12])
    }

    @Test("severity overrides and disabled rules apply to every finding of the rule")
    func configuration() throws {
        let model = try loadModel(Self.faults)
        let runner = RuleRunner(
            severityOverrides: ["navigation_cycle": .error, "missing_build_case": .note],
            disabledRuleIDs: ["unused_action", "unhandled_action"]
        )
        let findings = runner.run(on: model)
        #expect(findings.map(\.ruleID) == ["missing_build_case", "navigation_cycle"])
        #expect(findings.map(\.severity) == [.note, .error])
        #expect(RuleRunner(disabledRuleIDs: Set(RuleRegistry.ids)).run(on: model).isEmpty)
    }

    @Test("a shared context gives the same findings as a fresh run")
    func sharedContext() throws {
        let model = try loadModel(Self.faults)
        let context = RuleContext(model: model)
        #expect(RuleRunner().run(in: context) == RuleRunner().run(on: model))
        #expect(context.graph.screens.count == 2)
    }
}
