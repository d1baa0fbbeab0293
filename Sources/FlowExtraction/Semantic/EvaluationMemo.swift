import SwiftSyntax

/// The values of the calls one body has evaluated under the names its scope holds now, by node.
///
/// The first pass evaluates each call a body makes, and a modifier chain (`Text(title).font(.title).padding()`)
/// is evaluated again from each of its calls: the outermost evaluates every inner one as its receiver, then each
/// inner one is visited and evaluated in turn. A call's value depends only on the names in scope and on how deep
/// its evaluation starts (past ``ExpressionValue/depthLimit`` a value is unknown), so a value kept at one depth is
/// the value at any shallower one unless the evaluation was cut off somewhere by that limit.
final class EvaluationMemo {
    private struct Entry {
        var value: SemanticValue
        var depth: Int
        /// Whether some part of the evaluation was past the depth limit: started shallower, it would go further.
        var isCut: Bool
    }

    private var entries: [SyntaxIdentifier: Entry] = [:]
    /// How many evaluations so far were refused for their depth, under any names: an evaluation during which
    /// this grew was cut off.
    private var cuts = 0

    /// Counts an evaluation refused for its depth.
    func noteCut() {
        cuts += 1
    }

    /// The value of the call `node` evaluated at `depth`: the one kept, where it holds at that depth, else
    /// `evaluate()`'s, then kept.
    func value(of node: SyntaxIdentifier, at depth: Int, evaluate: () -> SemanticValue) -> SemanticValue {
        if let entry = entries[node], entry.depth == depth || (!entry.isCut && depth < entry.depth) {
            // Evaluating again would be cut off again, which the evaluations around this one must know.
            if entry.isCut { cuts += 1 }
            return entry.value
        }
        let before = cuts
        let value = evaluate()
        entries[node] = Entry(value: value, depth: depth, isCut: cuts != before)
        return value
    }
}
