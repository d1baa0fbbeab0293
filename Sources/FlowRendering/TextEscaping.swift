import FlowModel

/// Turns plain text into the forms each output needs so that it always shows as exactly that text.
///
/// Graphviz's rules were measured on libgvc 2.42/2.43 with labels and tooltips set through the C API and
/// through DOT text (both give the same values, so ``DOTWriter`` and ``GraphvizRenderer`` share these):
/// - `&entity;` references are decoded in labels and tooltips, so `&` must be written `&amp;`.
/// - Backslash sequences (`\n`, `\N`, `\G`, ...) are interpreted once in labels and twice in tooltips, after
///   entities are decoded. A backslash is therefore written as the entities for two (labels) or four (tooltips)
///   backslashes: Graphviz reduces them to one, and no raw backslash appears in a value, so no DOT string can
///   end in one.
/// - `< > " '` are escaped by Graphviz itself when it writes SVG.
///
/// Hidden direction and line-separator characters (``HiddenCharacters``) are shown by name, `<U+202E>`, in
/// every form: in a drawing they would reorder a label while staying invisible themselves.
enum TextEscaping {
    /// A Graphviz `label` value.
    static func graphvizLabel(_ text: String) -> String {
        graphviz(text, backslash: "&#92;&#92;")
    }

    /// A Graphviz `tooltip` value.
    static func graphvizTooltip(_ text: String) -> String {
        graphviz(text, backslash: "&#92;&#92;&#92;&#92;")
    }

    /// A Graphviz `URL`/`href` value, or nil for a link that must not be followed.
    ///
    /// Graphviz copies URLs into the SVG without escaping them, so `&` would break the XML and `"` would end the
    /// attribute: every byte outside letters, digits and `-._~/#:?=%` is percent-encoded (`%` is kept so that
    /// an encoded URL stays as it is). Only relative links and `http`/`https` are allowed, so no `javascript:`
    /// URL can reach a page that shows the drawing.
    static func graphvizURL(_ text: String) -> String? {
        if let colon = text.firstIndex(of: ":"), !text[..<colon].contains(where: { "/#?".contains($0) }),
           !["http", "https"].contains(text[..<colon].lowercased()) {
            return nil
        }
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "#"), UInt8(ascii: ":"), UInt8(ascii: "?"),
                 UInt8(ascii: "="), UInt8(ascii: "%"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%"
                result.unicodeScalars.append(digits[Int(byte >> 4)])
                result.unicodeScalars.append(digits[Int(byte & 0x0F)])
            }
        }
        return result
    }

    /// The inside of a quoted Mermaid label, using Mermaid's `#name;` entity codes so that markup and quotes
    /// stay text.
    static func mermaidLabel(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "&": result += "#amp;"
            // `#` would start an entity code, and a backtick right after the quote would start a Markdown string.
            case "#": result += "#35;"
            case "`": result += "#96;"
            case "\n": result += "<br>"
            case _ where HiddenCharacters.isHidden(scalar): result += "#lt;" + HiddenCharacters.visibleName(scalar) + "#gt;"
            default: result.unicodeScalars.append(visible(scalar))
            }
        }
        return result
    }

    private static func graphviz(_ text: String, backslash: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "\\": result += backslash
            case "\n": result += "&#10;"
            case _ where HiddenCharacters.isHidden(scalar): result += "<" + HiddenCharacters.visibleName(scalar) + ">"
            default: result.unicodeScalars.append(visible(scalar))
            }
        }
        return result
    }

    /// A printable stand-in for a character that XML 1.0 cannot carry (and that would make the SVG unreadable):
    /// control characters show as their Unicode control pictures (U+2400...), the rest as U+FFFD.
    static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value) ?? scalar
        case 0x7F: "\u{2421}"
        case 0x80...0x9F, 0xFFFE, 0xFFFF: "\u{FFFD}"
        default: scalar
        }
    }
}
