import FlowReporters
import FlowRules
import Foundation

/// A fresh folder under the system's temporary directory, removed when the test is done with it.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "flowgraph-kit-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` to `relative` (creating folders) and returns the full path.
    @discardableResult
    func write(_ text: String, to relative: String) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true
        )
        try text.write(toFile: full, atomically: false, encoding: .utf8)
        return full
    }

    /// The names of the files directly in `relative`, sorted.
    func files(in relative: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path + "/" + relative).sorted()
    }
}

extension TemporaryFolder {
    /// Runs `git` in the folder with a fixed identity and returns what it printed.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Flowgraph Tests", "-c", "user.email=tests@flowgraph.invalid"]
            + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: path)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "git \(arguments) failed"])
        }
        return text
    }

}

extension TemporaryFolder {
    /// The fixture apps of the extractor's tests, one folder each.
    static let fixtureApps = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FlowExtractionTests/Fixtures")

    /// The app's `expected-findings.txt`: its findings in Xcode form, paths relative to the app.
    static func expectedFindings(of app: String) throws -> String {
        try String(contentsOf: fixtureApps.appendingPathComponent("\(app)/expected-findings.txt"), encoding: .utf8)
    }

    /// `findings` in Xcode form with paths relative to this folder, as `expected-findings.txt` has them.
    func xcodeReport(_ findings: [Finding]) throws -> String {
        try XcodeReporter().report(findings).replacingOccurrences(of: path + "/", with: "")
    }

    /// Copies a fixture app's Swift files without the `/*↓*/` position markers the extractor's tests use, so
    /// that positions are those of the plain sources.
    func copyFixtureApp(_ app: String) throws {
        let root = Self.fixtureApps.appendingPathComponent(app)
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
            try write(text.replacingOccurrences(of: "/*↓*/", with: ""), to: relative)
        }
    }
}
