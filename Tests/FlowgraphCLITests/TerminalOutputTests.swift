import Foundation
import Testing

/// What a person at a terminal sees: `script` gives the binary a pseudo-terminal, as an interactive shell would.
@Suite("flowgraph check on a terminal", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct TerminalOutputTests {
    private static let escape = "\u{1B}["

    /// Runs `flowgraph arguments` under a pseudo-terminal in `directory` and returns everything it wrote there.
    private func onTerminal(_ arguments: [String], in directory: String = FlowgraphProcess.fixtures, environment: [String: String] = [:]) throws -> String {
        let command = ([FlowgraphProcess.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        // The test runner's own environment may ask for no colour; each test says what it wants.
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "NO_COLOR" }
            .merging(["XDG_CACHE_HOME": FlowgraphProcess.cacheHome]) { _, new in new }
            .merging(environment) { _, new in new }
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }

    @Test("findings are coloured by severity on a terminal, and not with --no-color or NO_COLOR")
    func colour() throws {
        let coloured = try onTerminal(["check", "bakery-faults.flow.yml"])
        #expect(coloured.hasPrefix(Self.escape + "31mbakery-faults.flow.yml:9:9: error: screen 'oven'"))
        #expect(coloured.hasSuffix("[unknown_destination]" + Self.escape + "0m\n"))
        #expect(!(try onTerminal(["check", "bakery-faults.flow.yml", "--no-color"])).contains(Self.escape))
        #expect(!(try onTerminal(["check", "bakery-faults.flow.yml"], environment: ["NO_COLOR": "1"])).contains(Self.escape))
    }

    @Test("a run over many files says how many it reads, then erases the line")
    func progress() throws {
        let folder = NSTemporaryDirectory() + "flowgraph-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for index in 0..<500 {
            try "struct Part\(index) {}\n".write(toFile: folder + "/Part\(index).swift", atomically: false, encoding: .utf8)
        }
        #expect(try onTerminal(["check", "."], in: folder) == "reading 500 files…\r" + Self.escape + "K")
    }
}
