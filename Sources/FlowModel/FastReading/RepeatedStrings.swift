import Foundation

/// Makes strings from bytes, sharing one copy of each recently seen long string: a large model repeats its file
/// paths and coordinator names hundreds of thousands of times (every location, every target), and a shared copy
/// spares an allocation and its memory each time. Strings of up to 15 bytes are stored inline and never shared.
struct RepeatedStrings {
    /// Recent long strings, by a hash of their bytes; a newer string takes its slot over.
    private var slots = [String?](repeating: nil, count: 1024)

    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > 15, let start = bytes.baseAddress else { return String(decoding: bytes, as: UTF8.self) }
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let slot = Int(hash % UInt32(slots.count))
        if let recent = slots[slot], recent.utf8.count == bytes.count,
           recent.utf8.withContiguousStorageIfAvailable({ memcmp($0.baseAddress!, start, bytes.count) == 0 }) == true {
            return recent
        }
        let text = String(decoding: bytes, as: UTF8.self)
        slots[slot] = text
        return text
    }
}
