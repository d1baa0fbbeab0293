import SwiftSyntax

/// Collects ``JumpFileFacts`` from one file: every `load(with:navigation:)` and `dispatch(...)` call, in any type
/// or free function, in all `#if` branches. Both labels of `load` are required, which keeps unrelated
/// `load(with:)` methods (image loaders, caches) out.
final class JumpFactCollector {
    private let file: ParsedFile
    private(set) var facts = JumpFileFacts()

    init(file: ParsedFile) {
        self.file = file
    }

    /// Reads one call ``FileScanner`` met.
    func visit(_ call: CallShape?) {
        guard let call else { return }
        if call.name == "load", let path = call.argument("with"), call.argument("navigation") != nil {
            recordLoad(call, path: path)
        } else if call.name == "dispatch", call.arguments.count == 1, let path = call.firstUnlabeledArgument {
            recordDispatch(path)
        }
    }

    private func recordLoad(_ call: CallShape, path: ExprSyntax) {
        let screen = CaseReference(path)
        let navigation = call.argument("navigation").flatMap { $0.as(BooleanLiteralExprSyntax.self) }
        facts.loads.append(JumpFileFacts.Load(
            screen: screen?.name,
            pathType: screen?.typeName,
            receiverType: ReceiverType.of(call),
            navigation: navigation.map { $0.literal.tokenKind == .keyword(.true) },
            text: call.text,
            location: file.location(of: call.call)
        ))
    }

    private func recordDispatch(_ path: ExprSyntax) {
        guard let screen = CaseReference(path), let payload = screen.payload, let action = CaseReference(payload) else {
            return
        }
        let pathType = screen.typeName ?? Self.pathType(around: Syntax(path))
        facts.dispatches.insert(JumpFileFacts.Dispatch(screen: screen.name, action: action.name, pathType: pathType))
    }

    /// The path enum a view names around a dispatch: the `ContextContent<P>` whose closure holds it, else a
    /// `ContextPresenter<P>` property of the enclosing type.
    private static func pathType(around node: Syntax) -> String? {
        var current = node.parent
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self),
               let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self),
               specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ContextContent" {
                return firstTypeArgument(of: specialized.genericArgumentClause)
            }
            if let members = node.as(MemberBlockSyntax.self) { return presenterPathType(in: members) }
            current = node.parent
        }
        return nil
    }

    private static func presenterPathType(in members: MemberBlockSyntax) -> String? {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let type = binding.typeAnnotation.flatMap({ TypeName($0.type) }),
                      type.simpleName == "ContextPresenter" else { continue }
                return type.genericArguments.first?.written
            }
        }
        return nil
    }

    private static func firstTypeArgument(of clause: GenericArgumentClauseSyntax) -> String? {
        guard case let .type(type)? = clause.arguments.first?.argument else { return nil }
        return TypeName(type)?.written
    }
}
