/// Test input with expected positions marked inline: the marker stands right before the character the position
/// points at, and is removed from the text that is parsed. One implementation for every test target, so that
/// YAML models (`↓`) and Swift fixtures (`/*↓*/`) mark positions the same way.
public struct MarkedText: Sendable {
    /// How columns are counted: model files count Unicode scalars (libyaml), Swift sources UTF-8 bytes
    /// (swift-syntax).
    public enum ColumnUnit: Sendable {
        case unicodeScalars
        case utf8Bytes
    }

    /// A 1-based line and column.
    public struct Position: Hashable, Comparable, Sendable, CustomStringConvertible {
        public let line: Int
        public let column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        public static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }

        public var description: String { "\(line):\(column)" }
    }

    /// The text without markers.
    public let text: String
    /// Where each marker stood in ``text``, in order.
    public let positions: [Position]

    public init(_ marked: String, marker: String = "↓", columns: ColumnUnit = .unicodeScalars) {
        var text = ""
        var positions: [Position] = []
        var line = 1
        var column = 1
        var rest = Substring(marked)
        while let character = rest.first {
            if rest.hasPrefix(marker) {
                positions.append(Position(line: line, column: column))
                rest = rest.dropFirst(marker.count)
                continue
            }
            text.append(character)
            rest = rest.dropFirst()
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += columns == .utf8Bytes ? character.utf8.count : character.unicodeScalars.count
            }
        }
        self.text = text
        self.positions = positions
    }
}
