import SwiftSyntax

/// Finds, from syntax alone, the type of the value a call is made on: the enclosing type for `self`, the type of
/// an initializer call, or the annotation or initializer of a variable, parameter or property with that name.
enum ReceiverType {
    /// The type name of the call's receiver as written or declared, when the surrounding declarations tell it.
    static func of(_ call: CallShape) -> String? {
        switch call.receiver {
        case .implicit, .selfValue:
            return enclosingTypeName(of: Syntax(call.call))
        case .superValue:
            return nil
        case let .other(base):
            return type(of: base)
        }
    }

    /// The qualified name of the type or extension declaration that contains `node` (`Outer.Inner`).
    static func enclosingTypeName(of node: Syntax) -> String? {
        var names: [String] = []
        var current = node.parent
        while let node = current {
            if let name = declaredTypeName(node) {
                names.insert(name, at: 0)
                // An extension names its type in full, so nothing outside it adds to the name.
                if node.kind == .extensionDecl { break }
            }
            current = node.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// One switch on the node's kind: this runs for every ancestor of every call the first pass looks at, where
    /// trying each declaration type's cast in turn was a measurable part of extraction.
    private static func declaredTypeName(_ node: Syntax) -> String? {
        switch node.kind {
        case .classDecl: node.cast(ClassDeclSyntax.self).name.text
        case .structDecl: node.cast(StructDeclSyntax.self).name.text
        case .enumDecl: node.cast(EnumDeclSyntax.self).name.text
        case .actorDecl: node.cast(ActorDeclSyntax.self).name.text
        case .protocolDecl: node.cast(ProtocolDeclSyntax.self).name.text
        case .extensionDecl: TypeName.extended(by: node.cast(ExtensionDeclSyntax.self))
        default: nil
        }
    }

    /// The declared or initialized type of a value written as a name, `self.name` or an initializer call; the
    /// declarations around it read from `declarations`, when given (a first pass shares one over its file).
    static func type(of expression: ExprSyntax, declarations: DeclaredTypeTable = DeclaredTypeTable()) -> String? {
        var expression = expression
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        if let call = expression.as(FunctionCallExprSyntax.self) { return initializedType(call) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return declaredType(of: reference.baseName.text, from: Syntax(reference), in: declarations)
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self) {
            return declaredType(of: member.declName.baseName.text, from: Syntax(member), in: declarations)
        }
        return nil
    }

    /// `GardenCoordinator(...)` or `GardenCoordinator.init(...)` creates a `GardenCoordinator`.
    private static func initializedType(_ call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
           let base = member.base {
            callee = base
        }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else {
            return nil
        }
        return name
    }

    /// Looks outwards from `node` through blocks, member lists and function signatures for the declaration of
    /// `name` and returns its type.
    private static func declaredType(of name: String, from node: Syntax, in table: DeclaredTypeTable) -> String? {
        var current = node.parent
        while let scope = current {
            if let items = scope.as(CodeBlockItemListSyntax.self) {
                if let type = table.type(of: name, in: items) { return type }
            } else if let members = scope.as(MemberBlockItemListSyntax.self) {
                if let type = table.type(of: name, in: members) { return type }
            } else if let function = scope.as(FunctionDeclSyntax.self) {
                for parameter in function.signature.parameterClause.parameters
                where (parameter.secondName ?? parameter.firstName).text == name {
                    return TypeName(parameter.type)?.written
                }
            }
            current = scope.parent
        }
        return nil
    }

    /// The type of each variable among `variables` that ``declaredType(of:from:in:)`` would find, by name: the
    /// first declaration of the name that tells one.
    static func declaredTypes(in variables: some Sequence<VariableDeclSyntax>) -> [String: String] {
        var found: [String: String] = [:]
        for variable in variables {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, found[name] == nil,
                      let type = type(of: name, in: variable) else { continue }
                found[name] = type
            }
        }
        return found
    }

    private static func type(of name: String, in variable: VariableDeclSyntax) -> String? {
        for binding in variable.bindings {
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            if let annotation = binding.typeAnnotation { return TypeName(annotation.type)?.written }
            if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) { return initializedType(call) }
        }
        return nil
    }
}
