import Foundation
import Testing

@Suite("flowgraph check")
struct CheckCommandTests {
    @Test("a clean model prints nothing and exits 0")
    func clean() throws {
        let result = try FlowgraphProcess.run(["check", "bakery-clean.flow.yml"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "")
    }

    @Test("error-level findings are printed in Xcode form and exit 1")
    func errors() throws {
        let result = try FlowgraphProcess.run(["check", "bakery-faults.flow.yml"])
        #expect(result.status == 1)
        #expect(result.standardOutput == """
        bakery-faults.flow.yml:9:9: error: screen 'oven' of BakeryCoordinator is not reachable from any entry [unreachable_screen]
        bakery-faults.flow.yml:11:9: error: sheet from 'counter' on 'didTapReceipt' goes to screen 'receipt', which BakeryCoordinator does not declare [unknown_destination]

        """)
    }

    @Test("warnings alone exit 0, and 1 with --strict")
    func strict() throws {
        let relaxed = try FlowgraphProcess.run(["check", "bakery-loop.flow.yml"])
        #expect(relaxed.status == 0)
        #expect(relaxed.standardOutput.hasPrefix("bakery-loop.flow.yml:12:9: warning: navigation cycle grows the stack"))
        let strict = try FlowgraphProcess.run(["check", "--strict", "bakery-loop.flow.yml"])
        #expect(strict.status == 1)
        #expect(strict.standardOutput == relaxed.standardOutput)
    }

    @Test("unreadable input: one line naming file, line and column; exit 2; nothing on stdout")
    func brokenInput() throws {
        let result = try FlowgraphProcess.run(["check", "bakery-broken.flow.yml"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == """
        bakery-broken.flow.yml:5:1: error: invalid YAML: did not find expected ',' or ']' while parsing a flow sequence

        """)
    }

    @Test("several reporters in one run: xcode to stdout and json to a file")
    func severalReporters() throws {
        let folder = NSTemporaryDirectory() + "flowgraph-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = folder + "/findings.json"
        let result = try FlowgraphProcess.run(["check", "bakery-faults.flow.yml", "--reporter", "xcode", "--reporter", "json:\(report)"])
        #expect(result.status == 1)
        #expect(result.standardOutput.components(separatedBy: "\n").count == 3)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any]
        let counts = json?["counts"] as? [String: Int]
        #expect(counts == ["error": 2, "warning": 0, "info": 0, "note": 0])
        let rules = (json?["findings"] as? [[String: Any]])?.compactMap { $0["rule"] as? String }
        #expect(rules == ["unreachable_screen", "unknown_destination"])
    }

    @Test("bad usage exits 2: unknown reporter, unknown option, missing path", arguments: [
        (["check", "--reporter", "yaml", "bakery-clean.flow.yml"], "error: unknown reporter 'yaml' (expected one of: xcode, json, sarif, github, junit, checkstyle, markdown, summary)\n"),
        (["check", "--colour"], nil),
        (["check", "no-such-file.flow.yml"], "error: no-such-file.flow.yml: no such file or folder\n"),
    ] as [([String], String?)])
    func badUsage(arguments: [String], message: String?) throws {
        let result = try FlowgraphProcess.run(arguments)
        #expect(result.status == 2)
        if let message {
            #expect(result.standardError == message)
        } else {
            #expect(result.standardError.hasPrefix("Error: Unknown option '--colour'"))
        }
    }
}
