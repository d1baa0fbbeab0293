import Crypto

/// The SHA-256 of a source file's UTF-8 text: what the extraction cache is keyed by, so that a file whose text is
/// unchanged is not parsed again, whatever its modification time says.
struct ContentDigest: Hashable, Sendable {
    static let byteCount = SHA256.byteCount

    let bytes: [UInt8]

    init(of text: String) {
        var text = text
        bytes = text.withUTF8 { Array(SHA256.hash(data: UnsafeRawBufferPointer($0))) }
    }

    init(bytes: some Collection<UInt8>) {
        self.bytes = Array(bytes)
    }
}
