import FlowExtraction
import FlowGraphKit
import FlowModel
import Foundation
import Testing

@Suite("Pipeline inputs and outputs")
struct PipelineInputTests {
    let harbour = """
    version: 1
    coordinators:
      - name: HarbourCoordinator
        entries: [quay]
        screens: [quay]
        transitions:
          - { from: quay, kind: start, to: { coordinator: FerryCoordinator, screen: deck } }
    """
    let ferry = """
    version: 1
    coordinators:
      - name: FerryCoordinator
        screens: [deck]
    """

    @Test("a folder is searched recursively; hidden, build and test folders are skipped; files are merged")
    func folderSearch() async throws {
        let folder = try TemporaryFolder()
        try folder.write(harbour, to: "Navigation/harbour.flow.yml")
        try folder.write(ferry, to: "Navigation/Ferry/ferry.flow.json")
        try folder.write(ferry, to: ".hidden/ferry.flow.yml")
        try folder.write(ferry, to: ".build/ferry.flow.yml")
        try folder.write(ferry, to: "Tests/ferry.flow.yml")
        try folder.write(ferry, to: "FerryTests/ferry.flow.yml")
        try folder.write("not a model", to: "Navigation/notes.yml")

        try folder.write("final class Quay {}\n", to: "App/Quay.swift")
        try folder.write("final class QuayMock {}\n", to: "App/QuayMock.swift")
        try folder.write("final class QuayTests {}\n", to: "App/QuayTests.swift")

        let files = try InputCollector.inputFiles(in: [folder.path])
        #expect(files.models == [folder.path + "/Navigation/Ferry/ferry.flow.json", folder.path + "/Navigation/harbour.flow.yml"])
        #expect(files.swiftSources == [folder.path + "/App/Quay.swift"])
        let loaded = try await ModelLoading.load(paths: [folder.path])
        #expect(loaded.model.coordinators.map(\.name) == ["FerryCoordinator", "HarbourCoordinator"])
        #expect(loaded.files == files.all)
    }

    @Test("the same coordinator in two files is refused at the second declaration")
    func duplicateAcrossFiles() async throws {
        let folder = try TemporaryFolder()
        let first = try folder.write(ferry, to: "a.flow.yml")
        let second = try folder.write(ferry, to: "b.flow.yml")
        do {
            _ = try await ModelLoading.load(paths: [first, second])
            Issue.record("expected a failure")
        } catch let FlowGraphError.invalidModel(failure) {
            #expect(failure.description == "\(second):3:5: error: duplicate coordinator 'FerryCoordinator' (first declared at \(first):3:5)")
        }
    }

