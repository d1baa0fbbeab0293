/// Valid, distinct Swift identifiers made from model names.
struct SwiftIdentifiers {
    private var used: Set<String> = []

    /// `name` with every character that is not an ASCII letter, digit or `_` replaced by `_`, and a number
    /// appended when an earlier name came out the same.
    mutating func unique(_ name: String) -> String {
        let base = String(name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
                ? Character(scalar) : "_"
        })
        var candidate = base
        var number = 2
        while !used.insert(candidate).inserted {
            candidate = "\(base)_\(number)"
            number += 1
        }
        return candidate
    }
}
