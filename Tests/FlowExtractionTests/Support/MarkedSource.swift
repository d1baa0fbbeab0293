/// Swift source with expected positions marked inline: the marker stands right before the token the position
/// points at and is removed from the text that is parsed.
///
/// Fixture files on disk use `/*↓*/`, which keeps them valid Swift for editors; inline test sources use a bare
/// `↓`. Columns count UTF-8 bytes, like the extractor's locations.
struct MarkedSource {
    static let fileMarker = "/*↓*/"
    static let inlineMarker = "↓"

    let text: String
    /// The marked positions as "line:column", 1-based.
    let positions: [String]

    init(_ marked: String, marker: String) {
        var text = ""
        var positions: [String] = []
        var line = 1
        var column = 1
        var rest = Substring(marked)
        while let character = rest.first {
            if rest.hasPrefix(marker) {
                positions.append("\(line):\(column)")
                rest = rest.dropFirst(marker.count)
                continue
            }
            text.append(character)
            rest = rest.dropFirst()
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        self.text = text
        self.positions = positions
    }
}
