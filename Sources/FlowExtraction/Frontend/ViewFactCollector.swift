import SwiftSyntax

/// Collects ``ViewFacts`` from one file, in every type and `#if` branch.
final class ViewFactCollector: SyntaxVisitor {
    private let file: ParsedFile
    private var facts = ViewFacts()

    private init(file: ParsedFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    static func collect(_ file: ParsedFile) -> ViewFacts {
        let collector = ViewFactCollector(file: file)
        collector.walk(file.tree)
        return collector.facts
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let call = CallShape(node), case let .other(base) = call.receiver, call.name == "modifier",
              let argument = call.firstUnlabeledArgument, case let .type(modifier)? = ViewSourceReader.source(of: argument),
              let wrapped = ViewSourceReader.source(of: base),
              let name = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        facts.modifierUses.append(.init(
            modifier: modifier, wrapped: wrapped, owner: ReceiverType.enclosingTypeName(of: Syntax(node)),
            location: file.location(of: name.period)
        ))
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = ReceiverType.enclosingTypeName(of: Syntax(node)) else { return .visitChildren }
        let declared = node.signature.returnClause.flatMap { TypeName($0.type) }
        if let declared, declared.written != "AnyView" {
            facts.viewMethods.append(.init(owner: owner, name: node.name.text, returns: .type(declared.simpleName)))
        } else if let body = node.body, let source = ViewSourceReader.source(ofLast: body.statements) {
            facts.viewMethods.append(.init(owner: owner, name: node.name.text, returns: source))
        }
        return .visitChildren
    }
}
