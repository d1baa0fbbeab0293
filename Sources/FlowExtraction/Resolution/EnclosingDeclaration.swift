import SwiftSyntax

/// What surrounds a node inside its declaration, read from syntax alone: the method it is in and whether
/// reaching it depends on a condition. Used by readers that record calls in the first pass, where no walker
/// follows the control flow.
enum EnclosingDeclaration {
    /// The nearest enclosing function declaration, if any.
    static func function(of node: Syntax) -> FunctionDeclSyntax? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) { return function }
            if parent.is(MemberBlockSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// Whether `node` runs only under a condition of its enclosing function: inside an `if`, a `guard` body, a
    /// `switch` arm, a loop, a ternary branch or a `catch`, or after a `guard` (other than one that only unwraps
    /// `self`) earlier in an enclosing block.
    ///
    /// - Parameter memo: What earlier climbs found above each statement they passed, shared over a file's first
    ///   pass: each call would otherwise climb to its method and read every enclosing block's earlier statements.
    static func isConditional(_ node: Syntax, memo: ConditionMemo = ConditionMemo()) -> Bool {
        var child = node
        var current = node.parent
        // The statements passed on the way up: the rest of the climb is theirs too, whatever the node below them.
        var statements: [SyntaxIdentifier] = []
        func found(_ conditional: Bool) -> Bool {
            for statement in statements { memo.aboveStatement[statement] = conditional }
            return conditional
        }
        while let parent = current {
            if child.kind == .codeBlockItem {
                if let known = memo.aboveStatement[child.id] { return found(known) }
                statements.append(child.id)
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return found(false) }
            if parent.is(SwitchCaseSyntax.self) || parent.is(ForStmtSyntax.self) || parent.is(WhileStmtSyntax.self)
                || parent.is(RepeatStmtSyntax.self) || parent.is(CatchClauseSyntax.self) {
                return found(true)
            }
            if let ifExpression = parent.as(IfExprSyntax.self), child.id != ifExpression.conditions.id,
               SelfUnwrapping(ifExpression.conditions) == nil || child.id != ifExpression.body.id {
                return found(true)
            }
            if let guardStatement = parent.as(GuardStmtSyntax.self), child.id == guardStatement.body.id { return found(true) }
            // A branch holds the whole of a statement below it, so the node's place tells the statement's.
            if let expression = parent.as(ExprSyntax.self), let ternary = Ternary(expression),
               [ternary.thenExpression, ternary.elseExpression].contains(where: { $0.range.contains(node.position) }) {
                return found(true)
            }
            if let statements = parent.as(CodeBlockItemListSyntax.self), followsGuard(child, in: statements) { return found(true) }
            child = parent
            current = parent.parent
        }
        return found(false)
    }

    private static func followsGuard(_ item: Syntax, in statements: CodeBlockItemListSyntax) -> Bool {
        for statement in statements {
            if statement.id == item.id { return false }
            if let guardStatement = statement.item.as(GuardStmtSyntax.self), SelfUnwrapping(guardStatement.conditions) == nil {
                return true
            }
        }
        return false
    }
}

/// What ``EnclosingDeclaration/isConditional(_:memo:)`` found above each statement it climbed past, in one file.
final class ConditionMemo {
    fileprivate var aboveStatement: [SyntaxIdentifier: Bool] = [:]
}
