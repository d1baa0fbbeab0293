import Foundation
import Testing

/// Runs stopped from outside — by a signal or by `--timeout` — exit with a defined status, say why in one line,
/// and leave no output and no temporary file behind.
@Suite("Stopped runs")
struct StoppedRunTests {
    /// A folder holding a model big enough that laying it out takes seconds, not milliseconds.
    final class BigModel {
        let folder = NSTemporaryDirectory() + "flowgraph-stopped-" + UUID().uuidString

        init() throws {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var lines = ["version: 1", "coordinators:"]
            for coordinator in 0..<40 {
                lines += ["  - name: Harbour\(coordinator)Coordinator", "    entries: [quay0]", "    screens:"]
                lines += (0..<15).map { "      - { name: quay\($0), actions: [next, jump] }" }
                lines.append("    transitions:")
                for screen in 0..<15 {
                    lines.append("      - { from: quay\(screen), action: next, mode: push, to: quay\((screen + 1) % 15) }")
                    let other = (coordinator + 1) % 40
                    lines.append(
                        "      - { from: quay\(screen), action: jump, kind: start, mode: sheet, "
                            + "to: { coordinator: Harbour\(other)Coordinator, screen: quay\((screen * 7) % 15) } }"
                    )
                }
            }
            try (lines.joined(separator: "\n") + "\n").write(toFile: folder + "/harbours.flow.yml", atomically: false, encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        /// The files in the folder besides the model.
        func outputs() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != "harbours.flow.yml" }.sorted()
        }
    }

    @Test("--timeout stops a render with status 2 and one line, writing nothing")
    func timeout() throws {
        let model = try BigModel()
        let result = try FlowgraphProcess.run(
            ["render", "harbours.flow.yml", "--output", "harbours.svg", "--timeout", "0.2"], in: model.folder
        )
        #expect(result.status == 2)
        #expect(result.standardError == "error: timed out after 0.2 s (--timeout); no output was written\n")
        #expect(try model.outputs() == [])
    }

    @Test("SIGINT and SIGTERM stop a render with 128 + the signal, writing nothing", arguments: [SIGINT, SIGTERM])
    func signals(number: Int32) throws {
        let model = try BigModel()
        let process = Process()
        process.executableURL = FlowgraphProcess.executable
        process.arguments = ["render", "harbours.flow.yml", "--output", "harbours.svg"]
        process.currentDirectoryURL = URL(fileURLWithPath: model.folder)
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Long enough for the handlers to be installed, far shorter than the layout.
        Thread.sleep(forTimeInterval: 0.4)
        kill(process.processIdentifier, number)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 128 + number)
        let name = number == SIGINT ? "interrupted" : "terminated"
        #expect(message == "error: \(name); no output was written\n")
        #expect(try model.outputs() == [])
    }

    @Test("a --timeout that is not a positive number is a usage error", arguments: ["0", "-1", "soon"])
    func badTimeout(value: String) throws {
        let result = try FlowgraphProcess.run(["check", "garden.flow.yml", "--timeout", value])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
    }
}
