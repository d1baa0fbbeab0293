import FlowExtraction
import FlowGraphKit
import FlowModel
import Foundation
import Testing

/// The inputs `Fuzz/run.sh` keeps (`Fuzz/Corpus`: seeds and every input that found a bug), replayed through the
/// pipeline on every test run, so a fixed crash stays fixed without building the fuzzers.
@Suite("Fuzz corpus replayed")
struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    static func inputs(of target: String) -> [String] {
        let folder = corpus.appendingPathComponent(target).path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    static func bytes(_ target: String, _ name: String) throws -> Data {
        try Data(contentsOf: corpus.appendingPathComponent(target).appendingPathComponent(name))
    }

    @Test("the corpus is there", arguments: ["FuzzModelLoader", "FuzzSwiftExtractor", "FuzzRenderer"])
    func present(target: String) {
        #expect(!Self.inputs(of: target).isEmpty)
    }

    @Test("model loader inputs load or fail with positioned problems; what loads writes JSON that loads the same",
          arguments: inputs(of: "FuzzModelLoader"))
    func modelLoader(name: String) throws {
        let text = String(decoding: try Self.bytes("FuzzModelLoader", name), as: UTF8.self)
        for path in ["corpus.flow.yml", "corpus.flow.json"] {
            let model: NavigationModel
            do {
                model = try ModelFileLoader.load(text: text, path: path)
            } catch let failure as ModelLoadFailure {
                #expect(!failure.problems.isEmpty && failure.problems.allSatisfy { $0.location.file == path && $0.location.line >= 1 })
                continue
            }
            let json = String(decoding: try model.jsonData(), as: UTF8.self)
            #expect(try ModelFileLoader.load(text: json, path: "again.flow.json") == model.normalized())
        }
    }

    @Test("extractor inputs (files split at NUL bytes) go through extraction, every rule and the JSON writer",
          arguments: inputs(of: "FuzzSwiftExtractor"))
    func swiftExtractor(name: String) async throws {
        let parts = try Self.bytes("FuzzSwiftExtractor", name).split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
        let files = parts.enumerated().map { index, bytes in
            SourceFile(path: "Sources/Fuzz\(index).swift", text: String(decoding: bytes, as: UTF8.self))
        }
        let loaded = try await ModelLoading.load(InputContents(swiftSources: files, modelFiles: []))
        let findings = FlowCheck.findings(in: loaded)
        #expect(findings.allSatisfy { $0.location.map { $0.line >= 1 && $0.column >= 1 } ?? true })
        // Reading the JSON back gives the same navigation; locations the extractor left empty are then filled with
        // positions in the JSON file, as for any model file, which the diff rightly ignores.
        let json = String(decoding: try loaded.model.jsonData(), as: UTF8.self)
        let reloaded = try ModelFileLoader.load(text: json, path: "extracted.flow.json")
        #expect(NavigationDiff(from: loaded.model, to: reloaded).isEmpty)
    }
}
