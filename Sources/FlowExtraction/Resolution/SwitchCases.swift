import SwiftSyntax

/// The `case` arms of a switch, with arms inside `#if` blocks taken from every branch an iOS build may compile
/// (``PlatformCondition``).
enum SwitchCases {
    static func flatten(_ cases: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        cases.flatMap { element -> [SwitchCaseSyntax] in
            switch element {
            case let .switchCase(switchCase):
                return [switchCase]
            case let .ifConfigDecl(ifConfig):
                return ifConfig.clauses.flatMap { clause -> [SwitchCaseSyntax] in
                    guard !PlatformCondition.isCompiledOut(clause), case let .switchCases(nested) = clause.elements else { return [] }
                    return flatten(nested)
                }
            }
        }
    }

    /// Whether an arm is only `break` or a bare `return`: it deliberately ignores what it matched.
    static func doesNothing(_ statements: CodeBlockItemListSyntax) -> Bool {
        !statements.isEmpty && statements.allSatisfy { statement in
            statement.item.is(BreakStmtSyntax.self)
                || statement.item.as(ReturnStmtSyntax.self).map { $0.expression == nil } == true
        }
    }
}
