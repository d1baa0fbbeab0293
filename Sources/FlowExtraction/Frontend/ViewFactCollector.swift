import SwiftSyntax

/// Collects ``ViewFacts`` from one file, in every type and `#if` branch, as ``FileScanner`` meets its nodes.
final class ViewFactCollector {
    private let file: ParsedFile
    private(set) var facts = ViewFacts()

    init(file: ParsedFile) {
        self.file = file
    }

    func visit(_ node: FunctionCallExprSyntax, call: CallShape?, at position: ScanPosition) {
        guard let call, case let .other(base) = call.receiver, call.name == "modifier",
              let argument = call.firstUnlabeledArgument, case let .type(modifier)? = ViewSourceReader.source(of: argument),
              let wrapped = ViewSourceReader.source(of: base),
              let name = node.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        facts.modifierUses.append(.init(
            modifier: modifier, wrapped: wrapped, owner: position.typeName, location: file.location(of: name.period)
        ))
    }

    func visit(_ node: FunctionDeclSyntax, at position: ScanPosition) {
        guard let owner = position.typeName else { return }
        let declared = node.signature.returnClause.flatMap { TypeName($0.type) }
        if let declared, declared.written != "AnyView" {
            facts.viewMethods.append(.init(owner: owner, name: node.name.text, returns: .type(declared.simpleName)))
        } else if let body = node.body, let source = ViewSourceReader.source(ofLast: body.statements) {
            facts.viewMethods.append(.init(owner: owner, name: node.name.text, returns: source))
        }
    }
}
