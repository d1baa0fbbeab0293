import FlowModel
import FlowRules

/// A model file with finding positions marked inline by ``RuleExamples/marker``, split into the text to load and
/// the marked positions.
struct MarkedModel {
    struct Position: Hashable, Comparable, CustomStringConvertible {
        let line: Int
        let column: Int

        static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }

        var description: String { "\(line):\(column)" }
    }

    /// The text without markers.
    let text: String
    /// Where each marker stood in `text`; columns count Unicode scalars, as the loader's positions do.
    let positions: [Position]

    init(_ marked: String) {
        var text = ""
        var positions: [Position] = []
        var line = 1
        var column = 1
        for scalar in marked.unicodeScalars {
            if Character(scalar) == RuleExamples.marker {
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

extension Finding {
    /// The finding's line and column, for comparing with marked positions.
    var position: MarkedModel.Position? {
        location.map { MarkedModel.Position(line: $0.line, column: $0.column) }
    }
}

/// Loads a hand-written YAML model the way the CLI does.
func loadModel(_ yaml: String, path: String = "test.flow.yml") throws -> NavigationModel {
    try ModelFileLoader.load(text: yaml, path: path)
}
