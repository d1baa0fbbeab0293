import SwiftSyntax

/// Collects ``MemberFacts`` from one file, in every type and `#if` branch, as ``FileScanner`` meets its nodes.
final class MemberFactCollector {
    private let file: ParsedFile
    private(set) var facts = MemberFacts()
    private let declarations = DeclaredTypeTable()
    private let conditions = ConditionMemo()

    init(file: ParsedFile) {
        self.file = file
    }

    func visit(_ node: FunctionCallExprSyntax, call: CallShape?, at position: ScanPosition) {
        guard let call, case let .other(base) = call.receiver,
              let receiverType = ReceiverType.type(of: base, declarations: declarations),
              receiverType.first?.isUppercase == true else { return }
        let function = position.function
        facts.calls.append(.init(
            owner: position.typeName,
            method: function?.name.text,
            methodLocation: function.map { file.location(of: $0.name) },
            receiverType: receiverType,
            name: call.name,
            conditional: EnclosingDeclaration.isConditional(Syntax(node), memo: conditions),
            location: file.location(of: node)
        ))
    }

    func visit(_ node: VariableDeclSyntax, at position: ScanPosition) {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true, let owner = position.typeName else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let (type, isPath) = Self.type(of: binding)
            facts.properties.append(.init(owner: owner, name: name, type: type, isPath: isPath))
        }
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
