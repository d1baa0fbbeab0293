import FlowExtraction
import FlowModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one input file as UTF-8 text, refusing what is not a regular file or is larger than a limit.
///
/// Only regular files are opened: a pipe or device with a `.swift` name (or a link to one) would block the run
/// or never end. Reading stops one byte past the limit, so a file that grows while it is read is refused too.
enum InputFileReader {
    /// Why a file was not read, as the end of a sentence: "the file is not valid UTF-8 text".
    struct Refusal: Error, Equatable {
        var reason: String
    }

    /// What an input file is: the largest size read, and how messages name it.
    struct Kind {
        var limit: Int
        /// "a Swift source", for "over the limit of 8 MiB for a Swift source".
        var description: String

        static let swiftSource = Kind(limit: InputLimits.swiftSourceBytes, description: "a Swift source")
        static let modelFile = Kind(limit: ModelLimits.fileBytes, description: "a model file")
        static let configurationFile = Kind(limit: ModelLimits.fileBytes, description: "a configuration file")
        static let projectFile = Kind(limit: ModelLimits.fileBytes, description: "an Xcode project file")
    }

    /// The file's text, or why it could not be read.
    static func read(_ path: String, as kind: Kind) -> Result<SourceFile, Refusal> {
        readBytes(path, as: kind).flatMap { text(of: $0, path: path, as: kind) }
    }

    /// The file's bytes when they are ASCII text, else its text (or why it could not be read): a model file of
    /// ASCII bytes is valid UTF-8 as it is, and is read from them without the copy a `String` of it would be.
    static func readModelFile(_ path: String) -> Result<ModelFileContents, Refusal> {
        readBytes(path, as: .modelFile, mapsLargeFiles: true).flatMap { data in
            guard data.withUnsafeBytes(isASCII) else {
                return text(of: data, path: path, as: .modelFile).map(ModelFileContents.text)
            }
            return .success(.bytes(path: path, data))
        }
    }

    /// Whether every byte is below 0x80, looked at eight at a time.
    private static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        var offset = 0
        while offset + 8 <= bytes.count {
            guard bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & high == 0 else { return false }
            offset += 8
        }
        return bytes[offset...].allSatisfy { $0 < 0x80 }
    }

    /// A file at least this large is mapped rather than read, when the caller allows it.
    private static let mappedSize = 4 << 20

    /// The file's bytes, or why they could not be read. With `mapsLargeFiles`, a file of ``mappedSize`` or more is
    /// mapped into memory instead of copied: the JSON `extract` writes for 100k screens is 180 MB, and reading it
    /// cost the kernel's copy and a page fault per 4 KB of a fresh buffer, a tenth of checking it. Mapped, the
    /// check sees the file as it was when it was opened only as long as no one truncates it meanwhile, a risk
    /// taken for model files alone, which nothing writes while a check reads them.
    private static func readBytes(_ path: String, as kind: Kind, mapsLargeFiles: Bool = false) -> Result<Data, Refusal> {
        let limit = kind.limit
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(Refusal(reason: "cannot read it (\(errorText()))")) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .failure(Refusal(reason: "it is not a regular file (a folder, pipe or device)"))
        }
        guard status.st_size <= limit else { return .failure(tooLarge(Int(status.st_size), as: kind)) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Refusal(reason: "cannot read it (\(errorText()))")) }
        defer { close(descriptor) }
        if mapsLargeFiles, status.st_size >= mappedSize, let mapped = mapped(descriptor, size: Int(status.st_size)) {
            return .success(mapped)
        }
        // Read straight into a buffer of the file's size and one byte more (where a file that grew shows), rather
        // than copied over from a smaller one: a model file can be a few hundred megabytes.
        var data = Data(count: Int(status.st_size) + 1)
        var filled = 0
        while filled <= limit {
            if filled == data.count { data.count += 1 << 16 }
            let count = data.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Refusal(reason: "cannot read it (\(errorText()))"))
            }
            if count == 0 { break }
            filled += count
        }
        guard filled <= limit else { return .failure(tooLarge(nil, as: kind)) }
        data.count = filled
        return .success(data)
    }

    /// The first `size` bytes of the open file, mapped read-only and unmapped when the data is freed; nil when the
    /// file cannot be mapped (it is then read).
    private static func mapped(_ descriptor: Int32, size: Int) -> Data? {
        #if os(Linux)
        // Populated at once: one call maps every page the page cache holds instead of a fault per page.
        let flags = MAP_PRIVATE | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE
        #endif
        guard let address = mmap(nil, size, PROT_READ, flags, descriptor, 0), address != MAP_FAILED else { return nil }
        return Data(bytesNoCopy: address, count: size, deallocator: .custom { address, size in munmap(address, size) })
    }

    /// The text of bytes read from elsewhere (a blob of a git revision), refused by the same rules as a file.
    static func text(of data: Data, path: String, as kind: Kind) -> Result<SourceFile, Refusal> {
        guard data.count <= kind.limit else { return .failure(tooLarge(data.count, as: kind)) }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(Refusal(reason: "the file is not valid UTF-8 text"))
        }
        return .success(SourceFile(path: path, text: text))
    }

    /// `size` is nil when the file grew past the limit while it was read.
    private static func tooLarge(_ size: Int?, as kind: Kind) -> Refusal {
        let limitText = ModelLimits.describe(bytes: kind.limit)
        let sizeText = size.map { "is \(ModelLimits.describe(bytes: $0)), over" } ?? "grew past"
        return Refusal(reason: "the file \(sizeText) the limit of \(limitText) for \(kind.description)")
    }

    private static func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
