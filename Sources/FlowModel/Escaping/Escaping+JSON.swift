import Foundation

extension Escaping {
    /// JSON from `JSONEncoder` with the characters YAML readers refuse to see raw (DEL, the C1 controls, U+FEFF,
    /// U+FFFE, U+FFFF; the encoder escapes only those below U+0020) and the hidden characters written as `\u`
    /// escapes. They can only occur inside strings, so replacing them anywhere in the text keeps the JSON valid.
    static func jsonUnsafeCharacters(in data: Data) -> Data {
        let text = String(decoding: data, as: UTF8.self)
        guard text.unicodeScalars.contains(where: unsafeInJSON) else { return data }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if unsafeInJSON(scalar) {
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return Data(escaped.utf8)
    }

    /// DEL, the C1 controls, U+FEFF, U+FFFE, U+FFFF and the hidden characters.
    static func unsafeInJSON(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0xFEFF, 0xFFFE, 0xFFFF: true
        default: HiddenCharacters.isHidden(scalar)
        }
    }
}
