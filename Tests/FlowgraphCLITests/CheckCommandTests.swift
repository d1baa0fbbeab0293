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

    @Test("a Swift file that cannot be read is a warning and the run goes on; extract and diff say so on stderr")
    func skippedFile() throws {
        let folder = NSTemporaryDirectory() + "flowgraph-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: FlowgraphProcess.fixtures + "/bakery-clean.flow.yml", toPath: folder + "/bakery.flow.yml")
        try Data([0x00, 0xC0, 0xFF, 0x7F]).write(to: URL(fileURLWithPath: folder + "/Logo.swift"))
        let warning = "Logo.swift:1:1: warning: not read: the file is not valid UTF-8 text; any navigation in it is missing from the model [skipped_file]\n"

        let check = try FlowgraphProcess.run(["check", "."], in: folder)
        #expect(check.status == 0)
        #expect(check.standardOutput == warning)
        #expect(check.standardError == "")
        #expect(try FlowgraphProcess.run(["check", "--strict", "."], in: folder).status == 1)

        let extract = try FlowgraphProcess.run(["extract", "."], in: folder)
        #expect(extract.status == 0)
        #expect(extract.standardOutput.contains(#""name" : "BakeryCoordinator""#))
        #expect(extract.standardError == warning)

        let diff = try FlowgraphProcess.run(["diff", "bakery.flow.yml", "."], in: folder)
        #expect(diff.status == 0)
        #expect(diff.standardError == warning)
    }

    @Test("a YAML alias bomb is refused in one line with exit 2")
    func aliasBomb() throws {
        let folder = NSTemporaryDirectory() + "flowgraph-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let actions = Array(repeating: "x", count: 1_000).joined(separator: ", ")
        let screens = Array(repeating: "*s", count: 999).joined(separator: ", ")
        let coordinators = Array(repeating: "  - *c", count: 999).joined(separator: "\n")
        try """
            version: 1
            coordinators:
              - &c
                name: Laughs
                screens: [&s { name: a, actions: [\(actions)] }, \(screens)]
            \(coordinators)
            """.write(toFile: folder + "/laughs.flow.yml", atomically: true, encoding: .utf8)
        let result = try FlowgraphProcess.run(["check", "laughs.flow.yml"], in: folder)
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("laughs.flow.yml:") && $0.hasSuffix("(a \"billion laughs\" document); write the values out") })
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
            #expect(result.standardError == "error: Unknown option '--colour'\n")
        }
    }
}
