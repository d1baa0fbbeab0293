// Searches for ASCII marks and words in the names the semantic core asks about at every step, done among a string's
// UTF-8 bytes. The character-wise searches of the standard library (`firstIndex(of:)`, `split(separator:)`) break
// the string into grapheme clusters as they go, and `contains(_:)` with a string goes through Foundation's
// `range(of:)`: each cost thousands of instructions a name. In Swift names an ASCII mark or word never shares a
// character with what follows it (no identifier starts with a combining mark), so both find the same places.
extension String {
    /// Where the first `mark`, an ASCII punctuation mark (`.`, `<`), is in the string.
    func firstIndex(ofASCII mark: Unicode.Scalar) -> Index? {
        utf8.firstIndex(of: UInt8(ascii: mark))
    }

    /// Where the last `mark`, an ASCII punctuation mark, is in the string.
    func lastIndex(ofASCII mark: Unicode.Scalar) -> Index? {
        utf8.lastIndex(of: UInt8(ascii: mark))
    }

    /// The parts between `mark`s, an ASCII punctuation mark, empty ones left out: what `split(separator:)` gives.
    func split(atASCII mark: Unicode.Scalar) -> [String] {
        let byte = UInt8(ascii: mark)
        // Most names have no mark at all: the name is its one part.
        guard utf8.contains(byte) else { return isEmpty ? [] : [self] }
        return utf8.split(separator: byte).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `word`, non-empty ASCII text (`View`, `&`), occurs in the string.
    func contains(ascii word: String) -> Bool {
        var text = self
        var word = word
        return text.withUTF8 { text in
            word.withUTF8 { word in
                guard let first = word.first, word.count <= text.count else { return false }
                var start = 0
                while start + word.count <= text.count {
                    if text[start] == first, UnsafeBufferPointer(rebasing: text[start..<start + word.count]).elementsEqual(word) {
                        return true
                    }
                    start += 1
                }
                return false
            }
        }
    }
}
