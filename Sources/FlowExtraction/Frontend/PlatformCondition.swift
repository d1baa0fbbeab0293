import SwiftSyntax

/// `#if` branches an iOS build never compiles: those for another platform (`#if os(macOS)`, `#elseif os(tvOS)`), and
/// the rest of a conditional whose earlier branch is iOS's (`#else` after `#if os(iOS)`). Their navigation is not the
/// app's on iOS, so neither the scanner nor the body analysis reads it; every other condition (`DEBUG`,
/// `canImport(UIKit)`) may hold, and both of its branches are read.
enum PlatformCondition {
    /// Whether an iOS build leaves `clause` out.
    static func isCompiledOut(_ clause: IfConfigClauseSyntax) -> Bool {
        if let condition = clause.condition, holdsOnIOS(condition) == false { return true }
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
        for earlier in clauses {
            if earlier.id == clause.id { break }
            if let condition = earlier.condition, holdsOnIOS(condition) == true { return true }
        }
        return false
    }

    /// Whether the condition holds on iOS: nil when it does not depend on the platform alone.
    private static func holdsOnIOS(_ condition: ExprSyntax) -> Bool? {
        let condition = ExpressionValue.peeled(condition)
        if let call = condition.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
           let platform = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return platform == "iOS"
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return holdsOnIOS(prefix.expression).map { !$0 }
        }
        // `os(iOS) || os(visionOS)`, `!os(macOS) && DEBUG`: a chain of one operator, as the parser leaves it.
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            let operators = Set(stride(from: 1, to: elements.count, by: 2).compactMap {
                elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text
            })
            guard elements.count % 2 == 1, operators.count == 1, let name = operators.first else { return nil }
            let values = stride(from: 0, to: elements.count, by: 2).map { holdsOnIOS(elements[$0]) }
            switch name {
            case "||": return values.contains(true) ? true : values.allSatisfy { $0 == false } ? false : nil
            case "&&": return values.contains(false) ? false : values.allSatisfy { $0 == true } ? true : nil
            default: return nil
            }
        }
        return nil
    }
}
