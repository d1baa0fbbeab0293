import FlowModel

/// Escaping for Markdown that GitHub renders: pull-request comments, wiki pages.
public enum MarkdownText {
    /// Text from source shown as text in a table cell: HTML specials become entities (a screen called `<script>`
    /// is never markup), Markdown punctuation is backslash-escaped (including `|`, which would split the cell),
    /// line breaks become `<br>`, since a table row is one line, and hidden direction or line-separator characters
    /// are shown by name (`<U+202E>`) rather than allowed to reorder the row.
    public static func cell(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\n": result += "<br>"
            case "\r": continue
            case "\\", "|", "`", "*", "_", "[", "]", "(", ")", "#", "!", "~", "$":
                result += "\\" + String(scalar)
            case _ where HiddenCharacters.isHidden(scalar):
                result += "&lt;" + HiddenCharacters.visibleName(scalar) + "&gt;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
