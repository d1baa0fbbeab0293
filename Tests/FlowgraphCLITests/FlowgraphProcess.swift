import Foundation

/// Runs the built `flowgraph` binary the way a user or a CI step does, and captures what it prints.
struct FlowgraphProcess {
    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// The binary SwiftPM built beside the test bundle (this target depends on it, so it is always fresh).
    static let executable: URL = {
        let besideBundle = Bundle.main.bundleURL.appendingPathComponent("flowgraph")
        if FileManager.default.isExecutableFile(atPath: besideBundle.path) { return besideBundle }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("flowgraph")
    }()

    /// The fixtures folder of this test target.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    /// The extraction cache folder of every run here, so that tests neither read nor fill the user's own cache.
    static let cacheHome: String = {
        let folder = NSTemporaryDirectory() + "flowgraph-cli-cache-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// Runs `flowgraph` with `arguments` in `directory` and waits for it.
    static func run(_ arguments: [String], in directory: String = fixtures) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": cacheHome]) { _, ours in ours }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting so that a large output cannot fill the pipe and block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }
}
