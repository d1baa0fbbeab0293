import SwiftSyntax

/// Records one file's type, enum case, extension and method declarations with their owners, as ``FileScanner``
/// meets them outside method bodies.
///
/// The scanner enters every `#if` clause, so declarations in all conditional-compilation branches are indexed.
final class FileIndexCollector {
    private let file: ParsedFile
    private(set) var index = FileIndex()
    /// The qualified names of the enclosing type or extension declarations, innermost last.
    private var owners: [String] = []

    init(file: ParsedFile) {
        self.file = file
    }

    func enter(_ node: ExtensionDeclSyntax) {
        let name = TypeName.extended(by: node) ?? ""
        index.extendedTypes.append(name)
        let inherited = TypeName.inherited(node.inheritanceClause)
        if !inherited.isEmpty { index.extensionConformances.append(ExtensionConformance(type: name, inherited: inherited)) }
        owners.append(name)
    }

    func enterType(
        _ name: TokenSyntax,
        kind: TypeDeclaration.Kind,
        isPrivate: Bool,
        generics: GenericParameterClauseSyntax?,
        inherited: [TypeName]
    ) {
        let qualifiedName = owners.last.map { "\($0).\(name.text)" } ?? name.text
        index.types.append(TypeDeclaration(
            name: name.text,
            qualifiedName: qualifiedName,
            kind: kind,
            genericParameters: generics?.parameters.map(\.name.text) ?? [],
            inherited: inherited,
            location: file.location(of: name),
            // Only at file level does `private` make the name the file's own; a nested private type is already
            // told apart by its enclosing type's name.
            isFilePrivate: isPrivate && owners.isEmpty
        ))
        owners.append(qualifiedName)
    }

    /// `typealias Name = Target` declared at file level or in a type: indexed as a type whose inherited types are
    /// the target, or the parts of a composition.
    func alias(_ name: TokenSyntax, isPrivate: Bool, target: TypeSyntax) {
        enterType(name, kind: .typeAlias, isPrivate: isPrivate, generics: nil, inherited: Self.parts(of: target))
        leaveType()
        var type = Self.unparenthesized(target)
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        if type.is(FunctionTypeSyntax.self) { index.types[index.types.count - 1].aliasesFunction = true }
    }

    /// `T` of `(T)` or `((T))`.
    private static func unparenthesized(_ target: TypeSyntax) -> TypeSyntax {
        var type = target
        while let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            type = only.type
        }
        return type
    }

    private static func parts(of target: TypeSyntax) -> [TypeName] {
        var type = unparenthesized(target)
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.compactMap { TypeName($0.type) }
        }
        return TypeName(type).map { [$0] } ?? []
    }

    /// Leaves the innermost type or extension.
    func leaveType() {
        owners.removeLast()
    }

    func visit(_ node: EnumCaseElementSyntax) {
        guard let owner = owners.last else { return }
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
    }

    func visit(_ node: FunctionDeclSyntax) {
        guard let owner = owners.last else { return }
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
    }
}
