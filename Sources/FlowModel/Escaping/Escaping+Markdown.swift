extension Escaping {
    /// Text from source shown as text in a table cell of Markdown that GitHub renders (pull-request comments, job
    /// summaries): HTML specials become entities (a screen called `<script>` is never markup), Markdown
    /// punctuation is backslash-escaped (including `|`, which would split the cell), line breaks become `<br>`,
    /// since a table row is one line, and hidden direction or line-separator characters are shown by name
    /// (`<U+202E>`) rather than allowed to reorder the row.
    public static func markdownTableCell(_ value: String) -> String {
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

    /// Text in the Markdown pages of the docs site (CommonMark with GitHub's tables): a backslash before every
    /// character that can start markup, a link, raw HTML, an entity, math or a table cell (CommonMark lets any
    /// ASCII punctuation be escaped so); line breaks become spaces. The rest, `/ . : -` in paths above all, is left
    /// as it is so that the Markdown stays readable.
    public static func markdownText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "`", "*", "_", "{", "}", "[", "]", "<", ">", "|", "&", "~", "$", "#", "!":
                result += "\\"
                result.unicodeScalars.append(scalar)
            case "\n", "\r", "\t":
                result += " "
            default:
                switch scalar.value {
                case 0x00...0x1F: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
                case 0x7F: result += "\u{2421}"
                default: result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
