/// Graphviz's rules were measured on libgvc 2.42/2.43 with labels and tooltips set through the C API and through
/// DOT text (both give the same values, so the DOT writer and the in-process renderer share these):
/// - `&entity;` references are decoded in labels and tooltips, so `&` must be written `&amp;`.
/// - Backslash sequences (`\n`, `\N`, `\G`, ...) are interpreted once in labels and twice in tooltips, after
///   entities are decoded. A backslash is therefore written as the entities for two (labels) or four (tooltips)
///   backslashes: Graphviz reduces them to one, and no raw backslash appears in a value, so no DOT string can
///   end in one.
/// - `< > " '` are escaped by Graphviz itself when it writes SVG.
///
/// Hidden direction and line-separator characters are shown by name, `<U+202E>`: in a drawing they would reorder
/// a label while staying invisible themselves.
extension Escaping {
    /// A Graphviz `label` value.
    public static func graphvizLabel(_ text: String) -> String {
        graphviz(text, backslash: "&#92;&#92;")
    }

    /// A Graphviz `tooltip` value.
    public static func graphvizTooltip(_ text: String) -> String {
        graphviz(text, backslash: "&#92;&#92;&#92;&#92;")
    }

    /// A Graphviz `URL`/`href` value, or nil for a link that must not be followed.
    ///
    /// Graphviz copies URLs into the SVG without escaping them, so `&` would break the XML and `"` would end the
    /// attribute: every byte outside letters, digits and `-._~/#:?=%` is percent-encoded (`%` is kept so that
    /// an encoded URL stays as it is). Only relative links and `http`/`https` are allowed, so no `javascript:`
    /// URL can reach a page that shows the drawing.
    public static func graphvizURL(_ text: String) -> String? {
        if let colon = text.firstIndex(of: ":"), !text[..<colon].contains(where: { "/#?".contains($0) }),
           !["http", "https"].contains(text[..<colon].lowercased()) {
            return nil
        }
        return percentEncoded(text, keeping: "#:?=%")
    }

    private static func graphviz(_ text: String, backslash: String) -> String {
        // Printable ASCII other than `&` and `\` is its own value: nearly every name, given back without a copy.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "&") && $0 != UInt8(ascii: "\\") }) {
            return text
        }
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
}
