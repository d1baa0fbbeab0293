import FlowExtraction
import Foundation

/// A small Swift app under `Fixtures/<name>/` with its expected model (`expected-model.json`) and notes
/// (`expected.notes.txt`). Found through `#filePath`, so no bundle resources are needed.
struct FixtureApp {
    let name: String
    let directory: URL
    /// The app's Swift files, markers removed, with paths relative to the app folder.
    let files: [SourceFile]
    /// Every marked position as "path:line:column".
    let markedPositions: Set<String>

    init(_ name: String) throws {
        self.name = name
        // `#filePath` here is this file, Support/FixtureApp.swift, two levels below the test target's folder.
        directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: directory.path) else { throw MissingFixture(path: directory.path) }
        var files: [SourceFile] = []
        var positions: Set<String> = []
        for path in try Self.swiftFiles(in: directory) {
            let marked = MarkedSource(
                try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8),
                marker: MarkedSource.fileMarker
            )
            files.append(SourceFile(path: path, text: marked.text))
            positions.formUnion(marked.positions.map { "\(path):\($0)" })
        }
        self.files = files
        markedPositions = positions
    }

    func expected(_ file: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
    }

    /// Rewrites an expected file; used only when FLOWGRAPH_UPDATE_FIXTURES=1, and the result is reviewed by hand.
    func record(_ text: String, as file: String) throws {
        try text.write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }

    private static func swiftFiles(in directory: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }
}

struct MissingFixture: Error, CustomStringConvertible {
    let path: String
    var description: String { "no fixture folder at \(path)" }
}
