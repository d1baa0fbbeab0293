import SwiftSyntax

/// Collects ``MemberFacts`` from one file, in every type and `#if` branch.
final class MemberFactCollector: SyntaxVisitor {
    private let file: ParsedFile
    private var facts = MemberFacts()

    private init(file: ParsedFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    static func collect(_ file: ParsedFile) -> MemberFacts {
        let collector = MemberFactCollector(file: file)
        collector.walk(file.tree)
        return collector.facts
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let call = CallShape(node), case .other = call.receiver,
              let receiverType = ReceiverType.of(call), receiverType.first?.isUppercase == true else { return .visitChildren }
        let function = EnclosingDeclaration.function(of: Syntax(node))
        facts.calls.append(.init(
            owner: ReceiverType.enclosingTypeName(of: Syntax(node)),
            method: function?.name.text,
            methodLocation: function.map { file.location(of: $0.name) },
            receiverType: receiverType,
            name: call.name,
            conditional: EnclosingDeclaration.isConditional(Syntax(node)),
            location: file.location(of: node)
        ))
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true,
              let owner = ReceiverType.enclosingTypeName(of: Syntax(node)) else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let (type, isPath) = Self.type(of: binding)
            facts.properties.append(.init(owner: owner, name: name, type: type, isPath: isPath))
        }
        return .visitChildren
    }

    private static func type(of binding: PatternBindingSyntax) -> (TypeName?, Bool) {
        if let annotation = binding.typeAnnotation?.type {
            if let array = annotation.as(ArrayTypeSyntax.self) { return (TypeName(array.element), true) }
            let type = TypeName(annotation)
            return (type, type?.written == "NavigationPath")
        }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return (nil, false) }
        return (TypeName(written: name), name == "NavigationPath")
    }
}
