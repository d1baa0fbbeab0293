import FlowModel

/// Text from a model placed into generated Swift source, where it must stay text: a screen's name can hold
/// anything when the model was written by hand.
enum SwiftLiteral {
    /// A string literal: quotes, backslashes and every control or direction-changing character escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where isHidden(scalar): result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Text for a `//` comment: a line break would end the comment and turn the rest into code, and a
    /// direction override would make the file read differently from how it compiles, so both become `?`.
    static func comment(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { isHidden($0) ? "?" : $0 }))
    }

    /// Control characters (line breaks included), and the characters ``HiddenCharacters`` lists.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || HiddenCharacters.isHidden(scalar)
    }
}

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
