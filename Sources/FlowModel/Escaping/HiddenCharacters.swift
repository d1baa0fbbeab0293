/// Characters that change how the text around them is shown while being invisible themselves. In a name from
/// source they can make a report or a diagram read differently from what the code says (the "Trojan Source"
/// trick), so every output writes them in an escaped or visible form.
public enum HiddenCharacters {
    /// The bidirectional formatting characters: marks (U+061C, U+200E, U+200F), embeddings and overrides
    /// (U+202A–U+202E) and isolates (U+2066–U+2069).
    public static func changesDirection(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The line and paragraph separators U+2028 and U+2029, line breaks to many viewers but not to JSON.
    public static func separatesLines(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// Either of the above.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        changesDirection(scalar) || separatesLines(scalar)
    }

    /// `U+202E`: how a display names a hidden character it will not show.
    public static func visibleName(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `text` with every hidden character replaced by its name in angle brackets (`<U+202E>`), for plain-text
    /// outputs a person reads in a terminal or a CI log.
    public static func naming(in text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                result += "<" + visibleName(scalar) + ">"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
