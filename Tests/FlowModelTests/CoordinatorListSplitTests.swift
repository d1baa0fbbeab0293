import Foundation
import Testing
@testable import FlowModel

/// A large JSON model's coordinator list is read in two halves at once. The reader of the whole file must take
/// the second half over exactly where it began, and read on by itself wherever the guess was wrong: the model is
/// the one a single reader gives, positions included.
@Suite("Coordinator list read in two halves")
struct CoordinatorListSplitTests {
    /// Forty coastal coordinators whose screens and transitions have no location, so that the positions of the
    /// JSON text itself are theirs; some names go beyond ASCII, which columns count as one character.
    static func coast() -> NavigationModel {
        NavigationModel(coordinators: (0..<40).map { number in
            let name = "Lighthouse\(number / 10)\(number % 10)Coordinator"
            return Coordinator(
                name: name, entries: [Entry(screen: "quay")],
                screens: ["quay", "Mole \(number) ⚓", "pier"].map { Screen(name: $0, actions: [Action(name: "didTapMole")]) },
                transitions: [
                    Transition(
                        from: "quay", action: "didTapMole", kind: .present, mode: .push,
                        to: Target(coordinator: name, screen: "Mole \(number) ⚓")
                    ),
                    Transition(from: "pier", kind: .dismiss),
                ]
            )
        })
    }

    private static func json(_ model: NavigationModel) throws -> String {
        String(decoding: try model.jsonData(), as: UTF8.self)
    }

    /// Reads `text`, the reader of the whole taking over from a split reading `splitText` from `offset`.
    private func read(_ text: String, splitAt offset: Int?, over splitText: String? = nil) -> NavigationModel? {
        var text = text
        var splitText = splitText ?? text
        text.makeContiguousUTF8()
        splitText.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            splitText.utf8.withContiguousStorageIfAvailable { splitBytes in
                let split = offset.map {
                    CoordinatorListSplit.start(
                        at: $0, events: JSONModelEvents(splitBytes, coordinatorAt: $0), path: "coast.flow.json", known: [:]
                    )
                }
                defer { _ = split?.finish() }
                var reader = ModelEventReader(events: JSONModelEvents(bytes), path: "coast.flow.json", known: [:], split: split)
                return reader.read()
            } ?? nil
        } ?? nil
    }

    @Test("the guess is a coordinator's opening brace after the middle of the file")
    func likelyStart() throws {
        var text = try Self.json(Self.coast())
        text.makeContiguousUTF8()
        let offset = try #require(text.utf8.withContiguousStorageIfAvailable(CoordinatorListSplit<JSONModelEvents>.likelyStart) ?? nil)
        let bytes = Array(text.utf8)
        #expect(offset > bytes.count / 2)
        #expect(Array(bytes[(offset - 5)...(offset + 1)]) == Array("\n    {\n".utf8))
        #expect(String(decoding: bytes[offset...], as: UTF8.self).contains("\"name\" : \"Lighthouse"))
    }

    @Test("the second half's reading is taken over where it began, and positions are those of the whole text")
    func halfTakenOver() throws {
        let text = try Self.json(Self.coast())
        let offset = try #require(text.utf8.withContiguousStorageIfAvailable(CoordinatorListSplit<JSONModelEvents>.likelyStart) ?? nil)
        let whole = try #require(read(text, splitAt: nil))
        #expect(read(text, splitAt: offset) == whole)

        // The split reads a text that differs from the whole's after the offset only, by names of the same length:
        // the model then has those names from the offset on, which only the half's reader read.
        let prefix = String(decoding: Array(text.utf8)[..<offset], as: UTF8.self)
        let rest = String(decoding: Array(text.utf8)[offset...], as: UTF8.self)
        let renamed = prefix + rest.replacingOccurrences(of: "Lighthouse", with: "Lightships")
        let mixed = try #require(read(text, splitAt: offset, over: renamed))
        #expect(mixed == read(renamed, splitAt: nil))
        #expect(mixed != whole)
        #expect(mixed.coordinators.first?.name == "Lighthouse00Coordinator")
        #expect(mixed.coordinators.last?.name == "Lightships39Coordinator")
        #expect(mixed.coordinators.last?.screens[1].location?.line == whole.coordinators.last?.screens[1].location?.line)
    }

    @Test("a guess that is not between two coordinators leaves the reading to the whole file's reader",
          arguments: ["start", "middle", "after the brace", "a screen"])
    func wrongGuess(_ guess: String) throws {
        let text = try Self.json(Self.coast())
        let whole = try #require(read(text, splitAt: nil))
        let bytes = Array(text.utf8)
        let likely = try #require(text.utf8.withContiguousStorageIfAvailable(CoordinatorListSplit<JSONModelEvents>.likelyStart) ?? nil)
        let offset = switch guess {
        case "start": 0
        case "middle": bytes.count / 2
        case "after the brace": likely + 1
        default: try Self.firstBrace(indentedBy: 8, in: bytes, from: likely)
        }
        #expect(read(text, splitAt: offset) == whole)
    }

    /// The offset of the first `{` after `start` alone on its line after `spaces` spaces.
    private static func firstBrace(indentedBy spaces: Int, in bytes: [UInt8], from start: Int) throws -> Int {
        let line = Array(("\n" + String(repeating: " ", count: spaces) + "{\n").utf8)
        let found = try #require((start..<(bytes.count - line.count)).first { Array(bytes[$0..<($0 + line.count)]) == line })
        return found + line.count - 2
    }

    @Test("a file read in halves through the loader's fast path is the model the positioned reader builds")
    func fastPathSplits() throws {
        let text = try Self.json(Self.coast())
        var contiguous = text
        contiguous.makeContiguousUTF8()
        let split = contiguous.utf8.withContiguousStorageIfAvailable {
            FastModelReading.model(of: $0, path: "coast.flow.json", known: [:], splitBytes: 0)
        } ?? nil
        let positioned = try ModelFileLoader.loadPositioned(text: text, path: "coast.flow.json", known: [:])
        #expect(try #require(split) == positioned)
    }
}
