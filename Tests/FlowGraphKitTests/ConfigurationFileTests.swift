import FlowGraphKit
import FlowModel
import FlowTestSupport
import Testing

@Suite("Configuration file")
struct ConfigurationFileTests {
    @Test("every key is read")
    func everyKey() throws {
        let configuration = try ConfigurationFile.load(text: """
            included: [Sources, "Modules/**/Navigation"]
            excluded:
              - Sources/Legacy
            skipped_folders: [ThirdParty]
            disabled_rules: [unused_action]
            severity:
              navigation_cycle: error
              unresolved_navigation: info
            entries:
              - CheckoutCoordinator.receipt
            ignored_screens: [CheckoutCoordinator.debugMenu]
            allowed_cycles:
              - [CatalogCoordinator.product, CatalogCoordinator.related]
            strict: true
            """, path: "flowgraph.yml")
        #expect(configuration.included == ["Sources", "Modules/**/Navigation"])
        #expect(configuration.excluded == ["Sources/Legacy"])
        #expect(configuration.skippedFolders == ["ThirdParty"])
        #expect(configuration.disabledRules == ["unused_action"])
        #expect(configuration.severities == ["navigation_cycle": .error, "unresolved_navigation": .info])
        #expect(configuration.entries.map(\.description) == ["CheckoutCoordinator.receipt"])
        #expect(configuration.entries.first?.location == SourceLocation(file: "flowgraph.yml", line: 10, column: 5))
        #expect(configuration.ignoredScreens.map(\.description) == ["CheckoutCoordinator.debugMenu"])
        #expect(configuration.allowedCycles.map { $0.map(\.description) } == [["CatalogCoordinator.product", "CatalogCoordinator.related"]])
        #expect(configuration.strict)
    }

    @Test("an empty file, and keys set to null, change nothing")
    func empty() throws {
        #expect(try ConfigurationFile.load(text: "", path: "a.yml") == CheckConfiguration())
        #expect(try ConfigurationFile.load(text: "# nothing yet\nincluded:\nseverity: ~\n", path: "a.yml") == CheckConfiguration())
    }

    @Test("problems are errors at their line and column", arguments: [
        ("↓colour: true\n", "unknown key 'colour' (known keys: allowed_cycles, disabled_rules, entries, excluded, ignored_screens, included, severity, skipped_folders, strict)"),
        ("included: ↓Sources\n", "expected 'included' to be a list, found 'Sources'"),
        ("excluded: [Sources, ↓[Legacy]]\n", "expected 'excluded' to hold strings, found a list"),
        ("skipped_folders: ↓ThirdParty\n", "expected 'skipped_folders' to be a list, found 'ThirdParty'"),
        ("skipped_folders: [Pods, ↓../ThirdParty]\n", "expected a folder name in 'skipped_folders', found the path '../ThirdParty' (use 'excluded' for paths)"),
        ("disabled_rules:\n  - unused_action\n  - ↓unused_actions\n", "unknown rule 'unused_actions' in 'disabled_rules' (known rules: \(CheckConfiguration.knownRuleIDs.joined(separator: ", ")))"),
        ("severity:\n  navigation_cycle: ↓fatal\n", "unknown severity 'fatal' for navigation_cycle (expected one of: error, warning, info, note)"),
        ("severity: ↓[navigation_cycle]\n", "expected 'severity' to be a mapping of rule ids to levels, found a list"),
        ("entries: [↓receipt]\n", "expected a screen as 'Coordinator.screen' in 'entries', found 'receipt'"),
        ("allowed_cycles:\n  - ↓CatalogCoordinator.product\n", "expected 'allowed_cycles' to be a list, found 'CatalogCoordinator.product'"),
        ("strict: ↓sometimes\n", "expected 'strict' to be true or false, found 'sometimes'"),
        ("↓- included\n", "expected the configuration to be a mapping of keys, found a list"),
        ("included: [Sources\n↓", "invalid YAML: did not find expected ',' or ']' while parsing a flow sequence"),
        (
            "included: " + String(repeating: "[", count: 64) + "↓" + String(repeating: "[", count: 9_936) + String(repeating: "]", count: 10_000),
            "lists and mappings nested deeper than 64 levels, flowgraph's limit"
        ),
    ])
    func problem(marked: String, message: String) throws {
        let input = MarkedText(marked)
        let position = try #require(input.positions.first)
        do {
            _ = try ConfigurationFile.load(text: input.text, path: ".flowgraph.yml")
            Issue.record("expected a failure")
        } catch let FlowGraphError.invalidModel(failure) {
            #expect(failure.description == ".flowgraph.yml:\(position): error: \(message)")
        }
    }

    @Test("every problem of a file is reported in one run, in file order")
    func allProblems() throws {
        let input = MarkedText("""
            ↓include: [Sources]
            severity:
              ↓navigation_cycles: error
              unreachable_screen: ↓high
            """)
        do {
            _ = try ConfigurationFile.load(text: input.text, path: "c.yml")
            Issue.record("expected a failure")
        } catch let FlowGraphError.invalidModel(failure) {
            #expect(failure.problems.map { "\($0.location.line):\($0.location.column)" } == input.positions.map(\.description))
        }
    }

    @Test("command-line settings override the file's: severities win, disabled rules add up, strict holds")
    func override() throws {
        var file = CheckConfiguration()
        file.severities = ["navigation_cycle": .error, "unused_action": .warning]
        file.disabledRules = ["unhandled_action"]
        let flags = try CheckConfiguration(
            disabledRules: ["unused_action"], severities: ["navigation_cycle=note"], strict: true
        )
        let merged = file.overridden(by: flags)
        #expect(merged.severities == ["navigation_cycle": .note, "unused_action": .warning])
        #expect(merged.disabledRules == ["unhandled_action", "unused_action"])
        #expect(merged.strict)
    }

    @Test("bad command-line settings name the option", arguments: [
        (["nope"], [String](), "error: --disable-rule nope: unknown rule (known rules: \(CheckConfiguration.knownRuleIDs.joined(separator: ", ")))"),
        ([], ["navigation_cycle"], "error: --severity navigation_cycle: expected RULE=LEVEL, e.g. navigation_cycle=error"),
        ([], ["navigation_cycle=loud"], "error: --severity navigation_cycle=loud: unknown severity 'loud' (expected one of: error, warning, info, note)"),
    ])
    func badFlags(disabled: [String], severities: [String], message: String) {
        do {
            _ = try CheckConfiguration(disabledRules: disabled, severities: severities, strict: false)
            Issue.record("expected a failure")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
