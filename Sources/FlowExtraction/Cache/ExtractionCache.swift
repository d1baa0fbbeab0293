import Crypto
import Foundation

/// What one extraction leaves for the next, so that a run after a small change does not parse the whole app
/// again: every file's first-pass facts, keyed by its path and the SHA-256 of its text, and the last result
/// with the files its second pass read.
///
/// The cache holds no syntax trees. A file whose text is unchanged is not parsed for its facts; the readers'
/// second pass parses the files that declare or extend a coordinator again, unless the whole last result can be
/// reused: every file is unchanged, or each changed one is outside the second pass and its facts came out the
/// same (an edit inside a method body that moves no line), or only moved in a file the result has no location
/// in (a line added to a view). ``ExtractionStatistics`` tells which happened.
///
/// It is only valid for the build of flowgraph that made it: whoever stores it keys it by the tool's identity.
public struct ExtractionCache: Sendable {
    struct Entry: Sendable {
        var digest: ContentDigest
        private var stored: StoredFacts

        init(digest: ContentDigest, facts: FileFacts) {
            self.digest = digest
            stored = .read(facts)
        }

        /// An entry whose facts stay archived until asked for: a run that reuses the last result reads none.
        init(digest: ContentDigest, archivedFacts: ArraySlice<UInt8>) {
            self.digest = digest
            stored = .archived(archivedFacts)
        }

        /// The file's facts; nil only when archived facts cannot be read back, which the cache's checksum and
        /// build identity leave to a fault of this build's own (the file is then parsed again).
        var facts: FileFacts? {
            switch stored {
            case let .read(facts): facts
            case let .archived(bytes): try? Self.unarchive(bytes)
            }
        }

        /// The facts as their own archive, with a string table of their own, so that an entry read from a cache
        /// is written to the next one as the bytes it was read from.
        var archivedFacts: [UInt8] {
            switch stored {
            case let .read(facts):
                var writer = ArchiveWriter()
                writer.write(facts)
                return writer.bytes()
            case let .archived(bytes): return Array(bytes)
            }
        }

        private static func unarchive(_ bytes: ArraySlice<UInt8>) throws(ArchiveError) -> FileFacts {
            var reader = try ArchiveReader(Array(bytes))
            let facts: FileFacts = try reader.read()
            guard reader.isAtEnd else { throw ArchiveError(reason: "bytes left over after a file's facts") }
            return facts
        }
    }

    /// One file's facts, read or still archived.
    private enum StoredFacts: Sendable {
        case read(FileFacts)
        case archived(ArraySlice<UInt8>)
    }

    struct LastResult: Sendable {
        var result: ExtractionResult
        /// The files the readers' second pass parsed for it.
        var secondPassFiles: Set<String>

        /// The files the result has a location in: of a coordinator, entry, screen, action, transition or note.
        var locatedFiles: Set<String> {
            var files = Set(result.notes.map(\.location.file))
            for coordinator in result.model.coordinators {
                let locations = [coordinator.location] + coordinator.entries.map(\.location)
                    + coordinator.screens.flatMap { [$0.location] + $0.actions.map(\.location) }
                    + coordinator.transitions.map(\.location)
                files.formUnion(locations.compactMap { $0?.file })
            }
            return files
        }
    }

    /// The files of the last run, by path.
    var entries: [String: Entry] = [:]
    /// The last run's result, made from exactly the files in `entries`.
    var last: LastResult?

    /// An empty cache: the next extraction parses every file.
    public init() {}

    /// How many files the cache knows.
    public var fileCount: Int { entries.count }

    /// The first bytes of every stored cache; the number changes whenever the layout does.
    private static let magic = Array("flowgraph extraction cache 90\n".utf8)

    /// The cache stored as ``archived()`` wrote it.
    /// - Throws: ``ExtractionCacheError`` when `data` is no such archive, or is cut short or damaged.
    public init(archive data: Data) throws(ExtractionCacheError) {
        do throws(ArchiveError) {
            let bytes = [UInt8](data)
            guard bytes.starts(with: Self.magic), bytes.count >= Self.magic.count + SHA256.byteCount else {
                throw ArchiveError(reason: "not an extraction cache of this layout")
            }
            // The digest of the rest comes first: a file damaged on disk must not be read as other facts.
            let payload = bytes[(Self.magic.count + SHA256.byteCount)...]
            guard SHA256.hash(data: payload).elementsEqual(bytes[Self.magic.count..<(Self.magic.count + SHA256.byteCount)]) else {
                throw ArchiveError(reason: "its checksum does not match its contents")
            }
            var reader = try ArchiveReader(Array(payload))
            let entries = try reader.readArray { reader throws(ArchiveError) in
                let path = try reader.readString()
                let digest = ContentDigest(bytes: try reader.readRaw(count: ContentDigest.byteCount))
                let facts = try reader.readRaw(count: try reader.readInt())
                return (path, Entry(digest: digest, archivedFacts: facts))
            }
            self.entries = Dictionary(entries, uniquingKeysWith: { first, _ in first })
            last = try reader.readOptional { reader throws(ArchiveError) in
                LastResult(result: try reader.read(), secondPassFiles: Set(try reader.readStrings()))
            }
            guard reader.isAtEnd else { throw ArchiveError(reason: "bytes left over after the cache") }
        } catch {
            throw ExtractionCacheError(reason: error.reason)
        }
    }

    /// The cache as bytes, in path order, for ``init(archive:)`` to read back: the layout's magic, a SHA-256 of
    /// the rest, then the archive.
    public func archived() -> Data {
        var writer = ArchiveWriter()
        let paths = entries.keys.sorted()
        writer.write(paths.count)
        for path in paths {
            guard let entry = entries[path] else { continue }
            writer.write(path)
            writer.write(raw: entry.digest.bytes)
            let facts = entry.archivedFacts
            writer.write(facts.count)
            writer.write(raw: facts)
        }
        writer.write(last) { writer, last in
            writer.write(last.result)
            writer.write(last.secondPassFiles.sorted())
        }
        let payload = writer.bytes()
        return Data(Self.magic + Array(SHA256.hash(data: payload)) + payload)
    }
}

/// A stored cache that could not be read back: not a cache, from another layout, or damaged.
public struct ExtractionCacheError: Error, Equatable, Sendable, CustomStringConvertible {
    public var reason: String
    public var description: String { "cannot read the extraction cache: \(reason)" }
}

/// What an extraction with a cache did: which files it parsed, and whether it could reuse the last result.
public struct ExtractionStatistics: Hashable, Sendable {
    /// The files parsed for their first-pass facts (new or changed since the cache was made), sorted.
    public var scannedFiles: [String]
    /// The files parsed again for the readers' second pass, sorted; empty when the last result was reused.
    public var secondPassFiles: [String]
    /// Whether the last result was reused as it was.
    public var reusedResult: Bool

    public init(scannedFiles: [String], secondPassFiles: [String], reusedResult: Bool) {
        self.scannedFiles = scannedFiles
        self.secondPassFiles = secondPassFiles
        self.reusedResult = reusedResult
    }
}

/// A result with the cache to keep for the next run and what it cost.
public struct CachedExtraction: Sendable {
    public var result: ExtractionResult
    /// The cache for the next run: this run's files and result.
    public var cache: ExtractionCache
    public var statistics: ExtractionStatistics
}
