import FlowExtraction
@testable import FlowGraphKit
import FlowModel
import Foundation
import Testing

/// Model files read from disk are loaded from their bytes when they are ASCII, and from their text otherwise; both
/// ways give the model, and the problems, that loading the same text gives.
@Suite("Model files read as bytes")
struct ModelFileBytesTests {
    static let ferry = """
    version: 1
    coordinators:
      - name: FerryCoordinator
        entries: [quay]
        screens: [quay, timetable]
        transitions:
          - { from: quay, action: didTapTimetable, mode: push, to: timetable }
    """

    private func loadedFromText(_ text: String, path: String) async throws -> NavigationModel {
        try await ModelLoading.load(InputContents(swiftSources: [], modelFiles: [SourceFile(path: path, text: text)])).model
    }

    @Test("an ASCII file is kept as bytes and loads to the model its text loads to")
    func asciiFileLoadsFromBytes() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Self.ferry, to: "ferry.flow.yml")
        guard case let .success(.bytes(readPath, data)) = InputFileReader.readModelFile(path) else {
            Issue.record("expected the file's bytes")
            return
        }
        #expect(readPath == path)
        #expect(data == Data(Self.ferry.utf8))
        let loaded = try await ModelLoading.load(paths: [path])
        #expect(loaded.model == (try await loadedFromText(Self.ferry, path: path)))
        #expect(loaded.model.coordinators.first?.transitions.first?.location == SourceLocation(file: path, line: 7, column: 9))
    }

    @Test("a file with characters beyond ASCII is read as text, and one that is not UTF-8 is refused")
    func otherFilesAreText() async throws {
        let folder = try TemporaryFolder()
        let crossing = Self.ferry.replacingOccurrences(of: "timetable", with: "Überfahrt")
        let path = try folder.write(crossing, to: "crossing.flow.yml")
        guard case let .success(.text(file)) = InputFileReader.readModelFile(path) else {
            Issue.record("expected the file's text")
            return
        }
        #expect(file == SourceFile(path: path, text: crossing))
        #expect((try await ModelLoading.load(paths: [path])).model == (try await loadedFromText(crossing, path: path)))

        let binary = folder.path + "/binary.flow.json"
        try Data([0x7B, 0x22, 0xFF, 0x22, 0x7D]).write(to: URL(fileURLWithPath: binary))
        guard case let .failure(refusal) = InputFileReader.readModelFile(binary) else {
            Issue.record("expected a refusal")
            return
        }
        #expect(refusal.reason == "the file is not valid UTF-8 text")
    }

    @Test("an ASCII file with a problem reports it at its position, as its text does")
    func asciiFileWithAProblem() async throws {
        let folder = try TemporaryFolder()
        let broken = Self.ferry.replacingOccurrences(of: "mode: push", with: "mode: drift")
        let path = try folder.write(broken, to: "broken.flow.yml")
        var messages: [String] = []
        let loads: [() async throws -> NavigationModel] = [
            { try await ModelLoading.load(paths: [path]).model },
            { try await loadedFromText(broken, path: path) },
        ]
        for load in loads {
            do {
                _ = try await load()
                Issue.record("expected a failure")
            } catch let FlowGraphError.invalidModel(failure) {
                messages.append(failure.description)
            }
        }
        #expect(messages.count == 2)
        #expect(messages.first == messages.last)
        #expect(messages.first?.hasPrefix("\(path):7:") == true)
    }
}
