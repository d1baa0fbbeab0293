import FlowModel
import FlowRules
import Testing

/// The exact messages a rule gives for one of its own triggering examples, in reading order.
struct MessageCase: Sendable, CustomTestStringConvertible {
    let ruleID: String
    let example: Int
    let messages: [String]

    var testDescription: String { "\(ruleID) example \(example + 1)" }
}

@Suite("Finding messages")
struct MessageTests {
    static let cases: [MessageCase] = [
        MessageCase(ruleID: "invalid_dismiss_target", example: 0, messages: [
            "dismiss from 'ticket' on 'didTapBoard' goes back to 'boarding', which is never below 'ticket' on the stack",
            "dismiss from 'ticket' on 'didTapAgain' goes back to 'ticket', which is never below 'ticket' on the stack",
            "dismiss from 'cabin' on 'didTapBack' goes back to 'crossing', which is never below 'cabin' on the stack",
        ]),
        MessageCase(ruleID: "missing_build_case", example: 0, messages: [
            "screen 'radar' cannot be built by ForecastCoordinator: no code builds its view, "
                + "or only a default:/fatalError arm reaches it",
        ]),
        MessageCase(ruleID: "missing_entry", example: 0, messages: [
            "coordinator RefundCoordinator has no entry and no coordinator starts it",
        ]),
        MessageCase(ruleID: "navigation_cycle", example: 0, messages: [
            "navigation cycle grows the stack without bound: book -[didTapAuthor push]-> author -[didTapBook push]-> book",
        ]),
        MessageCase(ruleID: "navigation_cycle", example: 1, messages: [
            "navigation cycle grows the stack without bound: gallery -[didTapCover sheet]-> gallery",
            "navigation cycle grows the stack without bound: loan -[didTapRemind fullScreen]-> reminder -[didTapLoan push]-> loan",
        ]),
        MessageCase(ruleID: "navigation_cycle", example: 2, messages: [
            "navigation cycle grows the stack without bound: "
                + "shelf -[didTapReadingRoom start]-> ReadingRoomCoordinator.desk -[didTapCatalogue modal]-> shelf",
        ]),
        MessageCase(ruleID: "push_without_navigation", example: 0, messages: [
            "push from 'audioGuide' on 'didTapTranscript' has no navigation container to push onto: "
                + "sheet from 'exhibit' on 'didTapAudio' shows 'audioGuide' without one at example.flow.yml:11:9",
            "push from 'transcript' on 'didTapTerm' has no navigation container to push onto: "
                + "sheet from 'exhibit' on 'didTapAudio' shows 'audioGuide' without one at example.flow.yml:11:9",
        ]),
        MessageCase(ruleID: "push_without_navigation", example: 1, messages: [
            "start from 'ticketScanner' has no navigation container to push onto: "
                + "entry 'ticketScanner' of MuseumCoordinator is loaded without one at example.flow.yml:5:9",
            "push from 'floorPlan' has no navigation container to push onto: "
                + "fullScreen from 'ticketScanner' shows 'floorPlan' without one at example.flow.yml:13:9",
        ]),
        // The push follows the desk's dismissal: the kiosk beneath makes it, and has no container either.
        MessageCase(ruleID: "push_without_navigation", example: 2, messages: [
            "push from 'ticketDesk' on 'didPay' has no navigation container to push onto: "
                + "entry 'kiosk' of MuseumCoordinator is loaded without one at example.flow.yml:5:9",
        ]),
        MessageCase(ruleID: "unhandled_action", example: 0, messages: [
            "no handler turns action 'didTapShare' of screen 'forecast' into navigation or ignores it",
            "no handler turns action 'didTapLayer' of screen 'radar' into navigation or ignores it",
        ]),
        MessageCase(ruleID: "unknown_destination", example: 0, messages: [
            "sheet from 'beds' on 'didTapCompost' goes to screen 'compost', which GreenhouseCoordinator does not declare",
            "start from 'beds' on 'didTapWater' goes to coordinator IrrigationCoordinator, which is not declared",
            "dismiss from 'seedling' goes to screen 'mower', which ShedCoordinator does not declare",
        ]),
        MessageCase(ruleID: "unreachable_screen", example: 0, messages: [
            "screen 'repairShop' of RentalCoordinator is not reachable from any entry",
        ]),
        MessageCase(ruleID: "unused_action", example: 0, messages: [
            "action 'didTapFertilise' of screen 'garden' is declared but no view dispatches it",
            "action 'didShake' of screen 'plant' is declared but no view dispatches it",
        ]),
    ]

    @Test("messages name the subject and where to look", arguments: cases)
    func exactMessages(_ expected: MessageCase) throws {
        let rule = try #require(RuleRegistry.rule(id: expected.ruleID))
        let input = MarkedModel(rule.descriptor.examples.triggering[expected.example])
        let findings = RuleRunner(rules: [rule]).run(on: try loadModel(input.text, path: "example.flow.yml"))
        #expect(findings.map(\.message) == expected.messages)
    }

    @Test("every rule's messages are one sentence with a lower-case start and no trailing period")
    func messageShape() throws {
        for rule in RuleRegistry.all {
            for marked in rule.descriptor.examples.triggering {
                let model = try loadModel(MarkedModel(marked).text)
                for finding in RuleRunner(rules: [rule]).run(on: model) {
                    #expect(finding.message.first?.isLowercase == true, "\(finding.message)")
                    #expect(!finding.message.hasSuffix(".") && !finding.message.contains("\n"), "\(finding.message)")
                }
            }
        }
    }

    @Test("findings carry the subject's coordinator, screen and action")
    func subjects() throws {
        let rule = try #require(RuleRegistry.rule(id: "unhandled_action"))
        let model = try loadModel(MarkedModel(rule.descriptor.examples.triggering[0]).text)
        let findings = RuleRunner(rules: [rule]).run(on: model)
        #expect(findings.map(\.coordinator) == ["WeatherCoordinator", "WeatherCoordinator"])
        #expect(findings.map(\.screen) == ["forecast", "radar"])
        #expect(findings.map(\.action) == ["didTapShare", "didTapLayer"])
    }
}
