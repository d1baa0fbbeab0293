extension Escaping {
    /// `text` as HTML text or attribute value: `& < > " '` escaped, characters XML cannot carry replaced by
    /// visible stand-ins (control characters by their Unicode control pictures), and hidden direction and
    /// line-separator characters shown by name (`<U+202E>`), since a browser would apply them. The result is also
    /// well-formed XML, so tests can read the pages with an XML parser.
    public static func html(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where HiddenCharacters.isHidden(scalar): result += "&lt;" + HiddenCharacters.visibleName(scalar) + "&gt;"
            default: result.unicodeScalars.append(visible(scalar))
            }
        }
        return result
    }
}
