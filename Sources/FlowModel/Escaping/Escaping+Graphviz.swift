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
        if text.utf8.allSatisfy(isPlain) {
            return text
        }
        // The rest (a tooltip's line breaks, a step's arrow) into one buffer: only the characters to escape take
        // the long way. Appended to a `String` one character at a time, a tooltip cost 25k instructions, a tenth of
        // styling a 2,000-screen drawing.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 32)
        for scalar in text.unicodeScalars {
            if scalar.isASCII, isPlain(UInt8(scalar.value)) {
                bytes.append(UInt8(scalar.value))
            } else if let escaped = escaped(scalar, backslash: backslash) {
                bytes += escaped.utf8
            } else {
                UTF8.encode(visible(scalar)) { bytes.append($0) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Printable ASCII other than `&` and `\`: bytes that stand for themselves.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "\\")
    }

    /// What a character Graphviz would read as markup, or one that is hidden, is written as; nil for any other,
    /// which stands for itself once ``visible(_:)`` has shown control characters.
    private static func escaped(_ scalar: Unicode.Scalar, backslash: String) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "\\": backslash
        case "\n": "&#10;"
        case _ where HiddenCharacters.isHidden(scalar): "<" + HiddenCharacters.visibleName(scalar) + ">"
        default: nil
        }
    }
}
