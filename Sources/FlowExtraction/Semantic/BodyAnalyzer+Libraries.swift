import FlowModel
import SwiftSyntax

/// What the body analyzer recognises of navigation libraries' APIs, as vocabularies on the semantic core:
/// XCoordinator's transitions, TCACoordinators' reducer arms, FlowStacks' arrays of routes. The library's own
/// types are never needed.
extension BodyAnalyzer {
    /// XCoordinator's coordinators answer a route with a transition value from this method; a `trigger(.route)`
    /// elsewhere runs it for that route (``EffectSummaries``).
    static let transitionFunction = "prepareTransition"

    /// The transitions XCoordinator's `prepareTransition(for:)` returns for a route, and how each shows its value.
    static let transitions: [String: (NavigationEffect.Kind, PresentationMode)] = [
        "push": (.present, .push), "show": (.present, .push), "showDetail": (.present, .push), "present": (.present, .sheet),
        "presentOnRoot": (.present, .sheet), "presentFullScreen": (.present, .fullScreen), "set": (.setRoot, .swap),
        "embed": (.setRoot, .swap),
    ]

    /// `return .push(detail)` or `return .multiple(.dismiss(), .present(settings))` in `prepareTransition(for:)`.
    func addTransitions(_ expression: ExprSyntax, at node: some SyntaxProtocol) {
        guard let call = ExpressionValue.peeled(expression).as(FunctionCallExprSyntax.self) else { return }
        // `deepLink(.home, HomeRoute.news)`: a chain of routes through several coordinators, not followed.
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "deepLink" {
            addEffect(.present, mode: nil, destination: .call(nil, "deepLink", []), at: call)
            return
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else { return }
        let name = member.declName.baseName.text
        if name == "multiple" {
            for argument in call.arguments { addTransitions(argument.expression, at: node) }
        } else if let (kind, mode) = Self.transitions[name], let shown = call.arguments.first, shown.label == nil {
            addEffect(kind, mode: mode, destination: ExpressionValue.of(shown.expression, in: scope), at: node)
        } else if !Self.closingTransitions.contains(name) {
            // A transition not read (`deepLink(...)`, one of the app's own) is said, by name, where it is returned.
            addEffect(.present, mode: nil, destination: .call(nil, name, []), at: node)
        }
    }

    /// The transitions that close or select rather than show something new: no step.
    private static let closingTransitions: Set<String> = [
        "dismiss", "dismissToRoot", "dismissAll", "pop", "popToRoot", "popTo", "none", "select", "route", "trigger",
    ]

    /// Whether `expression` scopes a store (`$store.scope(state: \.path, action: \.path)`).
    static func isStoreScope(_ expression: ExprSyntax) -> Bool {
        guard let call = ExpressionValue.peeled(expression).as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text == "scope" && call.arguments.first?.label?.text == "state"
    }

    /// A store scoped to a presented child (`$store.scope(state: \.destination?.addItem, action: ...)`): the state
    /// property the reducer sets (`state.destination = .addItem(...)`), on the store's reducer, and the case of it
    /// that the child is, if the key path names one.
    func scopedItem(_ expression: ExprSyntax) -> (item: SemanticValue, caseName: String?)? {
        guard Self.isStoreScope(expression), let call = ExpressionValue.peeled(expression).as(FunctionCallExprSyntax.self),
              let store = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
              let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self) else { return nil }
        let names = keyPath.components.compactMap { component -> String? in
            guard case let .property(property) = component.component else { return nil }
            return property.declName.baseName.text
        }
        guard let property = names.first else { return nil }
        return (.member(Self.explicit(ExpressionValue.of(store, in: scope)), property), names.count > 1 ? names.last : nil)
    }

    /// The screen action a reducer's arm handles: `.routeAction(_, .home(.startTapped))` or
    /// `.routeAction(_, action: .home(.startTapped))`, however deeply the arm's pattern wraps it.
    static func routeTrigger(_ node: SwitchCaseSyntax) -> RouteTrigger? {
        guard case let .case(label) = node.label else { return nil }
        let finder = RouteActionFinder(viewMode: .sourceAccurate)
        finder.walk(label)
        return finder.found
    }

