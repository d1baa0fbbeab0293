import FlowDocs
import FlowGraphKit
import Foundation
import Testing

@Suite("Writing the docs folder")
struct DocsDirectoryWriterTests {
    /// A fresh folder, removed when the test is done.
    final class Folder {
        let path = NSTemporaryDirectory() + "flowgraph-docs-" + UUID().uuidString

        init() throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit {
            try? FileManager.default.removeItem(atPath: path)
        }

        func files(in relative: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: path + "/" + relative).sorted()
        }
    }

    private func site(_ names: [String]) -> DocsSite {
        DocsSite(files: names.map { DocsSite.File(path: $0, contents: Data($0.utf8)) }
            + [DocsSite.File(path: DocsSite.markerFile, contents: Data())])
    }

    @Test("a new folder gets the whole site; writing again replaces it, leaving no old file and no temporary")
    func replaces() throws {
        let folder = try Folder()
        let output = folder.path + "/docs"
        try DocsDirectoryWriter.write(site(["index.html", "coordinator-A.html"]), to: output, inputs: [])
        #expect(try folder.files(in: "docs") == [DocsSite.markerFile, "coordinator-A.html", "index.html"])
        try DocsDirectoryWriter.write(site(["index.html", "coordinator-B.html"]), to: output, inputs: [])
        #expect(try folder.files(in: "docs") == [DocsSite.markerFile, "coordinator-B.html", "index.html"])
        #expect(try folder.files(in: "") == ["docs"])
    }

    @Test("a folder of other files, a file, or a folder holding an input is refused and left as it was")
    func refuses() throws {
        let folder = try Folder()
        let sources = folder.path + "/Sources"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        let input = sources + "/App.swift"
        try Data("struct App {}".utf8).write(to: URL(fileURLWithPath: input))

        #expect(throws: FlowGraphError.self) {
            try DocsDirectoryWriter.write(site(["index.html"]), to: sources, inputs: [])
        }
        #expect(throws: FlowGraphError.self) {
            try DocsDirectoryWriter.write(site(["index.html"]), to: input, inputs: [])
        }
        #expect(throws: FlowGraphError.self) {
            try DocsDirectoryWriter.write(site(["index.html"]), to: folder.path, inputs: [input])
        }
        #expect(try folder.files(in: "Sources") == ["App.swift"])
        #expect(try folder.files(in: "") == ["Sources"])
    }

    @Test("the pipeline loads models, checks them and writes the site; bad options are refused before anything runs")
    func pipeline() async throws {
        let folder = try Folder()
        let model = folder.path + "/ferry.flow.yml"
        try Data("""
            version: 1
            coordinators:
              - name: Ferry
                entries: [sailings]
                screens: [sailings, cabins, lostProperty]
                transitions:
                  - { from: sailings, action: didPick, mode: push, to: cabins }
            """.utf8).write(to: URL(fileURLWithPath: model))
        let loaded = try await ModelLoading.load(paths: [model])
        let options = try DocsPipeline.options(format: .html, title: "Ferry", sourceURLPrefix: "https://example.com/")
        try DocsPipeline.write(loaded, options: options, to: folder.path + "/site")
        #expect(try folder.files(in: "site") == [
            DocsSite.markerFile, "coordinator-Ferry.html", "index.html", "style.css",
        ])
        let page = try String(contentsOfFile: folder.path + "/site/coordinator-Ferry.html", encoding: .utf8)
        #expect(page.contains("unreachable_screen"))

        #expect(throws: FlowGraphError.self) {
            try DocsPipeline.options(format: .html, title: "Ferry", sourceURLPrefix: "javascript:alert(1)")
        }
    }
}
