import SwiftSyntax

/// Walks one file and records its type, enum case, extension and method declarations with their owners.
///
/// The visitor enters every `#if` clause, so declarations in all conditional-compilation branches are indexed.
final class FileIndexCollector: SyntaxVisitor {
    private let file: ParsedFile
    private(set) var index = FileIndex()
    /// The qualified names of the enclosing type or extension declarations, innermost last.
    private var owners: [String] = []

    init(file: ParsedFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    static func collect(_ file: ParsedFile) -> FileIndex {
        let collector = FileIndexCollector(file: file)
        collector.walk(file.tree)
        return collector.index
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, kind: .enumType, generics: node.genericParameterClause, inheritance: node.inheritanceClause)
    }

    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, kind: .classType, generics: node.genericParameterClause, inheritance: node.inheritanceClause)
    }

    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, kind: .structType, generics: node.genericParameterClause, inheritance: node.inheritanceClause)
    }

    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, kind: .actorType, generics: node.genericParameterClause, inheritance: node.inheritanceClause)
    }

    override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, kind: .protocolType, generics: nil, inheritance: node.inheritanceClause)
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { owners.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = TypeName.extended(by: node) ?? ""
        index.extendedTypes.append(name)
        let inherited = TypeName.inherited(node.inheritanceClause)
        if !inherited.isEmpty { index.extensionConformances.append(ExtensionConformance(type: name, inherited: inherited)) }
        owners.append(name)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = owners.last else { return .skipChildren }
        let parameters = node.parameterClause?.parameters.map { parameter in
            EnumCaseDeclaration.Parameter(
                label: parameter.firstName?.text,
                type: TypeName(parameter.type),
                hasDefault: parameter.defaultValue != nil
            )
        }
        index.cases.append(EnumCaseDeclaration(
            owner: owner,
            name: node.name.text,
            parameters: parameters ?? [],
            location: file.location(of: node.name)
        ))
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = owners.last else { return .skipChildren }
        let parameters = node.signature.parameterClause.parameters.map { parameter in
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            return MethodDeclaration.Parameter(
                label: label,
                name: (parameter.secondName ?? parameter.firstName).text,
                hasDefault: parameter.defaultValue != nil
            )
        }
        index.methods.append(MethodDeclaration(
            owner: owner,
            name: node.name.text,
            parameters: parameters,
            file: file.path,
            nameOffset: node.name.positionAfterSkippingLeadingTrivia.utf8Offset,
            location: file.location(of: node.name)
        ))
        // Nested functions and closures in the body declare nothing the index needs.
        return .skipChildren
    }

    private func enterType(
        _ name: TokenSyntax,
        kind: TypeDeclaration.Kind,
        generics: GenericParameterClauseSyntax?,
        inheritance: InheritanceClauseSyntax?
    ) -> SyntaxVisitorContinueKind {
        let qualifiedName = owners.last.map { "\($0).\(name.text)" } ?? name.text
        index.types.append(TypeDeclaration(
            name: name.text,
            qualifiedName: qualifiedName,
            kind: kind,
            genericParameters: generics?.parameters.map(\.name.text) ?? [],
            inherited: TypeName.inherited(inheritance),
            location: file.location(of: name)
        ))
        owners.append(qualifiedName)
        return .visitChildren
    }
}
