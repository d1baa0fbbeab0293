import Foundation
import Testing
import Yams

/// `action.yml` is read by GitHub only: Tests/action-check.sh runs the script its steps call, and these tests hold
/// the manifest to that script, so a renamed input, step or output cannot break the action unnoticed.
@Suite("action.yml")
struct ActionManifestTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private struct Action: Decodable {
        let inputs: [String: Input]
        let outputs: [String: Output]
        let runs: Runs
    }

    private struct Input: Decodable {
        let description: String
        let `default`: String
    }

    private struct Output: Decodable {
        let value: String
    }

    private struct Runs: Decodable {
        let using: String
        let steps: [Step]
    }

    private struct Step: Decodable {
        let id: String?
        let run: String?
        let env: [String: String]?
    }

    private func action() throws -> Action {
        let text = try String(contentsOf: Self.root.appendingPathComponent("action.yml"), encoding: .utf8)
        return try YAMLDecoder().decode(Action.self, from: text)
    }

    private func script() throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent("Scripts/flowgraph-action.sh"), encoding: .utf8)
    }

    /// The inputs `text` refers to, in `${{ inputs.NAME }}` or in an `if:` condition.
    private func inputsUsed(in text: String) -> Set<String> {
        Set(text.matches(of: /inputs\.([a-z][a-z-]*)/).map { String($0.output.1) })
    }

    @Test("a composite action whose steps are the script's steps, in order")
    func stepsCallTheScript() throws {
        let action = try action()
        #expect(action.runs.using == "composite")
        let calls = action.runs.steps.compactMap(\.run).map {
            $0.replacingOccurrences(of: #"bash "$GITHUB_ACTION_PATH/Scripts/flowgraph-action.sh" "#, with: "")
        }
        #expect(calls == ["cache-key", "install-graphviz build", "build", "install-graphviz runtime", "check", "diff"])
        let script = try script()
        for step in Set(calls.map { String($0.prefix { $0 != " " }) }) {
            #expect(script.contains("\n    \(step)) "), "the script has no step \(step)")
        }
    }

    @Test("every input is handed to a step, and every input a step is handed is declared")
    func inputsAreUsed() throws {
        let action = try action()
        let text = try String(contentsOf: Self.root.appendingPathComponent("action.yml"), encoding: .utf8)
        #expect(inputsUsed(in: text) == Set(action.inputs.keys))
        // Each INPUT_X a step sets is read by the script under that name.
        let script = try script()
        let handed = Set(action.runs.steps.flatMap { ($0.env ?? [:]).keys }.filter { $0.hasPrefix("INPUT_") })
        #expect(handed == ["INPUT_PATHS", "INPUT_CONFIG", "INPUT_BASELINE", "INPUT_SARIF_FILE", "INPUT_STRICT", "INPUT_BASE_REF"])
        for name in handed {
            #expect(script.contains("${\(name):"), "the script does not read \(name)")
        }
    }

    @Test("the outputs are those the check step writes to GITHUB_OUTPUT")
    func outputsComeFromTheCheckStep() throws {
        let action = try action()
        #expect(action.runs.steps.contains { $0.id == "check" && $0.run?.hasSuffix(" check") == true })
        for (name, output) in action.outputs {
            #expect(output.value == "${{ steps.check.outputs.\(name) }}")
        }
        // What the script's check() writes, up to the closing brace of the function.
        let script = try script()
        let start = try #require(script.firstRange(of: "\ncheck() {"))
        let end = try #require(script[start.upperBound...].firstRange(of: "\n}\n"))
        let written = Set(script[start.upperBound..<end.lowerBound].matches(of: /echo "([a-z-]+)=\$/).map { String($0.output.1) })
        #expect(written == Set(action.outputs.keys))
    }
}
