import SwiftSyntax

/// Collects ``UIKitFileFacts`` from one file, in every type and `#if` branch.
final class UIKitFactCollector: SyntaxVisitor {
    private var facts = UIKitFileFacts()

    private init() {
        super.init(viewMode: .sourceAccurate)
    }

    static func collect(_ file: ParsedFile) -> UIKitFileFacts {
        let collector = UIKitFactCollector()
        collector.walk(file.tree)
        return collector.facts
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = ReceiverType.enclosingTypeName(of: Syntax(node)) else { return .skipChildren }
        if node.name.text == "start", node.signature.parameterClause.parameters.isEmpty, node.signature.returnClause == nil {
            facts.startOwners.insert(owner)
        }
        if let value = ViewControllerExpression.returned(by: node) {
            facts.factories.append(.init(owner: owner, name: node.name.text, viewController: value))
        }
        return .skipChildren
    }
}
