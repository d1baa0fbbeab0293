import Foundation
import Testing

/// `flowgraph rules`: the finding catalogue, listed or one id in full.
@Suite("rules")
struct RulesCommandTests {
    @Test("without an id: every id a run can report, its default severity and one line")
    func list() throws {
        let run = try FlowgraphProcess.run(["rules"])
        #expect(run.status == 0)
        #expect(run.standardError == "")
        #expect(run.standardOutput == """
            invalid_dismiss_target       error    A dismiss(to:) from a screen where the target can never be below it on the stack
            missing_build_case           error    A screen its coordinator cannot build (no case, or only a default/fatalError arm)
            missing_entry                error    A coordinator that nothing starts and that has no entry
            navigation_cycle             warning  A cycle in which every step pushes or presents and none pops, so the stack grows without bound
            push_without_navigation      warning  A push from a screen that was presented modally without a navigation container
            skipped_file                 warning  A Swift source that could not be read, so its navigation is missing
            superfluous_disable_command  warning  A flowgraph:disable comment that suppresses no finding
            unhandled_action             warning  An action a view sends (or a declared non-idle action) that no handler turns into navigation or ignores
            unknown_destination          error    A transition that targets a screen or coordinator that is not declared
            unreachable_screen           error    A screen that no path from any entry reaches
            unresolved_navigation        note     A navigation call the extractor could not resolve
            unused_action                info     A declared action that nothing dispatches

            """)
    }

    @Test("with an id: what it finds, why, how to fix and suppress it, and its examples with the finding marked")
    func page() throws {
        let run = try FlowgraphProcess.run(["rules", "skipped_file"])
        #expect(run.status == 0)
        #expect(run.standardOutput == """
            skipped_file (default: warning)

            A Swift source that could not be read, so its navigation is missing.

            Finds: a Swift source that could not be read (not UTF-8, not a regular file, over the size limit, gone); the run goes on without it

            Why it matters: Whatever navigation the file holds is missing from the model, so the checks and drawings are incomplete without saying so otherwise.

            How to fix: Save the file as UTF-8, make it readable, or exclude it in .flowgraph.yml when it is generated code over the size limit.

            How to suppress: `disabled_rules: [skipped_file]` in .flowgraph.yml or `--disable-rule skipped_file` for every finding, `severity: {skipped_file: LEVEL}` or `--severity skipped_file=LEVEL` for another level.

            Examples: ↓ marks where each finding is reported; the tests run every one.

            Triggering example 1 (swift):

                let tides = [[[[[[[[[[[[↓[0.4]]]]]]]]]]]]]

            Non-triggering example 1 (swift):

                let tides = [[[[[[[[[[[[0.4]]]]]]]]]]]]

            """)
    }

    @Test("a rule's page in Markdown fences its model examples as YAML and says how to suppress it in source")
    func markdownPage() throws {
        let run = try FlowgraphProcess.run(["rules", "unused_action", "--format", "markdown"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("""
            ## `unused_action`

            Default severity: info. A declared action that nothing dispatches.

            **Finds:** a declared action that no view dispatches

            **Why it matters:** Dead code, or a button that was never wired up.

            **How to fix:** Send the action from the screen's view, or delete it from the action enum.

            **How to suppress:** In a Swift source, `// flowgraph:disable:next unused_action` on the line before a finding or `// flowgraph:disable unused_action` on its line; `disabled_rules: [unused_action]` in .flowgraph.yml or `--disable-rule unused_action` for every finding, `severity: {unused_action: LEVEL}` or `--severity unused_action=LEVEL` for another level.

            Examples: ↓ marks where each finding is reported; the tests run every one.

            Triggering example 1:

            ```yaml
            version: 1
            coordinators:
              - name: PlantCareCoordinator

            """))
        #expect(run.standardOutput.hasSuffix("""
                    to: plant
            ```

            """))
    }

    @Test("JSON: every descriptor in full, in id order")
    func json() throws {
        let run = try FlowgraphProcess.run(["rules", "--format", "json"])
        #expect(run.status == 0)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(entries.compactMap { $0["id"] as? String }.count == 12)
        #expect(entries.first?["id"] as? String == "invalid_dismiss_target")
        #expect(Set(entries.flatMap(\.keys)) == [
            "defaultSeverity", "description", "examples", "help", "id", "rationale", "summary", "suppression",
        ])
    }

    @Test("an unknown id or format is bad usage: one line, exit status 2")
    func unknown() throws {
        let id = try FlowgraphProcess.run(["rules", "unreachable_screens"])
        #expect(id.status == 2)
        #expect(id.standardOutput == "")
        #expect(id.standardError == "error: unknown finding id 'unreachable_screens' (flowgraph rules lists them)\n")
        let format = try FlowgraphProcess.run(["rules", "--format", "html"])
        #expect(format.status == 2)
        #expect(format.standardError == "error: The value 'html' is invalid for '--format <format>'. Please provide one of 'text', 'json' or 'markdown'.\n")
    }
}
