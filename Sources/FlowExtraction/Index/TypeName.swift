import SwiftSyntax

/// A type as written in source, reduced to what name lookup needs: its dotted name without module-looking
/// generic noise (`Garden.Path` from `Garden.Path`, `Coordinator` with argument `Garden.Path` from
/// `Coordinator<Garden.Path>`). Without a type checker, ``SymbolIndex/resolve(_:from:)`` finds the declaration.
struct TypeName: Hashable, Sendable, CustomStringConvertible {
    /// The name as written, dotted when qualified (`Garden.Path`).
    var written: String
    var genericArguments: [TypeName]

    init(written: String, genericArguments: [TypeName] = []) {
        self.written = written
        self.genericArguments = genericArguments
    }

    /// The name of `type`, or nil for types that name no declaration (tuples, functions, `some P`).
    init?(_ type: TypeSyntax) {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            self.init(written: identifier.name.text, arguments: identifier.genericArgumentClause)
        } else if let member = type.as(MemberTypeSyntax.self) {
            let base = TypeName(member.baseType)?.written
            self.init(written: base.map { "\($0).\(member.name.text)" } ?? member.name.text, arguments: member.genericArgumentClause)
        } else if let optional = type.as(OptionalTypeSyntax.self) {
            self.init(optional.wrappedType)
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self.init(unwrapped.wrappedType)
        } else if let attributed = type.as(AttributedTypeSyntax.self) {
            self.init(attributed.baseType)
        } else {
            return nil
        }
    }

    private init(written: String, arguments: GenericArgumentClauseSyntax?) {
        let types = arguments?.arguments.compactMap { argument -> TypeName? in
            guard case let .type(type) = argument.argument else { return nil }
            return TypeName(type)
        }
        self.init(written: written, genericArguments: types ?? [])
    }

    /// The last component of the name (`Path` for `Garden.Path`).
    var simpleName: String {
        // Most names have no dot: asked of every ancestor of every type the core meets, they are their own last part.
        guard written.firstIndex(ofASCII: ".") != nil else { return written }
        return written.split(atASCII: ".").last ?? written
    }

    var description: String {
        genericArguments.isEmpty ? written : "\(written)<\(genericArguments.map(\.description).joined(separator: ", "))>"
    }
}

extension TypeName {
    /// The dotted name of the type an `extension` declaration extends.
    static func extended(by declaration: ExtensionDeclSyntax) -> String? {
        TypeName(declaration.extendedType)?.written
    }

    /// The types an inheritance clause names, in order (the superclass, if any, comes first).
    static func inherited(_ clause: InheritanceClauseSyntax?) -> [TypeName] {
        clause?.inheritedTypes.compactMap { TypeName($0.type) } ?? []
    }

    /// The conformances attached macros add to a type: The Composable Architecture's `@Reducer` makes the type a
    /// `Reducer`, which is how the rest of the reader knows it.
    static func addedByMacros(_ attributes: AttributeListSyntax?) -> [TypeName] {
        guard let attributes else { return [] }
        return attributes.compactMap { element in
            guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedText,
                  let conformance = conformingMacros[name] else { return nil }
            return TypeName(written: conformance)
        }
    }

    private static let conformingMacros = ["Reducer": "Reducer"]
}

enum TypeNames {
    /// Whether a type name written in source (`Path`, `Garden.Path`) can refer to the declaration with this
    /// qualified name (`Garden.Path`), when the place it was written is not known.
    static func match(_ qualifiedName: String, written: String) -> Bool {
        qualifiedName == written || qualifiedName.hasSuffix(".\(written)")
    }

    /// Every way source can write the declaration with this qualified name without its context:
    /// `A.B.C`, `B.C` and `C`.
    static func writtenForms(of qualifiedName: String) -> [String] {
        let components = qualifiedName.split(separator: ".")
        return components.indices.map { components[$0...].joined(separator: ".") }
    }
}
