import SwiftSyntax

/// Reads `buildView(presenter:)`: the screens its `switch presenter.name` builds for real.
///
/// A screen counts as built when a `case` arm names it and that arm does not start with `fatalError` (or
/// `preconditionFailure`); screens that only a `default:` arm reaches, and `case .none`, build nothing.
enum JumpBuildViewReader {
    /// The names of the built screens; empty when there is no `buildView(presenter:)` or no such switch.
    static func builtScreens(of coordinator: String, index: SymbolIndex, store: SourceStore) -> Set<String> {
        let methods = index.methods(of: coordinator).filter { method in
            method.name == "buildView" && method.parameters.first?.label == "presenter"
        }
        var built: Set<String> = []
        for method in methods {
            guard let (_, syntax) = store.declaration(of: method), let body = syntax.body,
                  let presenter = method.parameters.first?.name,
                  let switchExpression = presenterSwitch(in: Syntax(body), presenter: presenter) else { continue }
            for switchCase in SwitchCases.flatten(switchExpression.cases) {
                guard case let .case(label) = switchCase.label, !FatalArm.startsWithFatalError(switchCase.statements) else { continue }
                built.formUnion(CasePattern.patterns(of: label).compactMap(\.caseName))
            }
        }
        return built
    }

    /// The first `switch presenter.name` (or `presenter.name!`) in the body.
    private static func presenterSwitch(in node: Syntax, presenter: String) -> SwitchExprSyntax? {
        if let switchExpression = node.as(SwitchExprSyntax.self), isPresenterName(switchExpression.subject, presenter) {
            return switchExpression
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = presenterSwitch(in: child, presenter: presenter) { return found }
        }
        return nil
    }

    private static func isPresenterName(_ subject: ExprSyntax, _ presenter: String) -> Bool {
        var expression = subject
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "name" else {
            return false
        }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == presenter
    }
}
