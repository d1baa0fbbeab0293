import SwiftSyntax

/// A `condition ? then : else` expression.
///
/// The parser leaves operators unfolded, so a ternary usually arrives as a sequence expression holding an
/// unresolved ternary; this reads both that form and a folded `TernaryExprSyntax`, without an operator table.
struct Ternary {
    /// The condition's parts (one expression, or the operands and operators of an unfolded sequence).
    let condition: [ExprSyntax]
    let thenExpression: ExprSyntax
    let elseExpression: ExprSyntax

    init?(_ expression: ExprSyntax) {
        if let ternary = expression.as(TernaryExprSyntax.self) {
            condition = [ternary.condition]
            thenExpression = ternary.thenExpression
            elseExpression = ternary.elseExpression
            return
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard let marker = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let unresolved = elements[marker].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        let rest = elements[(marker + 1)...]
        // `a ? b : c + d` leaves `c + d` as several elements; only a single else operand is read as a case.
        guard rest.count == 1, let last = rest.first else { return nil }
        condition = Array(elements[..<marker])
        thenExpression = unresolved.thenExpression
        elseExpression = last
    }
}
