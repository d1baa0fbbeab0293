import SwiftSyntax

/// A view that shows one view or another by a stored value (`if session.isSignedIn { Home() } else { SignIn() }`,
/// `switch model.stage { case .intro: Intro() ... }`): read like an item modifier on that property
/// (``RouteRegistration/isContentSwitch``), so that code setting the property swaps what the view shows.
extension BodyAnalyzer {
    /// `if flag { A } else { B }` over a stored flag, with views in both branches; `!flag` swaps them. A stored
    /// value compared with a case (`if phase == .signedIn`) shows the first branch for that case and the other for
    /// every other (`!=` the other way round).
    func addContentSwitch(_ node: IfExprSyntax) {
        guard node.parent?.is(IfExprSyntax.self) != true, node.conditions.count == 1,
              case let .expression(condition)? = node.conditions.first?.condition,
              case let .codeBlock(elseBlock)? = node.elseBody else { return }
        var flag = ExpressionValue.peeled(condition)
        var isNegated = false
        if let prefix = flag.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            flag = ExpressionValue.peeled(prefix.expression)
            isNegated = true
        }
        // The first branch's cases and the other's: a flag's own values, or a compared case and every other one.
        var cases = (whenTrue: ["true"], whenFalse: ["false"])
        if let (compared, caseName, isEqual) = Self.caseComparison(flag) {
            flag = compared
            cases = (whenTrue: [caseName], whenFalse: [])
            isNegated = isNegated != !isEqual
        }
        guard let property = storedValue(flag),
              let whenTrue = Self.builtViews(node.body.statements, in: scope),
              let whenFalse = Self.builtViews(elseBlock.statements, in: scope) else { return }
        register(RouteRegistration(
            routeType: nil, item: property, mode: .swap,
            arms: [
                RouteRegistration.Arm(cases: isNegated ? cases.whenFalse : cases.whenTrue, views: whenTrue),
                RouteRegistration.Arm(cases: isNegated ? cases.whenTrue : cases.whenFalse, views: whenFalse),
            ],
            isInsideNavigation: Self.isInsideNavigationContainer(node)
        ))
    }

    /// `phase == .signedIn` (or `.signedIn == phase`, `Phase.signedIn`, `!=`, `token == nil`): the value compared, the
    /// case, and whether the test is for equality.
    private static func caseComparison(_ condition: ExprSyntax) -> (ExprSyntax, String, Bool)? {
        guard let sequence = condition.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              operation == "==" || operation == "!=" else { return nil }
        for (value, other) in [(elements[0], elements[2]), (elements[2], elements[0])] {
            // `session.user == nil`: an optional compared with nil is the case `none` a `nil` set on it is.
            if ExpressionValue.peeled(other).is(NilLiteralExprSyntax.self), case let .enumCase(_, none) = SemanticValue.nilLiteral {
                return (ExpressionValue.peeled(value), none, operation == "==")
            }
            if let member = ExpressionValue.peeled(other).as(MemberAccessExprSyntax.self),
               member.base == nil || member.base.map({ ExpressionValue.isTypeName($0.trimmedText) }) == true {
                return (ExpressionValue.peeled(value), member.declName.baseName.text, operation == "==")
            }
        }
        return nil
    }

    /// `switch stage { case .intro: Intro() case .done: Done() }` over a stored value, with views in two arms or more.
    func addContentSwitch(_ node: SwitchExprSyntax) {
        guard let property = storedValue(ExpressionValue.peeled(node.subject)) else { return }
        var arms: [RouteRegistration.Arm] = []
        for item in node.cases {
            guard let switchCase = item.as(SwitchCaseSyntax.self) else { return }
            var cases: [String] = []
            if case let .case(label) = switchCase.label {
                cases = CasePattern.patterns(of: label).compactMap(\.caseName)
                if cases.isEmpty { return }
            }
            guard let views = Self.builtViews(switchCase.statements, in: scope) else { continue }
            arms.append(RouteRegistration.Arm(cases: cases, views: views))
        }
        guard arms.count > 1 else { return }
        register(RouteRegistration(
            routeType: nil, item: property, mode: .swap, arms: arms, isInsideNavigation: Self.isInsideNavigationContainer(node)
        ))
    }

    /// `TabView(selection: $router.tab) { Trees().tag(Tab.trees) ... }`: the tab bar shows the tab whose tag the
    /// selection holds, so setting it (`router.tab = .harvest`) swaps to that tab's screen, as a switch over it would.
    func addTabSelection(_ node: FunctionCallExprSyntax) {
        guard let selection = node.arguments.first(where: { $0.label?.text == "selection" }),
              let content = node.trailingClosure ?? node.arguments.first(where: { $0.label?.text == "content" })
                .flatMap({ ExpressionValue.peeled($0.expression).as(ClosureExprSyntax.self) }),
              case let .member(base, name) = ExpressionValue.of(selection.expression, in: scope) else { return }
        var arms: [RouteRegistration.Arm] = []
        for statement in content.statements {
            guard let tab = statement.item.as(ExprSyntax.self).map(ExpressionValue.peeled),
                  let caseName = Self.tag(of: tab) else { continue }
            // An iOS 18 `Tab` shows its content closure.
            let content = Self.iOS18Tab(tab)?.trailingClosure
            let views = content.map { ViewContent.nodes(of: $0.statements, in: scope) } ?? ViewContent.nodes(of: tab, in: scope)
            if !views.isEmpty { arms.append(RouteRegistration.Arm(cases: [caseName], views: views)) }
        }
        guard arms.count > 1 else { return }
        register(RouteRegistration(routeType: nil, item: .member(Self.explicit(base), name), mode: .swap, arms: arms))
    }

    /// The enum case a tab's `.tag(...)` modifier gives it (`.tag(OrchardTab.harvest)`, `.tag(.harvest)`), or an
    /// iOS 18 `Tab`'s value (`Tab("Harvest", systemImage: "leaf", value: .harvest) { … }`), or the text of a literal
    /// one (`.tag("moon")`, `.tag(2)`, set as ``literalCase(_:)`` reads it).
    private static func tag(of tab: ExprSyntax) -> String? {
        var current = tab
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                if member.declName.baseName.text == "tag", let argument = call.arguments.first {
                    return tagCase(ExpressionValue.peeled(argument.expression))
                }
                current = ExpressionValue.peeled(base)
            } else {
                guard let value = iOS18Tab(current)?.arguments.first(where: { $0.label?.text == "value" }) else { return nil }
                return tagCase(ExpressionValue.peeled(value.expression))
            }
        }
        return nil
    }

    /// `Tab("Harvest", systemImage: "leaf", value: .harvest) { … }`, if the expression is one.
    private static func iOS18Tab(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Tab" else { return nil }
        return call
    }

    /// The case a tag or a tab's value names: `.harvest`, `OrchardTab.harvest`, or a literal's text.
    private static func tagCase(_ tagged: ExprSyntax) -> String? {
        if let member = tagged.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if case let .enumCase(_, text)? = literalCase(tagged) { return text }
        return nil
    }

    /// Whether the switch is written in the content closure of a navigation container
    /// (`NavigationView { Group { switch mode { ... } } }`) within the same declaration.
    private static func isInsideNavigationContainer(_ node: some SyntaxProtocol) -> Bool {
        enclosingConstruction(of: node) { name, _ in SemanticEdges.navigationContainers.contains(name) } != nil
    }

    /// A property of the view or of a value it holds (`isSignedIn`, `store.stage`), as the item it is registered
    /// under; not a local or a parameter, which nothing outside the body sets.
    private func storedValue(_ expression: ExprSyntax) -> SemanticValue? {
        // A row's element (`ForEach(menus) { menu in if menu == .genres { ... } }`) is a local, whatever it stands for.
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           scope.locals[name] != nil || scope.parameters[name] != nil || name == scope.closureParameter {
            return nil
        }
        guard expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self),
              case let .member(base, name) = ExpressionValue.of(expression, in: scope) else { return nil }
        return .member(Self.explicit(base), name)
    }

    /// The views a branch builds, when it does nothing else: a view builder's statements, not code that returns or
    /// declares.
    private static func builtViews(_ statements: CodeBlockItemListSyntax, in scope: EvaluationScope) -> [ViewNode]? {
        guard !statements.isEmpty, statements.allSatisfy({ $0.expression != nil }) else { return nil }
        let views = ViewContent.nodes(of: statements, in: scope)
        return views.isEmpty ? nil : views
    }
}
