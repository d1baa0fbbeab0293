import FlowExtraction
import FlowModel
import Foundation

/// A model file to load: its text as a caller gives it, or the ASCII bytes read from disk, which are loaded
/// without being made a `String` first (the JSON `extract` writes for a large app is a few hundred megabytes).
enum ModelFileContents: Sendable {
    case text(SourceFile)
    /// Bytes that are all ASCII, so valid UTF-8 text.
    case bytes(path: String, Data)

    var path: String {
        switch self {
        case let .text(file): file.path
        case let .bytes(path, _): path
        }
    }

    /// The model the file declares.
    /// - Throws: ``ModelLoadFailure`` listing every problem, as ``ModelFileLoader/load(text:path:known:)``.
    func load(known: [String: Set<String>]) throws -> NavigationModel {
        switch self {
        case let .text(file):
            try ModelFileLoader.load(text: file.text, path: file.path, known: known)
        case let .bytes(path, data):
            try data.withUnsafeBytes { bytes in
                try ModelFileLoader.load(utf8: bytes.assumingMemoryBound(to: UInt8.self), path: path, known: known)
            }
        }
    }
}
