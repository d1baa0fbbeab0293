import SwiftSyntax

/// The calls and assignments a method body runs, for readers that look at each navigation call on its own.
enum BodyNodes {
    /// Calls and unfolded sequences (where assignments live) under `node`, outermost first, without entering
    /// nested functions or types, which run only when called; `skipping` leaves out the calls it names and
    /// everything inside them.
    static func callsAndSequences(
        in node: Syntax, skipping: (FunctionCallExprSyntax) -> Bool = { _ in false }
    ) -> [Syntax] {
        var found: [Syntax] = []
        for child in node.children(viewMode: .sourceAccurate) {
            if let declaration = child.as(DeclSyntax.self), !declaration.is(VariableDeclSyntax.self) { continue }
            if let call = child.as(FunctionCallExprSyntax.self), skipping(call) { continue }
            if child.is(FunctionCallExprSyntax.self) || child.is(SequenceExprSyntax.self) { found.append(child) }
            found += callsAndSequences(in: child, skipping: skipping)
        }
        return found
    }
}
