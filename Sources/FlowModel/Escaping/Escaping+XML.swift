/// XML 1.0, for the reports written as XML (JUnit, Checkstyle).
extension Escaping {
    /// Character content: `&`, `<` and `>` (the last so that `]]>` can never appear) become references.
    public static func xmlText(_ value: String) -> String {
        xml(value, attribute: false)
    }

    /// Attribute values: also quotes, and whitespace controls as character references, because a parser would
    /// otherwise normalise a newline in an attribute to a space.
    public static func xmlAttribute(_ value: String) -> String {
        xml(value, attribute: true)
    }

    private static func xml(_ value: String, attribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "'" where attribute: result += "&apos;"
            case "\n" where attribute: result += "&#10;"
            case "\r": result += "&#13;"
            case "\t" where attribute: result += "&#9;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            case _ where HiddenCharacters.isHidden(scalar):
                result += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
            default:
                // XML 1.0 cannot carry other C0 controls or the non-characters U+FFFE/U+FFFF, even as references.
                let forbidden = scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                result.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }
}
