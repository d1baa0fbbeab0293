/// How text from a model is written into each output format so that it always shows as exactly that text: every
/// format's escaping in one place, beside ``HiddenCharacters``, which each of them names or escapes. Each format
/// has its own file here; the writers call them and escape nothing themselves.
public enum Escaping {
    /// A path in a URL: every byte but unreserved characters and `/` percent-encoded, so that a path with spaces,
    /// `%`, `#`, `?`, quotes or parentheses stays one path, and a `:` cannot be read as a scheme.
    public static func urlPath(_ path: String) -> String {
        percentEncoded(path, keeping: "")
    }

    /// `text` with every UTF-8 byte percent-encoded (upper-case hex) but ASCII letters, digits, `-._~/` and the
    /// characters of `kept`.
    static func percentEncoded(_ text: String, keeping kept: String) -> String {
        let keptBytes = Set(("-._~/" + kept).utf8)
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            case _ where keptBytes.contains(byte):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%"
                result.unicodeScalars.append(digits[Int(byte >> 4)])
                result.unicodeScalars.append(digits[Int(byte & 0x0F)])
            }
        }
        return result
    }

    /// A printable stand-in for a character that XML 1.0 cannot carry (and that would make an SVG or a page
    /// unreadable): control characters show as their Unicode control pictures (U+2400...), the rest as U+FFFD.
    static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value) ?? scalar
        case 0x7F: "\u{2421}"
        case 0x80...0x9F, 0xFFFE, 0xFFFF: "\u{FFFD}"
        default: scalar
        }
    }
}
