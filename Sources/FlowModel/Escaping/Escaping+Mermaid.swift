extension Escaping {
    /// The inside of a quoted Mermaid label, using Mermaid's `#name;` entity codes so that markup and quotes
    /// stay text.
    public static func mermaidLabel(_ text: String) -> String {
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
}
