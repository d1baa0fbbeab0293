/// Test input with expected positions marked inline by `↓`: the marker stands right before the character the
/// position points at, and is removed from the text that is parsed.
struct MarkedText {
    let text: String
    /// The marked positions as (line, column), 1-based, counted in Unicode scalars like libyaml.
    let positions: [Position]

    struct Position: Hashable, Comparable, CustomStringConvertible {
        let line: Int
        let column: Int
        static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
        var description: String { "\(line):\(column)" }
    }

    init(_ marked: String) {
        var text = ""
        var positions: [Position] = []
        var line = 1
        var column = 1
        for scalar in marked.unicodeScalars {
            if scalar == "↓" {
                positions.append(Position(line: line, column: column))
                continue
            }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = text
        self.positions = positions
    }
}
