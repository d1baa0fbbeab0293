/// Text from a model placed into generated Swift source (`paths --format xcuitest`), where it must stay text: a
/// screen's name can hold anything when the model was written by hand.
extension Escaping {
    /// A string literal: quotes, backslashes and every control or direction-changing character escaped.
    public static func swiftString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where hiddenInSwift(scalar): result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Text for a `//` comment: a line break would end the comment and turn the rest into code, and a
    /// direction override would make the file read differently from how it compiles, so both become `?`.
    public static func swiftComment(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { hiddenInSwift($0) ? "?" : $0 }))
    }

    /// Control characters (line breaks included), and the characters ``HiddenCharacters`` lists.
    private static func hiddenInSwift(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || HiddenCharacters.isHidden(scalar)
    }
}