    @Test("problems of every file are reported together, in file order")
    func problemsOfAllFiles() async throws {
        let folder = try TemporaryFolder()
        try folder.write("version: 1\ncoordinators: 7\n", to: "a.flow.yml")
        try folder.write("version: 1\nextra: true\ncoordinators: []\n", to: "b.flow.yml")
        do {
            _ = try await ModelLoading.load(paths: [folder.path])
            Issue.record("expected a failure")
        } catch let FlowGraphError.invalidModel(failure) {
            #expect(failure.problems.map(\.description) == [
                "\(folder.path)/a.flow.yml:2:15: error: expected 'coordinators' to be a list, found '7'",
                "\(folder.path)/b.flow.yml:2:1: error: unknown key 'extra' in the model (known keys: coordinators, version)",
            ])
        }
    }

    @Test("a model file that is not UTF-8 stops the run at its line 1; a Swift source that is not is skipped and reported")
    func undecodableFiles() async throws {
        let folder = try TemporaryFolder()
        try folder.write(harbour, to: "harbour.flow.yml")
        let latin1 = Data("// Café\nfinal class Quay {}\n".utf8).map { $0 == 0xC3 ? 0xE9 : $0 }.filter { $0 != 0xA9 }
        try Data(latin1).write(to: URL(fileURLWithPath: folder.path + "/Quay.swift"))
        let loaded = try await ModelLoading.load(paths: [folder.path])
        #expect(loaded.skippedFiles == [SkippedFile(path: folder.path + "/Quay.swift", reason: "the file is not valid UTF-8 text")])
        #expect(loaded.model.coordinators.map(\.name) == ["HarbourCoordinator"])
        #expect(loaded.files == [folder.path + "/harbour.flow.yml", folder.path + "/Quay.swift"])

        try Data([0x76, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: folder.path + "/ferry.flow.yml"))
        do {
            _ = try await ModelLoading.load(paths: [folder.path])
            Issue.record("expected a failure")
        } catch let FlowGraphError.invalidModel(failure) {
            #expect(failure.description == "\(folder.path)/ferry.flow.yml:1:1: error: the file is not valid UTF-8 text")
        }
    }

    @Test("contents already read (as from a git revision) load like files, keeping their paths")
    func contentsAlreadyRead() async throws {
        let contents = InputContents(
            swiftSources: [],
            modelFiles: [SourceFile(path: "nav/harbour.flow.yml", text: harbour), SourceFile(path: "nav/ferry.flow.yml", text: ferry)]
        )
        let loaded = try await ModelLoading.load(contents)
        #expect(loaded.model.coordinators.map(\.name) == ["FerryCoordinator", "HarbourCoordinator"])
        #expect(loaded.files == ["nav/harbour.flow.yml", "nav/ferry.flow.yml"])
        #expect(loaded.model.coordinators.first?.location?.file == "nav/ferry.flow.yml")
    }

    @Test("a missing path, a file that is neither Swift nor a model, and a folder without inputs are bad input")
    func badPaths() throws {
        let folder = try TemporaryFolder()
        let notes = try folder.write("x", to: "notes.txt")
        #expect(throws: FlowGraphError.self) { try InputCollector.inputFiles(in: [folder.path + "/missing"]) }
        do {
            _ = try InputCollector.inputFiles(in: [notes])
            Issue.record("expected a failure")
        } catch {
            #expect("\(error)" == "error: \(notes): neither Swift source, a storyboard nor a model file (expected .swift, .storyboard, .flow.yml, .flow.yaml, .flow.json)")
        }
        do {
            _ = try InputCollector.inputFiles(in: [folder.path])
            Issue.record("expected a failure")
        } catch {
            #expect("\(error)" == "error: no Swift sources or model files (.flow.yml, .flow.yaml, .flow.json) found in \(folder.path)")
        }
    }

    @Test("outputs are renamed into place and leave no temporary file; a missing folder is an error")
    func atomicWrite() throws {
        let folder = try TemporaryFolder()
        let target = folder.path + "/out.json"
        try AtomicFileWriter.write(Data("first".utf8), to: target)
        try AtomicFileWriter.write(Data("second".utf8), to: target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "second")
        #expect(try folder.files() == ["out.json"])
        #expect(throws: FlowGraphError.self) { try AtomicFileWriter.write(Data(), to: folder.path + "/nope/out.json") }
        #expect(try folder.files() == ["out.json"])
    }

    private struct Interrupted: Error {}

    @Test("an output written piece by piece replaces the file whole, or leaves it as it was when the writing fails")
    func atomicWriteInPieces() throws {
        let folder = try TemporaryFolder()
        let target = folder.path + "/out.json"
        try AtomicFileWriter.write(to: target) { output in
            for piece in ["fer", "ry ", "", "deck"] { try Data(piece.utf8).withUnsafeBytes(output) }
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "ferry deck")
        #expect(throws: Interrupted.self) {
            try AtomicFileWriter.write(to: target) { output in
                try Data("half a ferry".utf8).withUnsafeBytes(output)
                throw Interrupted()
            }
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "ferry deck")
        #expect(try folder.files() == ["out.json"])
        let missing = folder.path + "/nope/out.json"
        let refusal = #expect(throws: FlowGraphError.self) { try AtomicFileWriter.write(to: missing) { _ in } }
        #expect(refusal?.description == "error: \(missing): cannot write (No such file or directory)")
    }

    @Test("an output that is one of the inputs is refused, also through another spelling of the path")
    func refusesOverwritingInput() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(ferry, to: "ferry.flow.yml")
        #expect(throws: FlowGraphError.self) {
            try OutputDestination(path: folder.path + "/./ferry.flow.yml").write(Data("x".utf8), inputs: [input])
        }
        #expect(try String(contentsOfFile: input, encoding: .utf8) == ferry)
    }

    @Test("render formats come from the output's extension when --format is not given")
    func formats() throws {
        #expect(RenderFormat(outputPath: "a/b.SVG") == .svg)
        #expect(RenderFormat(outputPath: "flow.gv") == .dot)
        #expect(RenderFormat(outputPath: "flow.mmd") == .mermaid)
        #expect(RenderFormat(outputPath: "flow.txt") == nil)
    }
}
