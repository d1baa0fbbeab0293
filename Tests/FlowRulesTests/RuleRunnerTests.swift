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

    @Test("disabled rules do not run; the others report at their default severities")
    func configuration() throws {
        let model = try loadModel(Self.faults)
        let findings = RuleRunner(disabledRuleIDs: ["unused_action", "unhandled_action"]).run(on: model)
        #expect(findings.map(\.ruleID) == ["missing_build_case", "navigation_cycle"])
        #expect(findings.map(\.severity) == [.error, .warning])
        #expect(RuleRunner(disabledRuleIDs: Set(RuleRegistry.ids)).run(on: model).isEmpty)
    }

    @Test("on a model large enough to run the rules side by side, the findings are each rule's, in reading order")
    func sideBySide() {
        // 1,100 ferry lines of ten stops: each line's last stop is unreachable, every tenth line has no entry and
        // nothing starts it, and every line's stops 2 and 3 push each other without end.
        let lines = (0..<1_100).map { line in
            Coordinator(
                name: "Line\(line)Coordinator",
                entries: line % 10 == 0 ? [] : [Entry(screen: "stop0")],
                screens: (0..<10).map { Screen(name: "stop\($0)") },
                transitions: (0..<8).map { stop in
                    Transition(from: "stop\(stop)", kind: .present, mode: .push, to: Target(coordinator: "Line\(line)Coordinator", screen: "stop\(stop + 1)"))
                } + [Transition(from: "stop3", kind: .present, mode: .push, to: Target(coordinator: "Line\(line)Coordinator", screen: "stop2"))]
            )
        }
        let context = RuleContext(model: NavigationModel(coordinators: lines))
        #expect(context.graph.screens.count >= RuleRunner.parallelScreens)
        let found = RuleRunner().run(in: context)
        #expect(found == RuleRegistry.all.flatMap { $0.check(context) }.sorted(by: Finding.readingOrder))
        let counts = Dictionary(grouping: found, by: \.ruleID).mapValues(\.count)
        // The lines nothing enters are missing_entry's; unreachable_screen names the last stop of the others.
        #expect(counts["unreachable_screen"] == 990)
        #expect(counts["missing_entry"] == 110)
        #expect(counts["navigation_cycle"] == 1_100)
    }

    @Test("a shared context gives the same findings as a fresh run")
    func sharedContext() throws {
        let model = try loadModel(Self.faults)
        let context = RuleContext(model: model)
        #expect(RuleRunner().run(in: context) == RuleRunner().run(on: model))
        #expect(context.graph.screens.count == 2)
    }
}

/// `missing_entry` and `unreachable_screen` conclude from absence: with navigation the reader could not follow, they
/// are notes that say so.
@Suite("Findings from absence")
struct AbsenceFindingTests {
    static let ferry = """
    version: 1
    coordinators:
      - name: FerryCoordinator
        entries: [timetable]
        screens: [timetable, lostProperty]
      - name: RefundCoordinator
        screens: [claim]
    """

    @Test("with nothing unresolved they are errors")
    func errorsWhenEverythingWasRead() throws {
        let findings = RuleRunner().run(in: RuleContext(model: try loadModel(Self.ferry)))
        #expect(findings.map(\.ruleID) == ["unreachable_screen", "missing_entry"])
        #expect(findings.map(\.severity) == [.error, .error])
    }

    @Test("with a call not followed they are notes that name the first and the count")
    func notesWhenSomethingWasNotFollowed() throws {
        let unresolved = [
            SourceLocation(file: "Ferry/Deck.swift", line: 12, column: 9), SourceLocation(file: "Ferry/Bar.swift", line: 3, column: 1),
        ]
        let findings = RuleRunner().run(in: RuleContext(model: try loadModel(Self.ferry), unresolved: unresolved))
        #expect(findings.map(\.severity) == [.note, .note])
        #expect(findings.map(\.message) == [
            "screen 'lostProperty' of FerryCoordinator is not reachable from any entry; not ruled out: 2 navigation calls"
                + " were not followed (the first at Ferry/Deck.swift:12)",
            "coordinator RefundCoordinator has no entry and no coordinator starts it; not ruled out: 2 navigation calls"
                + " were not followed (the first at Ferry/Deck.swift:12)",
        ])
    }
}
