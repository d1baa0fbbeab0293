import SwiftSyntax

/// The tabs a tab bar's delegate refuses: `tabBarController(_:shouldSelect:)` returning `false` for view controllers
/// of a type it tests (`guard viewController is ComposeTab else { return true }` … `return false`, or `if
/// viewController is ComposeTab { …; return false }`). Such a tab is a placeholder whose selection shows something
/// else: it is never shown as a tab.
enum RefusedTabs {
    static func types(in body: CodeBlockSyntax) -> [String] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.refusesAny ? finder.tested : []
    }

    private final class Finder: SyntaxVisitor {
        private(set) var tested: [String] = []
        private(set) var refusesAny = false

        override func visit(_ node: IsExprSyntax) -> SyntaxVisitorContinueKind {
            tested.append(node.type.trimmedDescription)
            return .visitChildren
        }

        /// `viewController is ComposeTab` as parsed, before operators are folded.
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            for (test, type) in zip(elements, elements.dropFirst()) where test.is(UnresolvedIsExprSyntax.self) {
                if let type = type.as(TypeExprSyntax.self)?.type { tested.append(type.trimmedDescription) }
            }
            return .visitChildren
        }

        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if node.expression?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) { refusesAny = true }
            return .visitChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