    /// The name a reducer's `Reduce { state, action in ... }` gives the state it changes: read as the reducer
    /// itself, whose store the views that show that state hold (`if store.isLoggedIn { ... }`).
    static func reducerStateParameter(of closure: ClosureExprSyntax) -> String? {
        var parent = closure.parent
        while let current = parent, !current.is(FunctionCallExprSyntax.self) {
            guard current.is(LabeledExprSyntax.self) || current.is(LabeledExprListSyntax.self) else { return nil }
            parent = current.parent
        }
        guard var callee = parent?.as(FunctionCallExprSyntax.self)?.calledExpression else { return nil }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        guard callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Reduce" else { return nil }
        return SemanticFactCollector.closureParameterNames(closure).first
    }

    /// The case `.root(.welcome(...), withNavigation: true)` starts an array of routes with (FlowStacks,
    /// TCACoordinators).
    static func routeRoot(_ node: FunctionCallExprSyntax) -> String? {
        guard let root = node.calledExpression.as(MemberAccessExprSyntax.self), root.base == nil,
              let screen = node.arguments.first, screen.label == nil else { return nil }
        var value = ExpressionValue.peeled(screen.expression)
        if let call = value.as(FunctionCallExprSyntax.self) { value = call.calledExpression }
        guard let member = value.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member.declName.baseName.text
    }

    /// `case .deepLinkOpened:` over the action of a reducer's `Reduce { state, action in ... }`: the reducer's own
    /// action, which names its steps.
    func reducerAction(_ node: SwitchCaseSyntax) -> RouteTrigger? {
        guard case let .case(label) = node.label, let switchNode = node.parent?.parent?.as(SwitchExprSyntax.self),
              let subject = ExpressionValue.peeled(switchNode.subject).as(DeclReferenceExprSyntax.self) else { return nil }
        var parent = switchNode.parent
        while let current = parent, !current.is(ClosureExprSyntax.self) { parent = current.parent }
        guard let closure = parent?.as(ClosureExprSyntax.self),
              SemanticFactCollector.closureParameterNames(closure).dropFirst().first == subject.baseName.text,
              Self.reducerStateParameter(of: closure) != nil,
              let caseName = CasePattern.patterns(of: label).lazy.compactMap(\.caseName).first else { return nil }
        return RouteTrigger(routeCase: nil, action: caseName)
    }

    /// The last route of an array of routes written out (`[.root(.home), .push(.detail)]`): the call on the
    /// array that shows it the same way (``EffectSummaries/routeCalls``), and the screen value it carries.
    static func routeArrayElement(_ value: ExprSyntax, in scope: EvaluationScope) -> (String, SemanticValue)? {
        guard let last = value.as(ArrayExprSyntax.self)?.elements.last.map({ ExpressionValue.peeled($0.expression) }),
              let call = last.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
              let screen = call.arguments.first, screen.label == nil else { return nil }
        let calls = ["root": "setRoot", "push": "push", "sheet": "presentSheet", "cover": "presentCover"]
        guard let name = calls[member.declName.baseName.text] else { return nil }
        return (name, ExpressionValue.of(screen.expression, in: scope))
    }
}

/// Finds `.routeAction(_, .screen(.action))` in a case pattern.
private final class RouteActionFinder: SyntaxVisitor {
    private(set) var found: RouteTrigger?

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil, node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "routeAction",
              node.arguments.count >= 2 else { return .visitChildren }
        let screenAction = ExpressionValue.peeled(Array(node.arguments)[1].expression)
        guard let screen = screenAction.as(FunctionCallExprSyntax.self),
              let routeCase = screen.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
              let inner = screen.arguments.first.map({ ExpressionValue.peeled($0.expression) }) else { return .skipChildren }
        let action = inner.as(MemberAccessExprSyntax.self)
            ?? inner.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        if let action { found = RouteTrigger(routeCase: routeCase, action: action.declName.baseName.text) }
        return .skipChildren
    }
}
