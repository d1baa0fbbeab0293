import FlowModel
import SwiftSyntax

/// Summarizes one body (a method's, an initializer's, a computed property's or a closure's) as a
/// ``SemanticFunction``: the navigation primitives it runs, the calls it makes, the closures it stores and the
/// views it builds. Every closure in the body becomes a function of its own, linked by a ``ClosureUse`` that
/// says what it is stored on, if anything; the second pass decides from the receiver's type whether it runs in
/// place or where the receiver calls it.
final class BodyAnalyzer: SyntaxVisitor {
    private let file: ParsedFile
    private let sink: SemanticFactCollector
    /// The names in scope; a new memo of evaluated calls whenever they change.
    private(set) var scope: EvaluationScope {
        didSet {
            guard !scope.memoIsCurrent else { return }
            scope.memo = EvaluationMemo()
            scope.memoIsCurrent = true
        }
    }
    private(set) var function: SemanticFunction
    private var conditionalDepth = 0
    /// Blocks with `guard` statements seen so far, and how many: the rest of each block is conditional.
    private var guardedBlocks: [SyntaxIdentifier: Int] = [:]
    /// For each enclosing `switch`, the parameter it switches over, if it does.
    private var switchedParameters: [Int?] = []
    /// For each enclosing `case` arm (or `if case` body, or rest of a block after `guard case`), what it guards.
    private var caseGuards: [CaseGuard?] = []
    /// The tests every path to the node passes (``NavigationEffect/tests``), innermost last: an `if`'s for its
    /// body, negated for its `else`, and a `guard`'s for the rest of its block.
    private var tests: [FlagTest] = []
    /// The tests of the `if` statements seen, by the block each holds for, until the block is entered.
    private var pendingTests: [SyntaxIdentifier: FlagTest] = [:]
    /// The blocks entered under a test of their own.
    private var testedBlocks: Set<SyntaxIdentifier> = []
    /// How many `guard` tests each block has added for its rest.
    private var guardTestCounts: [SyntaxIdentifier: Int] = [:]
    /// The case guards of `if case` bodies not yet entered, by body, with how many enclosing `if`s of the chain
    /// the guard stands for (their conditions lifted in the body).
    private var pendingCaseGuards: [SyntaxIdentifier: (CaseGuard, lifted: Int)] = [:]
    /// The `if case` bodies whose case guard is on ``caseGuards``, with the conditions lifted in each.
    private var caseGuardedBlocks: [SyntaxIdentifier: Int] = [:]
    /// By block, how many `guard case` statements in it put their case guard on ``caseGuards``.
    private var guardCaseCounts: [SyntaxIdentifier: Int] = [:]
    /// The stored properties the switches around the node are over (nil for another switch), and the cases of
    /// their arms around it: what a computed property returns for each value of the property.
    private var switchedProperties: [String?] = []
    private var storedPropertyGuards: [CaseGuard?] = []
    /// Syntax consumed as a navigation destination: read by ``ViewContent``, not walked as code.
    private var skipped: Set<SyntaxIdentifier> = []
    /// Locals given a full-screen presentation style before they are presented.
    private var fullScreenLocals: Set<String> = []
    /// Locals declared with a type and no value (`let next: Flow`), set later in each branch, with the value
    /// their declaration gives them until then.
    private var declaredUnset: [String: SemanticValue] = [:]
    /// Of those locals, what each `case` arm over a parameter sets them to, kept while every assignment is made in
    /// such an arm (`case .harvest: destination = HarvestViewController()`): a step or `return` of the local
    /// after the switch shows, for each case, its own arm's value. The locals also set outside an arm are in
    /// ``setOutsideArms``.
    private var armValues: [String: [(value: SemanticValue, caseGuard: CaseGuard)]] = [:]
    private var setOutsideArms: Set<String> = []
    /// Windows made in the body (`let overlay = UIWindow(...)`) given a root, by name, with where the root is set:
    /// a root something is then presented on (`overlay.rootViewController?.present(pin, ...)`) only hosts it.
    private var newWindowRoots: [String: FlowModel.SourceLocation] = [:]
    /// For each enclosing `case` arm, the locals its pattern binds and what they held before it.
    private var armBindings: [[String: SemanticValue?]] = []
    /// For each enclosing `case` arm, the screen action it handles in a reducer, if any.
    private var routeTriggers: [RouteTrigger?] = []
    /// The type tests of `if let` bodies about to be met, and of those being walked, by block.
    private var pendingTypeGuards: [SyntaxIdentifier: TypeGuard] = [:]
    private var typeGuards: [SyntaxIdentifier: TypeGuard] = [:]
    /// What each closure about to be met is stored on, worked out at the call or assignment around it.
    var pendingUses: [SyntaxIdentifier: ClosureUse] = [:]
    /// For a closure subscribed to a stream whose operators keep its elements, the stream: the closure's
    /// parameter is one of its elements, and a stream is typed by its element.
    private var pendingElements: [SyntaxIdentifier: SemanticValue] = [:]
    /// The closures building a cell's SwiftUI content (``EvaluationScope/buildsCellContent``).
    private var cellContentClosures: Set<SyntaxIdentifier> = []
    /// The children added in place so far (`addChild(actions)`): adding the view of one (`addSubview(actions.view)`)
    /// adds it no second time.
    private var addedChildren: [SemanticValue] = []
    /// The last dismissal the body made with no completion (``NavigationEffect/dismissal``).
    private var dismissal: FlowModel.SourceLocation?
    /// The last pop to the root the body made with no completion (``NavigationEffect/poppedToRoot``).
    private var poppedToRoot: FlowModel.SourceLocation?

    init(file: ParsedFile, sink: SemanticFactCollector, scope: EvaluationScope, function: SemanticFunction) {
        self.file = file
        self.sink = sink
        var scope = scope
        scope.memo = EvaluationMemo()
        scope.memoIsCurrent = true
        self.scope = scope
        self.function = function
        super.init(viewMode: .sourceAccurate)
    }

    /// Walks `statements` and adds what a single-expression or view-building body returns.
    func analyze(_ statements: CodeBlockItemListSyntax) {
        walk(statements)
        if statements.count == 1, let only = statements.first, case let .expr(expression) = only.item {
            addReturn(ExpressionValue.of(expression, in: scope), guarded: nil)
        }
        // What a view-building function returns types its callers (`destination(for:)`); a view's own `body`
        // is never called as a factory, and reading its tree again would be half the cost of the first pass. The
        // body of a route enum that is a view (`switch self { case .loaf: LoafView() ... }`) shows each case's view.
        // A view controller is no view built: what its factory returns is read from its `return` statements.
        if let returnType = function.returnType, returnType.contains(ascii: "View"), !returnType.contains(ascii: "ViewController"),
           function.name != "body" || switchesOverSelf(statements) || switchesOverStoredProperty(statements) {
            addViewReturns(statements)
        }
    }

    func analyze(expression: ExprSyntax) {
        walk(expression)
        addReturn(ExpressionValue.of(expression, in: scope), guarded: nil)
    }

    /// The `switch` that is the statements' only one, if it is.
    private static func soleSwitch(_ statements: CodeBlockItemListSyntax) -> SwitchExprSyntax? {
        guard statements.count == 1 else { return nil }
        return statements.first?.expression?.as(SwitchExprSyntax.self)
    }

    /// Whether the statements are one `switch self`.
    private func switchesOverSelf(_ statements: CodeBlockItemListSyntax) -> Bool {
        Self.soleSwitch(statements).flatMap(switchedParameter) == CaseGuard.selfParameter
    }

    /// Whether the statements are one `switch` over a stored property: a view that only picks what to show by the
    /// route it is built with (`struct RouteScreen: View { let route: Route; var body: some View { switch route {
    /// ... } } }`) is a dispatcher, which shows each case's arm.
    private func switchesOverStoredProperty(_ statements: CodeBlockItemListSyntax) -> Bool {
        Self.soleSwitch(statements).flatMap(switchedStoredProperty) != nil
    }

    /// What a view-building body returns; per arm when it is one `switch` over a parameter (`view(for route:)`) or
    /// over a stored property (`var content: some View { switch route { ... } }`).
    private func addViewReturns(_ statements: CodeBlockItemListSyntax) {
        if let switchExpression = Self.soleSwitch(statements) {
            let parameter = switchedParameter(switchExpression)
            let property = parameter == nil ? switchedStoredProperty(switchExpression) : nil
            if parameter != nil || property != nil {
                for item in switchExpression.cases {
                    guard let arm = item.as(SwitchCaseSyntax.self) else { continue }
                    let views = ViewContent.nodes(of: arm.statements, in: scope)
                    let guarded = if let parameter { caseGuard(arm, parameter: parameter) } else { storedPropertyGuard(arm, property) }
                    if !views.isEmpty { addReturn(.views(views), guarded: guarded) }
                }
                return
            }
        }
        let views = ViewContent.nodes(of: statements, in: scope)
        if !views.isEmpty { addReturn(.views(views), guarded: nil) }
    }

    private func addReturn(_ value: SemanticValue, guarded: CaseGuard?) {
        function.returns.append(value)
        function.returnGuards.append(guarded)
    }

    private var isConditional: Bool { conditionalDepth > 0 }

    /// The innermost `case` arm over a parameter around the node.
    private var currentGuard: CaseGuard? { caseGuards.last { $0 != nil } ?? nil }

    /// The parameter a switch is over, ``CaseGuard/selfParameter`` for `switch self` in an enum's method, or
    /// ``CaseGuard/closureArgument`` for a closure's own parameter.
    private func switchedParameter(_ node: SwitchExprSyntax) -> Int? {
        parameter(named: node.subject)
    }

    /// The parameter `subject` names, as ``switchedParameter(_:)`` reads a switch's subject.
    private func parameter(named subject: ExprSyntax) -> Int? {
        guard let name = ExpressionValue.peeled(subject).as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        if name == scope.closureParameter { return CaseGuard.closureArgument }
        if let local = scope.locals[name] {
            // A parameter unwrapped under its own name (`guard let route = route`, `if let route`) is the parameter.
            if case let .parameter(index) = local { return index }
            return nil
        }
        if name == "self" { return CaseGuard.selfParameter }
        return scope.parameters[name]
    }

    /// The stored property of the instance a switch is over (`switch route`, `switch self.route`), in a computed
    /// property or a method: not a parameter, a local or `self`.
    private func switchedStoredProperty(_ node: SwitchExprSyntax) -> String? {
        let subject = ExpressionValue.peeled(node.subject)
        let name: String
        if let reference = subject.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            guard name != "self", scope.locals[name] == nil, scope.parameters[name] == nil, name != scope.closureParameter else {
                return nil
            }
        } else if let member = subject.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        return function.isClosure ? nil : name
    }

    /// The cases an arm of a switch over a stored property matches; nil for `default:`.
    private func storedPropertyGuard(_ arm: SwitchCaseSyntax, _ property: String?) -> CaseGuard? {
        guard let property, var guarded = caseGuard(arm, parameter: CaseGuard.storedProperty) else { return nil }
        guarded.property = property
        return guarded
    }

    /// `if case .trail(let id) = route` or `guard case .hut = route` over a parameter, the condition's only one:
    /// the case the code it lets run is guarded by, as a switch's arm is.
    private func caseGuard(_ conditions: ConditionElementListSyntax) -> CaseGuard? {
        guard conditions.count == 1, let matching = conditions.first?.condition.as(MatchingPatternConditionSyntax.self),
              let parameter = parameter(named: matching.initializer.value),
              let name = CasePattern.pattern(matching.pattern, binds: false).caseName else { return nil }
        return CaseGuard(parameter: parameter, cases: [name])
    }

    /// The cases an arm matches, for a switch over the parameter; for `default:`, every case the other arms do not
    /// list (nil when they list none).
    private func caseGuard(_ arm: SwitchCaseSyntax, parameter: Int) -> CaseGuard? {
        guard case let .case(label) = arm.label else {
            guard parameter != CaseGuard.storedProperty, let arms = arm.parent?.as(SwitchCaseListSyntax.self) else { return nil }
            let listed = arms.compactMap { item -> [String]? in
                guard case let .case(other)? = item.as(SwitchCaseSyntax.self)?.label else { return nil }
                return CasePattern.patterns(of: other).compactMap(\.caseName)
            }.flatMap { $0 }
            return listed.isEmpty ? nil : CaseGuard(parameter: parameter, cases: listed, excludes: true)
        }
        let cases = CasePattern.patterns(of: label).compactMap(\.caseName)
        return cases.isEmpty ? nil : CaseGuard(parameter: parameter, cases: cases)
    }

    // MARK: - locals and returns

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        PlatformCondition.isCompiledOut(node) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            // `let (flow, screen) = factory.makeFlow()`: each name is an element of the value.
            if let tuple = binding.pattern.as(TuplePatternSyntax.self), let initializer = binding.initializer?.value {
                let value = ExpressionValue.of(initializer, in: scope)
                for (index, element) in tuple.elements.enumerated() {
                    guard let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    scope.locals[name] = .member(value, "\(index)")
                }
                continue
            }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let annotated = binding.typeAnnotation.flatMap { TypeName($0.type) }
            if let initializer = binding.initializer?.value {
                let value = ExpressionValue.of(initializer, in: scope)
                scope.locals[name] = annotated.map { ExpressionValue.typed(value, as: $0.written) } ?? value
                if ExpressionValue.peeled(initializer).is(ClosureExprSyntax.self) { scope.locals[name] = nil }
            } else if let type = annotated {
                scope.locals[name] = .instance(type.written)
                declaredUnset[name] = .instance(type.written)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            if let initializer = node.initializer?.value {
                scope.locals[name] = ExpressionValue.of(initializer, in: scope)
            } else if let type = node.typeAnnotation.flatMap({ TypeName($0.type) }) {
                scope.locals[name] = .instance(type.written)
            }
        }
        return .visitChildren
    }

    /// Whether a `dismiss` call closes a presentation: SwiftUI's `dismiss()` (also `presentationMode.wrappedValue
    /// .dismiss()`) or UIKit's `dismiss(animated:)` on a view controller (`self`, its navigation controller, what
    /// presented it), not an app type's method of the same name (`banner.dismiss()`, `viewModel.dismiss(reason:)`).
    private static func dismissesPresentation(_ node: FunctionCallExprSyntax, base: ExprSyntax?) -> Bool {
        let labels = node.arguments.map { $0.label?.text }
        guard labels.isEmpty || labels == ["animated"] else { return false }
        guard let base = base.map(ExpressionValue.peeled) else { return true }
        if base.is(DeclReferenceExprSyntax.self) {
            return base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) || labels == ["animated"]
        }
        guard let member = base.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
        return presentingMembers.contains(member)
    }

    private static let presentingMembers: Set<String> = [
        "wrappedValue", "navigationController", "presentingViewController", "presentedViewController", "parent",
        "rootViewController", "topViewController", "tabBarController",
    ]

    /// The array literal a path is set to: written as it is, or as a `NavigationPath` made of it.
    private static func pathElements(_ value: ExprSyntax) -> ArrayExprSyntax? {
        if let array = value.as(ArrayExprSyntax.self) { return array }
        guard let call = value.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationPath",
              call.arguments.count == 1, let only = call.arguments.first, only.label == nil else { return nil }
        return ExpressionValue.peeled(only.expression).as(ArrayExprSyntax.self)
    }

    /// The name ``SemanticFunction/constructions`` gives the superclass a `super.init(...)` constructs.
    static let superInitializer = "super"

    /// The labelled arguments of a call whose values a type's initializer is handed.
    private func handedArguments(_ arguments: LabeledExprListSyntax) -> [SemanticArgument] {
        arguments.compactMap { argument in
            guard let label = argument.label?.text else { return nil }
            let value = ExpressionValue.of(argument.expression, in: scope)
            return Self.isTypedByConstruction(value) ? SemanticArgument(label: label, value: value) : nil
        }
    }

    /// Whether an argument is a value that may conform to a protocol an initializer declares (an object built or
    /// passed along, not a literal), or one of the type's own properties passed down (a callback handed on to a
    /// cell: the property is read).
    private static func isTypedByConstruction(_ value: SemanticValue) -> Bool {
        switch value {
        case .instance, .wrapped, .parameter, .selfValue, .call, .member(nil, _), .member(.selfValue?, _): true
        case let .either(values): values.allSatisfy(isTypedByConstruction)
        default: false
        }
    }

    /// `if case .success(let ticket) = result` and `guard case let .some(ticket) = pending`.
    override func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind {
        let bindings = CasePattern.bindings(of: node.pattern)
        for (name, value) in unwrappedBindings(bindings, of: node.initializer.value) {
            scope.locals[name] = value
        }
        // `if case let .trail(id) = route` over a parameter: `id` is what the caller's `.trail(...)` carries.
        if let parameter = parameter(named: node.initializer.value), parameter != CaseGuard.closureArgument {
            for (name, caseName, index) in bindings {
                scope.locals[name] = .associatedValue(parameter: parameter, case: caseName, index: index)
            }
        }
        return .visitChildren
    }

    /// What a pattern's names bind when it unwraps a local: the value of `.success(let screen)` over a result or
    /// `.some(let screen)` over an optional is typed as the local is (a result delivered to a closure is typed by
    /// its success, ``SemanticValue/delivered(call:label:index:)``).
    private func unwrappedBindings(
        _ bindings: [(name: String, caseName: String, index: Int)], of subject: ExprSyntax
    ) -> [(name: String, value: SemanticValue)] {
        guard let local = ExpressionValue.peeled(subject).as(DeclReferenceExprSyntax.self)?.baseName.text,
              let value = scope.locals[local] else { return [] }
        return bindings.compactMap { name, caseName, index in
            index == 0 && (caseName == "success" || caseName == "some") ? (name, value) : nil
        }
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression {
            if let closure = ExpressionValue.peeled(expression).as(ClosureExprSyntax.self) {
                pendingUses[closure.id] = ClosureUse(function: .unknown, receiver: nil, isStored: false, property: nil, isReturned: true)
            }
            // Returned in an arm over a stored property (`case .first: return .push`): for those cases of it.
            let storedPropertyGuard = storedPropertyGuards.last { $0 != nil } ?? nil
            let returned = ExpressionValue.of(expression, in: scope)
            if let arms = armValues(of: returned) {
                for arm in arms { addReturn(arm.value, guarded: arm.caseGuard) }
            } else {
                addReturn(returned, guarded: currentGuard ?? storedPropertyGuard)
            }
            if let local = ExpressionValue.peeled(expression).as(DeclReferenceExprSyntax.self)?.baseName.text,
               fullScreenLocals.contains(local) {
                function.makesFullScreen = true
            }
            if function.name == Self.transitionFunction { addTransitions(expression, at: node) }
            // A page view controller's data source handing the page before or after the one shown: a page turn. Its
            // `return nil` (no page there) turns none.
            if Self.isPageDataSource(function), !ExpressionValue.peeled(expression).is(NilLiteralExprSyntax.self) {
                sink.turnedPage(at: file.location(of: node))
                addEffect(.setRoot, mode: .swap, destination: ExpressionValue.of(expression, in: scope), at: node)
            }
        }
        return .visitChildren
    }

    // MARK: - conditions

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        conditionalDepth += 1
        addContentSwitch(node)
        if let guarded = caseGuard(node.conditions) {
            // In `else if case .hut = route` after `if case .trail = route`, being in the `else` only says the
            // route is not a trail, which the case guard says too.
            var lifted = 1
            var current = node
            while let outer = current.parent?.as(IfExprSyntax.self), outer.elseBody?.id == current.id,
                  caseGuard(outer.conditions)?.parameter == guarded.parameter {
                lifted += 1
                current = outer
            }
            pendingCaseGuards[node.body.id] = (guarded, lifted)
        }
        if let event = launchEvent(of: node.conditions) {
            pendingTests[node.body.id] = .launched(for: event)
        } else if let test = soleTest(node.conditions) {
            pendingTests[node.body.id] = test
            if case let .codeBlock(otherwise)? = node.elseBody {
                var negated = test
                negated.holds.toggle()
                pendingTests[otherwise.id] = negated
            }
        }
        // `if let nav = sender as? UINavigationController { ... }` over a parameter.
        for condition in node.conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                  let sequence = binding.initializer.map({ ExpressionValue.peeled($0.value) })?.as(SequenceExprSyntax.self),
                  case let elements = Array(sequence.elements), elements.count == 3,
                  let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark?.text == "?",
                  let type = elements[2].as(TypeExprSyntax.self).flatMap({ TypeName($0.type) }),
                  case let .parameter(index) = ExpressionValue.of(elements[0], in: scope) else { continue }
            pendingTypeGuards[node.body.id] = TypeGuard(parameter: index, type: type.written)
        }
        return .visitChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        if let typeGuard = pendingTypeGuards.removeValue(forKey: node.id) { typeGuards[node.id] = typeGuard }
        // The body of `if case .trail = route` is guarded, as a switch's arm is, rather than conditional.
        if let (guarded, lifted) = pendingCaseGuards.removeValue(forKey: node.id) {
            caseGuards.append(guarded)
            caseGuardedBlocks[node.id] = lifted
            conditionalDepth -= lifted
        }
        if let test = pendingTests.removeValue(forKey: node.id) {
            tests.append(test)
            testedBlocks.insert(node.id)
        }
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockSyntax) {
        typeGuards[node.id] = nil
        if let lifted = caseGuardedBlocks.removeValue(forKey: node.id) {
            caseGuards.removeLast()
            conditionalDepth += lifted
        }
        if testedBlocks.remove(node.id) != nil { tests.removeLast() }
    }

    override func visitPost(_ node: IfExprSyntax) { conditionalDepth -= 1 }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        let parameter = switchedParameter(node)
        switchedParameters.append(parameter)
        switchedProperties.append(parameter == nil ? switchedStoredProperty(node) : nil)
        addContentSwitch(node)
        return .visitChildren
    }

    override func visitPost(_ node: SwitchExprSyntax) {
        switchedParameters.removeLast()
        switchedProperties.removeLast()
    }

    /// An arm of a switch over a parameter is guarded rather than conditional: a call that passes a known case
    /// decides it (``CaseGuard``); one that does not leaves the step conditional.
    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        let parameter: Int? = switchedParameters.last ?? nil
        let caseGuard = parameter.flatMap { self.caseGuard(node, parameter: $0) }
        if caseGuard == nil { conditionalDepth += 1 }
        caseGuards.append(caseGuard)
        storedPropertyGuards.append(storedPropertyGuard(node, switchedProperties.last ?? nil))
        routeTriggers.append(Self.routeTrigger(node) ?? routeTriggers.last ?? nil ?? reducerAction(node))
        // `case let .home(router)` over a parameter: `router` is what the caller's `.home(...)` carries.
        var shadowed: [String: SemanticValue?] = [:]
        if let parameter, parameter != CaseGuard.closureArgument, case let .case(label) = node.label {
            for (name, caseName, index) in CasePattern.bindings(of: label) {
                shadowed[name] = scope.locals[name]
                scope.locals[name] = .associatedValue(parameter: parameter, case: caseName, index: index)
            }
        } else if case let .case(label) = node.label,
                  let subject = node.parent?.parent?.as(SwitchExprSyntax.self)?.subject {
            for (name, value) in unwrappedBindings(CasePattern.bindings(of: label), of: subject) {
                shadowed[name] = scope.locals[name]
                scope.locals[name] = value
            }
        }
        armBindings.append(shadowed)
        return .visitChildren
    }

    override func visitPost(_ node: SwitchCaseSyntax) {
        if caseGuards.removeLast() == nil { conditionalDepth -= 1 }
        storedPropertyGuards.removeLast()
        routeTriggers.removeLast()
        for (name, previous) in armBindings.removeLast() { scope.locals[name] = previous }
    }


    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        conditionalDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: GuardStmtSyntax) {
        conditionalDepth -= 1
        // What follows a `guard` in its block runs only when the guard passes; `guard let self` fails only once
        // the object is gone, which makes nothing after it conditional.
        // What follows `guard case .hut = route else { return }` is guarded by that case, as a switch's arm is.
        if let guarded = caseGuard(node.conditions), let block = node.parent?.parent?.as(CodeBlockItemListSyntax.self) {
            caseGuards.append(guarded)
            guardCaseCounts[block.id, default: 0] += 1
        } else if SelfUnwrapping(node.conditions) == nil, let block = node.parent?.parent?.as(CodeBlockItemListSyntax.self) {
            guardedBlocks[block.id, default: 0] += 1
            conditionalDepth += 1
            if let test = soleTest(node.conditions) {
                tests.append(test)
                guardTestCounts[block.id, default: 0] += 1
            }
        }
    }

    override func visitPost(_ node: CodeBlockItemListSyntax) {
        if let guards = guardedBlocks.removeValue(forKey: node.id) { conditionalDepth -= guards }
        if let count = guardTestCounts.removeValue(forKey: node.id) { tests.removeLast(count) }
        if let count = guardCaseCounts.removeValue(forKey: node.id) { caseGuards.removeLast(count) }
    }

    /// In the code that launches the app or connects its scene, the outside event a condition asks whether the
    /// launch answers (`connectionOptions.urlContexts`, `launchOptions?[.url]`), named as the delegate method that
    /// answers it once the app runs; nil elsewhere.
    private func launchEvent(of conditions: ConditionElementListSyntax) -> String? {
        guard SemanticEdges.launches(function) else { return nil }
        let names = conditions.tokens(viewMode: .sourceAccurate).map(\.text)
        if let event = names.lazy.compactMap({ Self.connectionEvents[$0] }).first { return event }
        guard names.contains("launchOptions") else { return nil }
        return names.lazy.compactMap { Self.launchOptionEvents[$0] }.first
    }

    /// A scene's connection options, by what they hold, with the event each is.
    private static let connectionEvents = [
        "urlContexts": "openURLContexts", "userActivities": "continue", "shortcutItem": "performActionFor",
        "notificationResponse": "didReceive",
    ]
    /// An app's launch options, by key.
    private static let launchOptionEvents = [
        "url": "open", "userActivityDictionary": "continue", "shortcutItem": "performActionFor", "remoteNotification": "didReceive",
    ]

    /// The test of a condition list that is one test of the instance's properties or of what all code sees
    /// (`splitViewController.isCollapsed`, `!isEditing`, `traitCollection.horizontalSizeClass == .regular`).
    private func soleTest(_ conditions: ConditionElementListSyntax) -> FlagTest? {
        guard conditions.count == 1, case let .expression(expression) = conditions.first!.condition else { return nil }
        let peeled = ExpressionValue.peeled(expression)
        // Of the instance (`isCollapsed`) or of what all code sees (`UIDevice.current.userInterfaceIdiom`): the same
        // wherever it is read, as long as the instance is.
        guard let test = caseTest(peeled) ?? booleanTest(peeled), test.isOfInstance || test.value.isSharedPath else { return nil }
        return test
    }

    /// `isCollapsed`, `!isCollapsed`, `isCollapsed == false`: a test of a Boolean property.
    private func booleanTest(_ expression: ExprSyntax) -> FlagTest? {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            guard var inner = booleanTest(ExpressionValue.peeled(prefix.expression)) else { return nil }
            inner.holds.toggle()
            return inner
        }
        if expression.is(SequenceExprSyntax.self) {
            guard let (orderings, equal) = Self.comparison(expression) else { return nil }
            for (subject, other) in orderings {
                guard let literal = other.as(BooleanLiteralExprSyntax.self),
                      case let value = ExpressionValue.of(subject, in: scope), case .member = value else { continue }
                let isTrue = literal.literal.tokenKind == .keyword(.true)
                return FlagTest(value: value, caseName: FlagTest.trueCase, holds: isTrue == equal)
            }
            return nil
        }
        let value = ExpressionValue.of(expression, in: scope)
        guard case .member = value else { return nil }
        return FlagTest(value: value, caseName: FlagTest.trueCase, holds: true)
    }

    /// `subject == other` or `subject != other`: the two sides in each order, and whether the test is `==`.
    private static func comparison(_ expression: ExprSyntax) -> (orderings: [(ExprSyntax, ExprSyntax)], equal: Bool)? {
        guard let elements = expression.as(SequenceExprSyntax.self)?.elements.map({ $0 }), elements.count == 3,
              let name = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, name == "==" || name == "!=" else {
            return nil
        }
        return ([(elements[0], elements[2]), (elements[2], elements[0])], name == "==")
    }

    private func record(_ call: SemanticCall) {
        var call = call
        call.tests = tests
        function.calls.append(call)
    }

    private func record(_ effect: NavigationEffect) {
        var effect = effect
        effect.tests = tests
        function.effects.append(effect)
    }

    private func record(_ use: ClosureUse) {
        var use = use
        use.tests = tests
        function.closures.append(use)
    }

    // MARK: - closures

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if skipped.contains(node.id) { return .skipChildren }
        let use = pendingUses[node.id] ?? ClosureUse(function: .unknown, receiver: nil, isStored: false, property: nil)
        // A subscription through operators that change the elements (`map`) is not called with what is sent.
        let element = pendingElements[node.id]
        var inner = scope
        if cellContentClosures.contains(node.id) { inner.buildsCellContent = true }
        let index = sink.closure(node, in: function, scope: inner, element: element, takesArgument: !use.isSubscription || element != nil)
        // Everything the call handing it over said of it (a control's action, a button's title), under the arm it
        // is written in.
        var recorded = use
        recorded.function = .closure(index)
        recorded.caseGuard = currentGuard
        record(recorded)
        return .skipChildren
    }

    // MARK: - assignments

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target = ExpressionValue.peeled(elements[0])
        // `children[.orders] = OrdersCoordinator(...)`: a value the collection holds, which types its elements; no
        // navigation of its own.
        if elements.count == 3, let subscripted = target.as(SubscriptCallExprSyntax.self) {
            keepElement(ExpressionValue.peeled(elements[2]), in: ExpressionValue.peeled(subscripted.calledExpression))
            return .visitChildren
        }
        // `root = signedIn ? deck : boarding` is still unfolded here: the value is the rest of the sequence.
        let value: ExprSyntax
        if elements.count == 3 {
            value = ExpressionValue.peeled(elements[2])
        } else {
            value = ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements[2...])))
            // That sequence is a tree of its own, whose nodes' identifiers the next one made may take once it is
            // freed: what the memo keeps of one such tree is not read for another.
            scope.memoIsCurrent = false
        }
        let property: String
        let receiver: SemanticValue?
        if let member = target.as(MemberAccessExprSyntax.self) {
            property = member.declName.baseName.text
            receiver = member.base.map { ExpressionValue.of($0, in: scope) }
        } else if let reference = target.as(DeclReferenceExprSyntax.self) {
            property = reference.baseName.text
            receiver = nil
            if let previous = scope.locals[property] {
                let assigned = ExpressionValue.of(value, in: scope)
                // `let next: Flow` set in each branch of a switch (`next = CalmFlow()`) is every value it is set to.
                if let declared = declaredUnset[property], previous != declared {
                    scope.locals[property] = .either(previous.alternatives + [assigned])
                } else {
                    scope.locals[property] = assigned
                }
                if declaredUnset[property] != nil {
                    if let caseGuard = currentGuard, !setOutsideArms.contains(property) {
                        armValues[property, default: []].append((assigned, caseGuard))
                    } else {
                        setOutsideArms.insert(property)
                        armValues[property] = nil
                    }
                }
                return .visitChildren
            }
        } else {
            return .visitChildren
        }
        if property == "modalPresentationStyle",
           let style = value.as(MemberAccessExprSyntax.self)?.declName.baseName.text, style.hasSuffix("ullScreen") {
            let base = target.as(MemberAccessExprSyntax.self)?.base.map(ExpressionValue.peeled)
            let baseName = base?.as(DeclReferenceExprSyntax.self)?.baseName
            if let baseName, baseName.tokenKind != .keyword(.self) {
                fullScreenLocals.insert(baseName.text)
            } else if base == nil || baseName != nil, function.name == "init" {
                // An initializer asking for it on itself: wherever the screen is presented, it covers the screen.
                function.makesFullScreen = true
            }
        }
        let stored = Self.explicit(receiver)
        let assigned = ExpressionValue.of(value, in: scope)
        if stored == nil, !value.is(ClosureExprSyntax.self) {
            function.assignments.append(SemanticArgument(label: property, value: assigned))
        } else if let stored, !value.is(ClosureExprSyntax.self), assigned != .unknown {
            function.handedOver.append(HandedOver(receiver: stored, property: property, value: assigned))
        }
        // `route.value = .addPlant` on a subject holding a current value sends it, as `route.send(.addPlant)` does.
        if property == "value", let stored, !value.is(ClosureExprSyntax.self) {
            record(SemanticCall(
                base: stored, name: "send", arguments: [SemanticArgument(label: nil, value: assigned)],
                conditional: isConditional, caseGuard: currentGuard, location: file.location(of: node),
                routeTrigger: routeTriggers.last ?? nil
            ))
        }
        if let (name, destination) = Self.routeArrayElement(value, in: scope) {
            // `routes = [.root(.home)]`: a new root, or a stack of routes, for a router over the array.
            record(SemanticCall(
                base: .member(stored, property), name: name, arguments: [SemanticArgument(label: nil, value: destination)],
                conditional: isConditional, caseGuard: currentGuard, location: file.location(of: node),
                routeTrigger: routeTriggers.last ?? nil
            ))
        } else if let last = Self.pathElements(value)?.elements.last.map({ ExpressionValue.peeled($0.expression) }) {
            // `path = [Mooring(id: id)]` or `path = NavigationPath([...])` (a link opened): a stack's path set shows
            // its last value, as an append of it would; the second pass keeps it only where the property is a
            // stack's path.
            record(SemanticCall(
                base: .member(stored, property), name: "append",
                arguments: [SemanticArgument(label: nil, value: ExpressionValue.of(last, in: scope))],
                conditional: isConditional, caseGuard: currentGuard, location: file.location(of: node),
                routeTrigger: routeTriggers.last ?? nil
            ))
        }
        if property == "rootViewController" {
            // A type's own `rootViewController` (a coordinator keeping its first screen) and a view handed the
            // screen it sits in (`banner.rootViewController = self`) show nothing.
            let isSelf = value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            if stored != nil, !isSelf {
                addEffect(.setRoot, mode: .swap, destination: assigned, at: node)
                if let window = newWindow(target.as(MemberAccessExprSyntax.self)?.base) {
                    newWindowRoots[window] = file.location(of: node)
                }
            }
        } else if property == "viewControllers" {
            if !filledNewNavigationController(target.as(MemberAccessExprSyntax.self)?.base, with: assigned) {
                addEffect(.setRoot, mode: .swap, destination: assigned, at: node, item: stored)
            }
        } else if let item = Self.literalCase(ExpressionValue.peeled(value)) ?? Self.itemValue(assigned) {
            // A case set on the property, or `true`/`false` (`.flag`): raising a flag presents what a
            // `sheet(isPresented:)` on it shows; setting it either way swaps what a view shows by it.
            addEffect(.item, mode: nil, destination: item, at: node, item: .member(stored, property))
        } else if Self.isBooleanTest(value) {
            // `isSheetShown = destination.transition == .sheet`: the flag may be raised, when the test holds.
            record(NavigationEffect(
                kind: .item, mode: nil, destination: .flag(true), item: .member(stored, property), conditional: true,
                caseGuard: currentGuard, location: file.location(of: node), typeGuard: typeGuards.values.first,
                routeTrigger: routeTriggers.last ?? nil, raisedWhen: caseTest(value)
            ))
        } else if let call = value.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                  member.declName.baseName.text == "init" {
            // `detailViewModel = .init(recipe: recipe)`: a new value of the property's own type, which an item
            // modifier on the property presents.
            addEffect(.item, mode: nil, destination: .member(stored, property), at: node, item: .member(stored, property))
        } else if value.is(ClosureExprSyntax.self) {
            pendingUses[value.id] = ClosureUse(function: .unknown, receiver: stored, isStored: true, property: property)
        } else {
            // A method set as a closure (`onTap = model.showDetail`), whose name may be a value's member as well.
            if let reference = methodReference(value) ?? closureFactoryCall(value) ?? initializerReference(value) {
                record(ClosureUse(function: reference, receiver: stored, isStored: true, property: property))
            }
            // Any other value set on the property (`similarSeed = record` in a row, `editing = drafts.first`): an
            // item modifier on the property presents it (``SemanticValue/picksArm`` tells whether it picks a switch's arm).
            if assigned != .nilLiteral, assigned != .unknown, !Self.isHandedOn(assigned) {
                addEffect(.item, mode: nil, destination: assigned, at: node, item: .member(stored, property))
            }
        }
        return .visitChildren
    }


    /// Whether `base` is a local holding a navigation controller made empty in the body
    /// (`let navigation = UINavigationController()`), now given its screens: it is not shown yet, so that is no
    /// step; the local holds the controller around them, as `UINavigationController(rootViewController:)` would.
    private func filledNewNavigationController(_ base: ExprSyntax?, with screens: SemanticValue) -> Bool {
        guard let base, let name = ExpressionValue.peeled(base).as(DeclReferenceExprSyntax.self)?.baseName.text,
              case let .instance(type)? = scope.locals[name] else { return false }
        guard TypeName(written: type).simpleName.hasSuffix("NavigationController") else { return false }
        // Of a stack given at once (`[list, detail]`), the top is what shows.
        let top: SemanticValue
        if case let .either(elements) = screens, let last = elements.last { top = last } else { top = screens }
        scope.locals[name] = .wrapped(container: type, root: top)
        return true
    }

    /// The name of a local holding a window made in the body (`let overlay = UIWindow(frame: ...)`), if `base` is one.
    private func newWindow(_ base: ExprSyntax?) -> String? {
        guard let base, let name = ExpressionValue.peeled(base).as(DeclReferenceExprSyntax.self)?.baseName.text,
              case let .instance(type)? = scope.locals[name], ProjectTypes.simple(type) == "UIWindow" else { return nil }
        return name
    }

    /// `overlay` of `overlay.rootViewController?.present(...)`, when `overlay` is a window made in the body.
    private func windowRootPresenting(_ node: FunctionCallExprSyntax) -> String? {
        guard let presenter = node.calledExpression.as(MemberAccessExprSyntax.self)?.base,
              let root = ExpressionValue.peeled(presenter).as(MemberAccessExprSyntax.self),
              root.declName.baseName.text == "rootViewController" else { return nil }
        return newWindow(root.base)
    }

    /// The receiver as recorded: none for `self`, which the second pass reads as the enclosing type.
    static func explicit(_ receiver: SemanticValue?) -> SemanticValue? {
        if case .selfValue? = receiver { nil } else { receiver }
    }

    /// A value that may be an item a modifier presents: an enum case, a new value, a parameter passed on.
    /// Whether an expression is a test: a comparison or a logical operation (`kind == .sheet`, `!items.isEmpty`).
    private static func isBooleanTest(_ expression: ExprSyntax) -> Bool {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return prefix.operator.text == "!" }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains { element in
            guard let name = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
            return comparisonOperators.contains(name)
        }
    }

    /// `transition == .push`, `.push == transition`, `transition != .push` or `!(transition == .push)`: a test of
    /// a value against one enum case.
    private func caseTest(_ expression: ExprSyntax) -> FlagTest? {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            guard var inner = caseTest(ExpressionValue.peeled(prefix.expression)) else { return nil }
            inner.holds.toggle()
            return inner
        }
        guard let (orderings, equal) = Self.comparison(expression) else { return nil }
        for (subject, other) in orderings {
            guard case let .enumCase(_, caseName) = ExpressionValue.of(other, in: scope) else { continue }
            let value = ExpressionValue.of(subject, in: scope)
            guard case .member = value else { return nil }
            return FlagTest(value: value, caseName: caseName, holds: equal)
        }
        return nil
    }

    private static let comparisonOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||", "===", "!=="]

    /// Records a value put in a collection property (`children[.orders] = ...`) as one it holds, for typing.
    private func keepElement(_ value: ExprSyntax, in collection: ExprSyntax) {
        guard !value.is(ClosureExprSyntax.self) else { return }
        let assigned = ExpressionValue.of(value, in: scope)
        guard assigned != .unknown else { return }
        if let reference = collection.as(DeclReferenceExprSyntax.self), scope.locals[reference.baseName.text] == nil {
            function.assignments.append(SemanticArgument(label: reference.baseName.text, value: assigned))
        } else if let member = collection.as(MemberAccessExprSyntax.self), let base = member.base {
            let stored = Self.explicit(ExpressionValue.of(base, in: scope))
            if let stored {
                function.handedOver.append(HandedOver(receiver: stored, property: member.declName.baseName.text, value: assigned))
            } else {
                function.assignments.append(SemanticArgument(label: member.declName.baseName.text, value: assigned))
            }
        }
    }

    /// Whether the value is what a closure is called with, passed on (a binding's `set: { model.destination = $0 }`):
    /// whoever calls the closure sets the value, which is theirs to tell.
    private static func isHandedOn(_ value: SemanticValue) -> Bool {
        switch value {
        case .closureArgument, .delivered: true
        default: false
        }
    }

    private static func itemValue(_ value: SemanticValue) -> SemanticValue? {
        switch value {
        case .enumCase, .instance, .parameter: value
        default: nil
        }
    }

    /// A call of the type's own method (`pushSettings(on: navigationController)`, `self.makeAction()`), kept as a
    /// closure use: when the method returns a closure, that closure runs where the call's value is stored.
    private func closureFactoryCall(_ expression: ExprSyntax) -> SemanticValue? {
        // The callee names one of the type's own methods exactly when it would as a method reference.
        guard let call = ExpressionValue.peeled(expression).as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              case .member(nil, _)? = methodReference(ExpressionValue.peeled(call.calledExpression)),
              case let .call(base, name, arguments) = ExpressionValue.of(expression, in: scope) else { return nil }
        return .call(Self.explicit(base), name, arguments)
    }

    /// `showDetail` or `self.showDetail` used as a value: a method reference, if it names a method.
    private func methodReference(_ expression: ExprSyntax) -> SemanticValue? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard !ExpressionValue.isTypeName(name), scope.locals[name] == nil, scope.parameters[name] == nil,
                  name != "self", name != "nil" else { return nil }
            return .member(nil, name)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           ExpressionValue.peeled(base).as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return .member(nil, member.declName.baseName.text)
        }
        // `Button(action: viewModel.openRatings)`: a method of a value the body holds.
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           !ExpressionValue.isTypeName(member.declName.baseName.text),
           case let .member(holder, property) = ExpressionValue.of(base, in: scope) {
            return .member(.member(holder, property), member.declName.baseName.text)
        }
        return nil
    }

    /// `DetailViewController.init(id:)` used as a value: an initializer handed over as a closure that makes the type.
    private func initializerReference(_ expression: ExprSyntax) -> SemanticValue? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
              let base = member.base, case let .typeReference(type) = ExpressionValue.of(base, in: scope) else { return nil }
        return .member(.typeReference(type), "init")
    }

    // MARK: - calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if skipped.contains(node.id) { return .skipChildren }
        var callee = ExpressionValue.peeled(node.calledExpression)
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        let name: String
        let base: ExprSyntax?
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            base = nil
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            base = member.base
        } else {
            return .visitChildren
        }
        if navigationPrimitive(node, name: name, isModifier: base != nil) { return .visitChildren }
        let presenter = forwardedPresentation(node, name: name) ? name : nil
        if name == "root", let root = Self.routeRoot(node) { function.routeRoots.append(root) }
        if let (key, value) = Self.userDefaultsWrite(node, name: name) {
            // What `@AppStorage(key)` properties read: a view switching on one swaps.
            addEffect(.item, mode: nil, destination: .flag(value), at: node, item: .member(.typeReference("UserDefaults"), key))
        }
        // `navigationController?.viewControllers.append(summary)`: a push of what is appended.
        if name == "append", node.arguments.count == 1, let base,
           case .member(_, "viewControllers") = ExpressionValue.of(base, in: scope) {
            addEffect(.present, mode: .push, destination: ExpressionValue.of(node.arguments.first!.expression, in: scope), at: node)
            return .visitChildren
        }
        // `stack.append(OrderHistoryViewController())` on a local array: the array holds that too, for what it is
        // later shown as (`setViewControllers(stack, animated: true)`).
        if name == "append", node.arguments.count == 1, let base,
           let local = base.as(DeclReferenceExprSyntax.self)?.baseName.text, let held = scope.locals[local] {
            let appended = ExpressionValue.of(node.arguments.first!.expression, in: scope)
            if appended != .unknown {
                scope.locals[local] = .either(held.alternatives + [appended])
            }
        }
        // `showsLogin.toggle()` raises the flag a `sheet(isPresented:)` may present on.
        if name == "toggle", node.arguments.isEmpty, let base,
           case let .member(receiver, property) = ExpressionValue.of(base, in: scope) {
            addEffect(.item, mode: nil, destination: .unknown, at: node, item: .member(Self.explicit(receiver), property))
            return .visitChildren
        }

        // `super.init(reading: BerthReading())`: a subclass's initializer constructs its superclass's part.
        if name == "init", base?.is(SuperExprSyntax.self) == true {
            let handed = handedArguments(node.arguments)
            if !handed.isEmpty { function.constructions.append(.call(nil, Self.superInitializer, handed)) }
        }
        let value = Self.implicitConstructionHolder(node, name: name, base: base, in: scope)
            ?? ExpressionValue.of(ExprSyntax(node), in: scope)
        let isConstruction: Bool
        switch value {
        case let .instance(type), let .wrapped(type, _):
            isConstruction = true
            function.embeds.append(type)
            // `NavigationStack(initial: \.start)`: the coordinator's stack begins with that route (Stinsen).
            if let initial = node.arguments.first(where: { $0.label?.text == "initial" }),
               case .keyPath = ExpressionValue.of(initial.expression, in: scope),
               ProjectTypes.simple(type) == "NavigationStack" {
                record(SemanticCall(
                    base: nil, name: KeyPathRoute.initialCall,
                    arguments: node.arguments.drop { $0.label?.text != "initial" }.map {
                        SemanticArgument(label: nil, value: ExpressionValue.of($0.expression, in: scope))
                    },
                    conditional: isConditional, caseGuard: currentGuard, location: file.location(of: node)
                ))
            }
            // Each labelled argument evaluated once, for what the type is configured with and what it is handed.
            var configuring: [SemanticArgument] = []
            var handed: [SemanticArgument] = []
            for argument in node.arguments {
                guard let label = argument.label?.text else { continue }
                let value = ExpressionValue.of(argument.expression, in: scope)
                // A binding handed to a view or a modifier (`KilnSheet(kiln: $openKiln)`): what the type presents
                // on its own property, it presents on the caller's.
                // So is a view handed as content (`SettingsRow(title: "Members", destination: MemberList())`).
                if case .enumCase = value {
                    configuring.append(SemanticArgument(label: label, value: value))
                } else if case .instance = value {
                    configuring.append(SemanticArgument(label: label, value: .views([ViewNode(value: value, children: [])])))
                } else if isBindingArgument(argument.expression) {
                    configuring.append(SemanticArgument(label: label, value: value))
                } else if label == "path", ProjectTypes.simple(type) == "NavigationStack" {
                    // A stack's path bound in a form the core does not follow (`$router.paths[tab]`, a store's
                    // scope): the stack still has one, so the app's arrays of route values may be paths.
                    configuring.append(SemanticArgument(label: label, value: .unknown))
                }
                if Self.isTypedByConstruction(value) { handed.append(SemanticArgument(label: label, value: value)) }
            }
            if !configuring.isEmpty { function.configuredEmbeds.append(.call(nil, type, configuring)) }
            if !handed.isEmpty { function.constructions.append(.call(nil, type, handed)) }
        default:
            isConstruction = false
        }
        // The call's value already holds its receiver and arguments: they are not evaluated twice.
        if !isConstruction, case let .call(baseValue, _, arguments) = value {
            record(SemanticCall(
                base: Self.explicit(baseValue),
                name: name, arguments: arguments,
                conditional: isConditional, caseGuard: currentGuard, location: file.location(of: node),
                routeTrigger: routeTriggers.last ?? nil
            ))
        }
        if let subscription = Self.subscribedStream(name: name, value: value) ?? subscribedChain(node, name: name)
            ?? Self.handedBackStream(name: name, value: value) {
            subscribe(node, to: subscription, publishingChanges: Self.subscribesToProjectedPublisher(node))
            return .visitChildren
        }
        if name == "addObserver", observeNotification(node) { return .visitChildren }
        if name == "onChange", let observed = node.arguments.first(where: { $0.label?.text == "of" }),
           case let .member(receiver, property) = ExpressionValue.of(observed.expression, in: scope) {
            subscribe(node, to: (Self.explicit(receiver), property, false), observingChanges: true)
            return .visitChildren
        }
        // A closure set as an environment value (`.environment(\\.showProfile) { id in path.append(...) }`) runs where
        // a view reading that value calls it.
        if name == "environment", let key = Self.environmentKey(node.arguments.first?.expression),
           let closure = (node.arguments.dropFirst().first?.expression).map(ExpressionValue.peeled)?.as(ClosureExprSyntax.self)
            ?? node.trailingClosure {
            pendingUses[closure.id] = ClosureUse(
                function: .unknown, receiver: .instance(SemanticProject.environmentValues), isStored: true, property: key
            )
            return .visitChildren
        }
        // Closures handed to a call are stored on what it returns (a screen built with its callbacks) or run
        // by the callee (a button's action, an animation): the second pass tells them apart by that type.
        for argument in node.arguments {
            let expression = ExpressionValue.peeled(argument.expression)
            // An operator's closure on a subscribed stream runs where the stream is sent on (``subscribe(_:to:observingChanges:)``).
            if pendingUses[expression.id]?.isSubscription == true { continue }
            if expression.is(ClosureExprSyntax.self) {
                pendingUses[expression.id] = ClosureUse(
                    function: .unknown, receiver: value, isStored: true, property: argument.label?.text, presenter: presenter,
                    isCellContent: scope.buildsCellContent
                )
            } else if argument.label != nil,
                      let reference = methodReference(expression) ?? closureFactoryCall(expression) ?? initializerReference(expression) {
                record(ClosureUse(
                    function: reference, receiver: value, isStored: true, property: argument.label?.text
                ))
            }
        }
        if let trailing = node.trailingClosure, pendingUses[trailing.id]?.isSubscription != true {
            pendingUses[trailing.id] = ClosureUse(
                function: .unknown, receiver: value, isStored: true, property: nil, presenter: presenter,
                isCellContent: scope.buildsCellContent
            )
            if name == "UIHostingConfiguration", base == nil { cellContentClosures.insert(trailing.id) }
            // `children.forEach { $0.start() }`: the parameter is an element of the collection, typed as one; so is
            // a row's of `ForEach(names, id: \.self) { name in … }` or `List(names) { name in … }`.
            if Self.elementCalls.contains(name), node.arguments.isEmpty, case let .call(collection?, _, _) = value {
                pendingElements[trailing.id] = collection
            } else if base == nil, name == "ForEach" || name == "List", let first = node.arguments.first, first.label == nil {
                // Over `items.indices` or `0..<count`, each row is handed an `Int`.
                pendingElements[trailing.id] = Self.isIntegerSequence(first.expression)
                    ? .instance("Int") : ExpressionValue.of(first.expression, in: scope)
            }
        }
        for extra in node.additionalTrailingClosures {
            pendingUses[extra.closure.id] = ClosureUse(
                function: .unknown, receiver: value, isStored: true, property: extra.label.text
            )
        }
        if name == "dismiss" {
            markDismissalCompletion(node)
            // A dismissal with nothing to run once it is done: the steps written after it are made once it is.
            if node.trailingClosure == nil, !node.arguments.contains(where: { $0.label?.text == "completion" }),
               Self.dismissesPresentation(node, base: base) {
                dismissal = file.location(of: node)
            }
        }
        // A pop to the root made unconditionally: a push written after it is made on the root.
        if name == "popToRootViewController", node.arguments.allSatisfy({ $0.label?.text == "animated" }), !isConditional {
            poppedToRoot = file.location(of: node)
        }
        if name == "TabView", base == nil { addTabSelection(node) }
        buttonTitle(node, name: name)
        eventHandler(node, name: name)
        controlAction(node, name: name)
        targetAction(node, name: name)
        return .visitChildren
    }

    /// `UIBarButtonItem(title: "Next", style: .plain, target: coordinator, action: #selector(Flow.next))` or
    /// `button.addTarget(coordinator, action: #selector(Flow.next), for: .touchUpInside)`: the control runs another
    /// value's method, and the screen whose code sets it up triggers it, named by the method. A selector of the
    /// screen's own is one of its actions already.
    private func targetAction(_ node: FunctionCallExprSyntax, name: String) {
        guard let action = node.arguments.first(where: { $0.label?.text == "action" }),
              let method = Self.selectedMethod(action.expression) else { return }
        let target = node.arguments.first { $0.label?.text == "target" }
            ?? (name == "addTarget" ? node.arguments.first.flatMap { $0.label == nil ? $0 : nil } : nil)
        guard let target else { return }
        let holder = ExpressionValue.of(target.expression, in: scope)
        switch holder {
        case .selfValue, .unknown, .enumCase: return
        default:
            record(ClosureUse(
                function: .member(holder, method), receiver: .selfValue, isStored: true, property: method
            ))
        }
    }

    /// `NotificationCenter.default.addObserver(forName: .sessionExpired, object: nil, queue: .main) { ... }`, or
    /// `addObserver(self, selector: #selector(showLogin), name: .sessionExpired, object: nil)`: what observes a
    /// notification is subscribed to it, and runs where the app posts it (``NotificationStream``).
    /// - Returns: Whether the call observes a notification the core can name.
    private func observeNotification(_ node: FunctionCallExprSyntax) -> Bool {
        guard let name = node.arguments.first(where: { $0.label?.text == "forName" || $0.label?.text == "name" }),
              let key = NotificationStream.name(ExpressionValue.of(name.expression, in: scope)) else { return false }
        if name.label?.text == "forName" {
            subscribe(node, to: (NotificationStream.center, key, false))
            return true
        }
        guard let selector = node.arguments.first(where: { $0.label?.text == "selector" }),
              let method = Self.selectedMethod(selector.expression),
              let observer = node.arguments.first, observer.label == nil else { return false }
        let holder = ExpressionValue.of(observer.expression, in: scope)
        record(ClosureUse(
            function: .member(holder == .selfValue ? nil : holder, method), receiver: NotificationStream.center,
            isStored: true, property: key, isSubscription: true
        ))
        return true
    }

    /// `next` of `#selector(Flow.next)`, `#selector(next)` or `#selector(next(_:))`.
    private static func selectedMethod(_ expression: ExprSyntax) -> String? {
        guard let selector = expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
              let argument = selector.arguments.first?.expression else { return nil }
        if let member = argument.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return argument.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `defaults.set(true, forKey: "signedIn")` or `removeObject(forKey: "signedIn")`: the key and the flag left.
    private static func userDefaultsWrite(_ node: FunctionCallExprSyntax, name: String) -> (String, Bool)? {
        // Asked of every call: the name rules out almost all of them before the arguments are read.
        guard name == "set" || name == "removeObject" else { return nil }
        let arguments = Array(node.arguments)
        guard let keyArgument = arguments.last, keyArgument.label?.text == "forKey",
              let key = stringLiteral(keyArgument.expression) else { return nil }
        switch (name, arguments.count) {
        case ("removeObject", 1):
            return (key, false)
        case ("set", 2):
            guard let flag = arguments[0].expression.as(BooleanLiteralExprSyntax.self) else { return nil }
            return (key, flag.literal.tokenKind == .keyword(.true))
        default:
            return nil
        }
    }

    /// Whether `expression` is a collection's `indices` or a range written with `..<` or `...`: integers.
    static func isIntegerSequence(_ expression: ExprSyntax) -> Bool {
        let peeled = ExpressionValue.peeled(expression)
        if let member = peeled.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == "indices" }
        let operators: Set<String> = ["..<", "..."]
        if let infix = peeled.as(InfixOperatorExprSyntax.self) {
            return infix.operator.as(BinaryOperatorExprSyntax.self).map { operators.contains($0.operator.text) } ?? false
        }
        guard let sequence = peeled.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains { $0.as(BinaryOperatorExprSyntax.self).map { operators.contains($0.operator.text) } ?? false }
    }

    /// `showProfile` of the key path `\\.showProfile` naming an environment value.
    static func environmentKey(_ expression: ExprSyntax?) -> String? {
        guard let keyPath = expression?.as(KeyPathExprSyntax.self), keyPath.root == nil, keyPath.components.count == 1,
              case let .property(component) = keyPath.components.first?.component else { return nil }
        return component.declName.baseName.text
    }

    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }

    /// The calls that subscribe a closure to a stream (RxSwift, Combine).
    private static let subscriptions = BodyNodes.subscriptionCalls

    /// The stream a subscription listens to: `viewModel.didSelect` in
    /// `viewModel.didSelect.map { ... }.subscribe(onNext: { ... })`, looking through operators, and whether
    /// those operators hand on the stream's own elements (`delay`, `distinctUntilChanged`, `observe(on:)`).
    private static func subscribedStream(
        name: String, value: SemanticValue
    ) -> (receiver: SemanticValue?, property: String, keepsElements: Bool)? {
        guard subscriptions.contains(name), case let .call(called?, _, arguments) = value else { return nil }
        var base = called
        // SwiftUI's `.onReceive(NotificationCenter.default.publisher(for: .sessionExpired)) { ... }`.
        if name == "onReceive", let stream = arguments.first?.value { base = stream }
        var keepsElements = true
        while true {
            switch base {
            // `NotificationCenter.default.publisher(for: .sessionExpired)`: the notification's stream.
            case let .call(_, "publisher", published) where published.first?.label == "for":
                guard let key = published.first.flatMap({ NotificationStream.name($0.value) }) else { return nil }
                return (NotificationStream.center, key, false)
            case let .call(inner?, name, _):
                keepsElements = keepsElements && elementKeepingOperators.contains(name)
                base = inner
            case let .member(receiver, property): return (explicit(receiver), property, keepsElements)
            default: return nil
            }
        }
    }

    /// A stream a call hands back (a child coordinator's result, `coordinate(to: picker)` or `picker.start()`, a
    /// request's), where the chain of operators reaches no stream held in a property: named by the call, it delivers
    /// to the subscriber when what the call began is done.
    private static func handedBackStream(
        name: String, value: SemanticValue
    ) -> (receiver: SemanticValue?, property: String, keepsElements: Bool)? {
        guard subscriptions.contains(name), name != "onReceive", case var .call(base?, _, _) = value else { return nil }
        while case let .call(inner?, _, _) = base, isChained(inner) { base = inner }
        guard case let .call(receiver, called, _) = base else { return nil }
        return (explicit(receiver), called, false)
    }

    /// Whether an operator is called on another call or on a member, which the stream is found through.
    private static func isChained(_ value: SemanticValue) -> Bool {
        switch value {
        case .call, .member: true
        default: false
        }
    }

    /// The stream a subscription's chain of operators starts from, read from the syntax: where an operator's
    /// one-expression closure (`.flatMap { _ in self.coordinate(to: picker) }`) was evaluated as the values it makes,
    /// as a collection's `map` is, and the chain's value no longer holds the stream.
    private func subscribedChain(
        _ node: FunctionCallExprSyntax, name: String
    ) -> (receiver: SemanticValue?, property: String, keepsElements: Bool)? {
        guard Self.subscriptions.contains(name), name != "onReceive",
              var base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(ExpressionValue.peeled) else { return nil }
        var keepsElements = true
        var operators = 0
        while let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let inner = member.base {
            keepsElements = keepsElements && Self.elementKeepingOperators.contains(member.declName.baseName.text)
            operators += 1
            base = ExpressionValue.peeled(inner)
        }
        guard operators > 0, case let .member(receiver, property) = ExpressionValue.of(base, in: scope) else { return nil }
        return (Self.explicit(receiver), property, keepsElements)
    }

    /// Calls that run their closure with each element of the collection they are called on.
    private static let elementCalls: Set<String> = ["forEach", "map", "compactMap", "flatMap"]

    /// Operators of RxSwift and Combine that pass on the elements they receive, unchanged.
    private static let elementKeepingOperators: Set<String> = [
        "delay", "debounce", "throttle", "distinctUntilChanged", "removeDuplicates", "observe", "observeOn",
        "receive", "subscribe", "subscribeOn", "share", "asObservable", "asDriver", "asSignal", "eraseToAnyPublisher",
        "filter", "skip", "take", "dropFirst", "prefix", "first", "last", "startWith", "prepend",
    ]

    /// Whether the stream a subscription listens to is a property wrapper's projected publisher, written with `$`
    /// (`viewModel.$selectedDish.sink { ... }` over `@Published var selectedDish`): it publishes each value the
    /// property is set to.
    private static func subscribesToProjectedPublisher(_ node: FunctionCallExprSyntax) -> Bool {
        var current = node.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(ExpressionValue.peeled)
        while let call = current?.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            current = ExpressionValue.peeled(base)
        }
        let written = current?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? current?.as(DeclReferenceExprSyntax.self)?.baseName.text
        return written?.hasPrefix("$") == true && written?.dropFirst().allSatisfy(\.isNumber) == false
    }

    /// The closures a subscription runs are stored on the stream: they run where something sends on it. Those of
    /// `.onChange(of: model.property)`, and those subscribed to a published property (`publishingChanges`), run
    /// where code sets the property.
    private func subscribe(
        _ node: FunctionCallExprSyntax, to stream: (receiver: SemanticValue?, property: String, keepsElements: Bool),
        observingChanges: Bool = false, publishingChanges: Bool = false
    ) {
        var closures = node.arguments.map(\.expression).map(ExpressionValue.peeled).filter { $0.is(ClosureExprSyntax.self) }
        if let trailing = node.trailingClosure { closures.append(ExprSyntax(trailing)) }
        // The operators' closures on the way (`didTapRegion.flatMap { self.showPicker() }.subscribe()`) run with each
        // element too; the first of them is handed the stream's own element, the others what came before.
        var operators: [ExprSyntax] = []
        // SwiftUI's `onReceive(publisher)` subscribes to its argument: what it is called on is a view.
        let subscriber = node.calledExpression.as(MemberAccessExprSyntax.self)
        var base = observingChanges || subscriber?.declName.baseName.text == "onReceive" ? nil : subscriber?.base
        while let call = base.map(ExpressionValue.peeled)?.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            operators += call.arguments.map { ExpressionValue.peeled($0.expression) }.filter { $0.is(ClosureExprSyntax.self) }
            if let trailing = call.trailingClosure { operators.append(ExprSyntax(trailing)) }
            base = member.base
        }
        // A control's own events (`infoButton.rx.tap`, `tableView.rx.itemSelected`, `mapButton.tapPublisher`): what
        // the subscription does is a user action named by the control, whatever sets it up.
        if let control = Self.controlEventSource(stream) {
            for closure in operators + closures {
                pendingUses[closure.id] = ClosureUse(
                    function: .unknown, receiver: .selfValue, isStored: true, property: control, isControlAction: true
                )
            }
            return
        }
        for closure in operators {
            pendingUses[closure.id] = ClosureUse(
                function: .unknown, receiver: stream.receiver, isStored: true, property: stream.property, isSubscription: true,
                observesChanges: publishingChanges
            )
        }
        for closure in closures {
            pendingUses[closure.id] = ClosureUse(
                function: .unknown, receiver: stream.receiver, isStored: true, property: stream.property, isSubscription: true,
                observesChanges: observingChanges || publishingChanges
            )
            if stream.keepsElements, !observingChanges {
                pendingElements[closure.id] = .member(stream.receiver, stream.property)
            }
        }
    }

    /// RxCocoa's and CombineCocoa's streams of a control's events, by the event's name.
    private static let controlEvents: Set<String> = [
        "tap", "itemSelected", "modelSelected", "itemDeleted", "itemAccessoryButtonTapped", "tapPublisher",
        "didSelectRowPublisher", "didSelectItemPublisher", "controlEventPublisher",
    ]

    /// The name of the control whose events `stream` is (`infoButton` of `infoButton.rx.tap`, `tableView` of
    /// `tableView.rx.itemSelected` or `tableView.didSelectRowPublisher`); nil for any other stream.
    private static func controlEventSource(_ stream: (receiver: SemanticValue?, property: String, keepsElements: Bool)) -> String? {
        guard controlEvents.contains(stream.property) else { return nil }
        var control = stream.receiver
        if case let .member(base, "rx")? = control { control = base }
        guard case let .member(_, name)? = control else { return nil }
        return name
    }

    /// The completion of `dismiss(animated: true) { ... }` (or `completion: { ... }`) runs after the screen is
    /// gone.
    private func markDismissalCompletion(_ node: FunctionCallExprSyntax) {
        var closures: [ExprSyntax] = []
        // Not `arguments.filter`: on a syntax collection it builds a new tree, whose nodes have other ids.
        for argument in node.arguments where argument.label?.text == "completion" {
            closures.append(ExpressionValue.peeled(argument.expression))
        }
        if let trailing = node.trailingClosure { closures.append(ExprSyntax(trailing)) }
        for closure in closures {
            pendingUses[closure.id]?.dismissal = file.location(of: node)
        }
    }

    /// Records `node` when it is one of UIKit's or SwiftUI's navigation primitives; true if it was.
    private func navigationPrimitive(_ node: FunctionCallExprSyntax, name: String, isModifier: Bool) -> Bool {
        // Read only for the names that ask: most calls a body makes are none of these.
        lazy var labels = node.arguments.map { $0.label?.text }
        lazy var first = node.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
        switch name {
        case "pushViewController" where first != nil:
            addEffect(.present, mode: .push, destination: ExpressionValue.of(first!, in: scope), at: node)
        case "present" where first != nil && labels.contains("animated"):
            // A window made here whose root only hosts what is presented on it: the presentation is the step.
            if let host = windowRootPresenting(node), let root = newWindowRoots.removeValue(forKey: host) {
                function.effects.removeAll { $0.kind == .setRoot && $0.location == root }
            }
            let local = ExpressionValue.peeled(first!).as(DeclReferenceExprSyntax.self)?.baseName.text
            let mode: PresentationMode = local.map(fullScreenLocals.contains) == true ? .fullScreen : .sheet
            addEffect(.present, mode: mode, destination: ExpressionValue.of(first!, in: scope), at: node)
        case "show" where first != nil && labels.contains("sender"),
             "showDetailViewController" where first != nil:
            addEffect(.present, mode: .push, destination: ExpressionValue.of(first!, in: scope), at: node)
        // A split view's column set in code (`split.setViewController(list, for: .primary)`): the detail column
        // shows what is pushed there, as `showDetailViewController` does, once the split view is built; the others
        // are the split view's roots.
        case "setViewController" where first != nil && labels.contains("for"):
            let column = node.arguments.first { $0.label?.text == "for" }
                .flatMap { ExpressionValue.peeled($0.expression).as(MemberAccessExprSyntax.self)?.declName.baseName.text }
            let shown = ExpressionValue.of(first!, in: scope)
            // A split view made in the same code is being built: every column it is given is one of its roots.
            let receiver = node.calledExpression.as(MemberAccessExprSyntax.self)?.base.map { ExpressionValue.of($0, in: scope) }
            let isBeingBuilt = if case .instance? = receiver { true } else { false }
            if column == "secondary", !isBeingBuilt {
                addEffect(.present, mode: .push, destination: shown, at: node)
            } else {
                addEffect(.setRoot, mode: .swap, destination: shown, at: node)
            }
        // SwiftEntryKit shows a view controller as an entry over the app (`SwiftEntryKit.display(entry: screen,
        // using: attributes)`): a sheet of its own kind, which `SwiftEntryKit.dismiss { ... }` closes.
        case "display" where labels.first == "entry":
            addEffect(.present, mode: .sheet, destination: ExpressionValue.of(node.arguments.first!.expression, in: scope), at: node)
        // A search controller shows its results controller in place, over the screen that holds it.
        case "UISearchController" where labels.first == "searchResultsController":
            let results = ExpressionValue.of(node.arguments.first!.expression, in: scope)
            if results != .nilLiteral, results != .unknown { addEffect(.setRoot, mode: .swap, destination: results, at: node) }
        // A container view controller showing a child in place (`addChild(content)`).
        case "setViewControllers" where first != nil, "addChild" where first != nil:
            var shown = ExpressionValue.of(first!, in: scope)
            // A page view controller turning to one of the pages it keeps (`setViewControllers([pages[index + 1]],
            // direction: .forward, ...)`, or `pages.first`) pages through itself.
            if labels.contains("direction"), Self.isKeptElement(shown) { sink.turnedPage(at: file.location(of: node)) }
            // The screen setting the stack keeps itself in it (`setViewControllers([self, summary], ...)`): no step.
            if case let .either(elements) = shown, elements.contains(.selfValue) {
                shown = .either(elements.filter { $0 != .selfValue })
            }
            let container = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
            if name == "addChild" {
                sink.addedChild(at: file.location(of: node))
                addedChildren.append(shown)
            }
            if name == "addChild" || !filledNewNavigationController(container, with: shown) {
                let holder = name == "addChild" ? nil : container.map { Self.explicit(ExpressionValue.of($0, in: scope)) } ?? nil
                addEffect(.setRoot, mode: .swap, destination: shown, at: node, item: holder)
            }
        // A view controller's view added in place without `addChild` (`containerView.addSubview(actions.view)`):
        // the child is part of a screen setting itself up, as one added as a child is (``SemanticFileFacts/viewEmbedSites``).
        case "addSubview" where first != nil:
            guard case let .member(child, "view") = ExpressionValue.of(first!, in: scope), let child,
                  !addedChildren.contains(child) else { return false }
            sink.addedChildView(at: file.location(of: node))
            addEffect(.setRoot, mode: .swap, destination: child, at: node)
        // A storyboard segue fired from code: the segue of that identifier in the class's scene.
        case "performSegue" where labels.first == "withIdentifier":
            let written = node.arguments.first!.expression
            guard let identifier = Self.stringLiteral(written) ?? Self.segueIdentifier(written, in: file.tree) else { return false }
            record(SemanticCall(
                base: nil, name: StoryboardScanner.segueFunction(identifier), arguments: [],
                conditional: isConditional, caseGuard: currentGuard, location: file.location(of: node)
            ))
        case "coordinate" where labels.first == "to":
            addEffect(.start, mode: nil, destination: ExpressionValue.of(node.arguments.first!.expression, in: scope), at: node)
        case "NavigationLink" where !isModifier:
            navigationLink(node)
        // A scene the app opens in a window of its own (`WindowGroup("Sky Map", id: "sky-map") { SkyMapView() }`) shows
        // its content where the app's code opens it (`openWindow(id: "sky-map")`); walked on as the app's scene too.
        case "WindowGroup" where !isModifier:
            guard let id = Self.windowIdentifier(node), let content = node.trailingClosure else { return false }
            function.registrations.append(RouteRegistration(
                routeType: nil, item: Self.window(id), mode: .modal,
                arms: [RouteRegistration.Arm(cases: [], views: ViewContent.nodes(of: ExprSyntax(content), in: scope))]
            ))
            return false
        case "openWindow" where !isModifier:
            guard let id = Self.windowIdentifier(node) else { return false }
            addEffect(.item, mode: nil, destination: .flag(true), at: node, item: Self.window(id))
        // Modifiers, also called on the implicit `self` of a view extension or a `ViewModifier`.
        case _ where Self.presentationModes[name] != nil:
            modalContent(node, mode: Self.presentationModes[name]!)
        // A router view over an array of routes (FlowStacks' `Router($routes) { screen, index in ... }`): the views
        // shown for each route value. `FlowStack($path) { Home().flowDestination(for: Step.self) { ... } }` is a
        // navigation stack around its root instead.
        // TCACoordinators' `TCARouter(store.scope(state: \.routes, action: \.router)) { screen in ... }`: the
        // route type is the enum whose cases the closure switches over.
        case "TCARouter" where !isModifier:
            guard node.trailingClosure != nil else { return false }
            registration(node, routeType: nil, routes: .unknown)
        case "Router" where !isModifier, "FlowStack" where !isModifier:
            guard let routes = node.arguments.first, routes.label == nil, node.trailingClosure?.signature != nil else { return false }
            let value = ExpressionValue.of(routes.expression, in: scope)
            guard case .member = value else { return false }
            registration(node, routeType: nil, routes: value)
        // Routes pushed onto such an array (`routes.push(.detail)`, `routes.presentSheet(.settings)`) or set as a
        // new root (`routes = [.root(.home)]`) are read with the array's calls in the second pass.
        // `NavigationStack(path: $store.scope(...)) { root } destination: { store in switch store.case { ... } }`:
        // the views shown for the stack's elements, a registration like a router's; the root is walked as usual.
        case "NavigationStack" where !isModifier:
            guard let destination = node.additionalTrailingClosures.first(where: { $0.label.text == "destination" }) else {
                return false
            }
            skip(ExprSyntax(destination.closure))
            function.registrations.append(RouteRegistration(
                routeType: nil, item: nil, mode: .push, arms: ViewContent.arms(of: destination.closure, in: receiving(destination.closure)),
                routes: .unknown
            ))
            return false
        case "navigationDestination", "flowDestination":
            if let routeType = node.arguments.first(where: { $0.label?.text == "for" }) {
                registration(node, routeType: routeType.expression)
            } else {
                modalContent(node, mode: .push)
            }
        default:
            return false
        }
        return true
    }

    private func navigationLink(_ node: FunctionCallExprSyntax) {
        if let value = node.arguments.first(where: { $0.label?.text == "value" }) {
            let shown = ExpressionValue.of(value.expression, in: scope)
            // In a list with a selection (a split view's sidebar), the link selects its value: what the other
            // columns show by the selection changes. In a stack that registers a destination for the value (a list
            // selecting rows to edit them), it pushes that, as anywhere else: the push keeps the selection, so that
            // where nothing is registered for the value it is no unresolved push.
            let selection = Self.selectionOfEnclosingList(node).map { ExpressionValue.of($0, in: scope) }
            if let selection { addEffect(.item, mode: nil, destination: shown, at: node, item: selection) }
            addEffect(.route, mode: .push, destination: shown, at: node, item: selection)
            return
        }
        let destination: ExprSyntax?
        if let argument = node.arguments.first(where: { $0.label?.text == "destination" }) {
            destination = argument.expression
        } else if let trailing = node.trailingClosure {
            destination = ExprSyntax(trailing)
        } else {
            destination = nil
        }
        guard let destination else { return }
        skip(destination)
        let views = ViewContent.nodes(of: destination, in: scope)
        // `NavigationLink(destination: Detail(), isActive: $showsDetail)` pushes wherever the flag is raised, and,
        // with a label to tap, also in place.
        if let active = node.arguments.first(where: { $0.label?.text == "isActive" }) {
            let flag = ExpressionValue.of(active.expression, in: scope)
            if Self.namesFlag(flag) {
                flagRegistration(flag, mode: .push, views: views, at: file.location(of: node))
                guard Self.hasVisibleLabel(node) else { return }
            }
        }
        addEffect(.present, mode: .push, destination: .views(views), at: node)
    }

    /// Whether a link shows a label to tap: not `label: {}` or `{ EmptyView() }`, which hide it.
    private static func hasVisibleLabel(_ node: FunctionCallExprSyntax) -> Bool {
        // The trailing closure is the label only when the destination is an argument (`NavigationLink(destination:
        // Detail()) { EmptyView() }`); else it is the destination, and the label follows it (`} label: { … }`).
        let label = node.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure
            ?? node.arguments.first(where: { $0.label?.text == "label" })
                .flatMap { ExpressionValue.peeled($0.expression).as(ClosureExprSyntax.self) }
            ?? (node.arguments.contains { $0.label?.text == "destination" } ? node.trailingClosure : nil)
        guard let label else { return true }
        guard let only = label.statements.first, label.statements.count == 1 else { return !label.statements.isEmpty }
        let call = only.item.as(ExprSyntax.self).map(ExpressionValue.peeled)?.as(FunctionCallExprSyntax.self)
        return call?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text != "EmptyView"
    }

    /// The selection binding of the `List(..., selection: $selected)` a node sits in, within the same body.
    static func selectionOfEnclosingList(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let list = enclosingConstruction(of: node) { name, call in
            name == "List" && call.arguments.contains { $0.label?.text == "selection" }
        }
        return list?.arguments.first { $0.label?.text == "selection" }?.expression
    }

    /// The innermost call around `node`, within the same declaration, of a type written by its name
    /// (`List(...) { ... }`, `NavigationView { ... }`) that `matches` accepts.
    static func enclosingConstruction(
        of node: some SyntaxProtocol, where matches: (String, FunctionCallExprSyntax) -> Bool
    ) -> FunctionCallExprSyntax? {
        var current = node.parent
        while let next = current, !next.is(DeclSyntax.self) {
            if let call = next.as(FunctionCallExprSyntax.self),
               let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), matches(callee.baseName.text, call) {
                return call
            }
            current = next.parent
        }
        return nil
    }

    /// A call of what may be the app's own presenter: handed a binding (`$coordinator.detail`) and a closure that
    /// builds the content (`.navigation(item: $coordinator.detail) { Detail(model: $0) }`,
    /// `SheetModifier(item: $rating) { RatingView($0) }`). Kept as a registration on the binding's property that the
    /// second pass confirms when the function or type named presents (``RouteRegistration/presenter``).
    /// - Returns: Whether the call was kept as one.
    private func forwardedPresentation(_ node: FunctionCallExprSyntax, name: String) -> Bool {
        guard let binding = node.arguments.first(where: { Self.isBinding($0.expression) }),
              case .member = ExpressionValue.of(binding.expression, in: scope) else { return false }
        let closure = node.trailingClosure
            ?? node.arguments.lazy.compactMap { ExpressionValue.peeled($0.expression).as(ClosureExprSyntax.self) }.first
        guard let closure else { return false }
        function.registrations.append(RouteRegistration(
            routeType: nil, item: ExpressionValue.of(binding.expression, in: scope), mode: .sheet,
            arms: ViewContent.arms(of: closure, in: receiving(closure)), presenter: name
        ))
        return true
    }

    /// A binding written with `$`, or a parameter of the function declared a `Binding`.
    private func isBindingArgument(_ expression: ExprSyntax) -> Bool {
        if Self.isBinding(expression) { return true }
        guard let name = ExpressionValue.peeled(expression).as(DeclReferenceExprSyntax.self)?.baseName.text,
              let index = scope.parameters[name] else { return false }
        // Parameter types are kept without their generic arguments: `Binding` of `Binding<Kiln?>`.
        return function.parameters[safe: index]?.type.map { $0 == "Binding" || $0.hasPrefix("Binding<") } == true
    }

    /// `$coordinator.detail` or `$isShown`: a binding written with `$`.
    static func isBinding(_ expression: ExprSyntax) -> Bool {
        var current = ExpressionValue.peeled(expression)
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base }
        return current.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true
    }

    /// A modifier that presents its content: at once when a flag is set (`sheet(isPresented:)`), or for the value
    /// of an item property, wherever that property is set (`sheet(item:)`).
    private func modalContent(_ node: FunctionCallExprSyntax, mode: PresentationMode) {
        // A method run when the presentation is dismissed (`onDismiss: showReceiptIfPaid`) runs in place, as a
        // closure written there does.
        if let dismissal = node.arguments.first(where: { $0.label?.text == "onDismiss" }),
           let reference = methodReference(ExpressionValue.peeled(dismissal.expression)) {
            record(ClosureUse(function: reference, receiver: nil, isStored: false, property: nil))
        }
        let content = node.trailingClosure.map(ExprSyntax.init)
            ?? node.arguments.first(where: { ["content", "destination"].contains($0.label?.text) })?.expression
        guard let content else { return }
        skip(content)
        // `content: TicketView.init`: the view is made from the item, or from nothing.
        let initialized = Self.initializedView(content)
        if let item = node.arguments.first(where: { $0.label?.text == "item" }), let initialized {
            function.registrations.append(RouteRegistration(
                routeType: nil, item: ExpressionValue.of(item.expression, in: scope), mode: mode,
                arms: [RouteRegistration.Arm(cases: [], views: [ViewNode(value: .instance(initialized), children: [])])]
            ))
            return
        }
        if let item = node.arguments.first(where: { $0.label?.text == "item" }),
           let closure = ExpressionValue.peeled(content).as(ClosureExprSyntax.self) {
            var property = ExpressionValue.of(item.expression, in: scope)
            var arms = ViewContent.arms(of: closure, in: receiving(closure))
            // A store scoped to one case of a presented state (TCA's `@Presents var destination`) shows that case.
            if let (scoped, caseName) = scopedItem(item.expression) {
                property = scoped
                if let caseName { arms = arms.map { RouteRegistration.Arm(cases: [caseName], views: $0.views) } }
            }
            function.registrations.append(RouteRegistration(routeType: nil, item: property, mode: mode, arms: arms))
            return
        }
        // `content: sheetContent` (or `self.sheetContent`): a method building the view for each item, as
        // `{ sheetContent($0) }` would call it.
        if let item = node.arguments.first(where: { $0.label?.text == "item" }),
           case let peeled = ExpressionValue.peeled(content), case let .member(base, name)? = methodReference(peeled) {
            let built = ViewNode(value: .call(base, name, [SemanticArgument(label: nil, value: .received)]), children: [])
            function.registrations.append(RouteRegistration(
                routeType: nil, item: ExpressionValue.of(item.expression, in: scope), mode: mode,
                arms: [RouteRegistration.Arm(cases: [], views: [built])]
            ))
            return
        }
        // A modifier is located at its own name (`.sheet`), not at the start of the view chain it modifies.
        let views = initialized.map { [ViewNode(value: .instance($0), children: [])] } ?? ViewContent.nodes(of: content, in: scope)
        let location = node.calledExpression.as(MemberAccessExprSyntax.self).map { file.location(of: $0.period) }
            ?? file.location(of: node)
        // A flag of the view or of a model it holds (`$showsLogin`, `$session.showsLogin`) presents wherever it is
        // set to true; a flag passed in as a binding is presented where the caller's flag is.
        let flag = node.arguments.first { $0.label?.text == "isPresented" }.map { ExpressionValue.of($0.expression, in: scope) }
        // A view extension's flag parameter (`func guide(isPresented: Binding<Bool>)`) is each caller's flag.
        let namesFlag = flag.map(Self.namesFlag) ?? false
        if let flag, namesFlag {
            flagRegistration(flag, mode: mode, views: views, at: location)
            return
        }
        record(NavigationEffect(
            kind: .present, mode: mode, destination: .views(views), item: nil, conditional: isConditional, caseGuard: currentGuard,
            location: location
        ))
    }

    /// A flag of the view or of a model it holds names a property (`$showsLogin`, `$session.showsLogin`) or a
    /// binding parameter.
    private static func namesFlag(_ flag: SemanticValue) -> Bool {
        switch flag {
        case .member, .parameter: true
        default: false
        }
    }

    /// Presents `views` wherever `flag` is raised.
    private func flagRegistration(
        _ flag: SemanticValue, mode: PresentationMode, views: [ViewNode], at location: FlowModel.SourceLocation
    ) {
        function.registrations.append(RouteRegistration(
            routeType: nil, item: flag, mode: mode, arms: [RouteRegistration.Arm(cases: [], views: views)],
            flagLocation: location
        ))
    }

    private func registration(_ node: FunctionCallExprSyntax, routeType: ExprSyntax?, routes: SemanticValue? = nil) {
        var type: String?
        if let routeType, case let .typeReference(name) = ExpressionValue.of(routeType, in: scope) { type = name }
        // `destination: MooringView.init`: the view made from each value pushed.
        if node.trailingClosure == nil, let argument = node.arguments.first(where: { $0.label?.text == "destination" }),
           let initialized = Self.initializedView(argument.expression) {
            function.registrations.append(RouteRegistration(
                routeType: type, item: nil, mode: .push,
                arms: [RouteRegistration.Arm(cases: [], views: [ViewNode(value: .instance(initialized), children: [])])], routes: routes
            ))
            return
        }
        // `destination: \.view`: what the key path reads of each value, as `{ $0.view }` does.
        if node.trailingClosure == nil, let argument = node.arguments.first(where: { $0.label?.text == "destination" }),
           let keyPath = ExpressionValue.peeled(argument.expression).as(KeyPathExprSyntax.self), keyPath.root == nil,
           case let .keyPath(_, property)? = KeyPathRoute.keyPath(keyPath) {
            let built = ViewNode(value: .member(.received, property), children: [])
            function.registrations.append(RouteRegistration(
                routeType: type, item: nil, mode: .push, arms: [RouteRegistration.Arm(cases: [], views: [built])], routes: routes
            ))
            return
        }
        // `destination: destination` (or `self.destination`, `model.destination(for:)`): a method building the view
        // for each value, as `{ destination($0) }` would call it.
        if node.trailingClosure == nil, let argument = node.arguments.first(where: { $0.label?.text == "destination" }),
           case let peeled = ExpressionValue.peeled(argument.expression), case let .member(base, name)? = methodReference(peeled) {
            // The label written with the reference (`destination(for:)`) is the one its parameter takes.
            let written = peeled.as(DeclReferenceExprSyntax.self) ?? peeled.as(MemberAccessExprSyntax.self)?.declName
            let label = written?.argumentNames?.arguments.first.map(\.name.text).flatMap { $0 == "_" ? nil : $0 }
            let built = ViewNode(value: .call(base, name, [SemanticArgument(label: label, value: .received)]), children: [])
            function.registrations.append(RouteRegistration(
                routeType: type, item: nil, mode: .push, arms: [RouteRegistration.Arm(cases: [], views: [built])], routes: routes
            ))
            return
        }
        guard let closure = node.trailingClosure
            ?? node.arguments.first(where: { $0.label?.text == "destination" })?.expression.as(ClosureExprSyntax.self)
        else { return }
        // What the shown view sets through a binding it is handed (`AlbumView(sheet: $sheet)`), it sets on this
        // view's property, as for the views built in place (``SemanticFunction/configuredEmbeds``).
        function.configuredEmbeds += skip(ExprSyntax(closure))
        function.registrations.append(RouteRegistration(
            routeType: type, item: nil, mode: .push, arms: ViewContent.arms(of: closure, in: receiving(closure)),
            routes: routes
        ))
    }

    /// The type of a view's initializer handed over as the content to build (`TicketView.init`,
    /// `TicketView.init(ticket:)`).
    private static func initializedView(_ expression: ExprSyntax) -> String? {
        guard let member = ExpressionValue.peeled(expression).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "init", let base = member.base?.trimmedText,
              ExpressionValue.isTypeName(base) else { return nil }
        return base
    }

    /// Leaves a destination's content to ``ViewContent``, but keeps the callbacks it hands to what it builds
    /// (`Detail(onDelete: { ... })`): they run where that view or model calls them. Returns the views it builds
    /// with the bindings each is handed (`.call(nil, TYPE, BINDINGS)`).
    @discardableResult
    private func skip(_ content: ExprSyntax) -> [SemanticValue] {
        let content = ExpressionValue.peeled(content)
        skipped.insert(content.id)
        let inner = content.as(ClosureExprSyntax.self).map(receiving) ?? scope
        let finder = CallbackFinder(scope: inner)
        finder.walk(content)
        for (closure, receiver, property) in finder.callbacks {
            let index = sink.closure(closure, in: function, scope: inner)
            record(ClosureUse(
                function: .closure(index), receiver: receiver, isStored: true, property: property,
                caseGuard: currentGuard, isDestinationCallback: true
            ))
        }
        // A method handed over the same way (`HarvestEntrySheet(onSave: harvestSaved)`).
        for (expression, receiver, property) in finder.references {
            guard let reference = methodReference(expression) else { continue }
            record(ClosureUse(
                function: reference, receiver: receiver, isStored: true, property: property,
                caseGuard: currentGuard, isDestinationCallback: true
            ))
        }
        // A stack the destination builds around its first screen registers what that stack pushes (`.sheet {
        // NavigationStack { Wizard().navigationDestination(for: Step.self) { ... } } }`).
        for (node, routeType) in finder.routeRegistrations { registration(node, routeType: routeType) }
        for (node, mode) in finder.presentations { modalContent(node, mode: mode) }
        for link in finder.links { navigationLink(link) }
        for (closure, control, label) in finder.controlActions {
            let index = sink.closure(closure, in: function, scope: inner)
            record(ClosureUse(
                function: .closure(index), receiver: ExpressionValue.of(ExprSyntax(control), in: scope), isStored: true,
                property: label, caseGuard: currentGuard, title: Self.buttonTitle(of: control).flatMap(Self.lowerCamelCase)
            ))
        }
        return finder.handedBindings
    }

    /// The scope inside a destination closure, whose parameter is the value received.
    private func receiving(_ closure: ClosureExprSyntax) -> EvaluationScope {
        var inner = scope
        let names = closure.signature == nil ? ["$0"] : SemanticFactCollector.closureParameterNames(closure)
        if let first = names.first {
            inner.parameters[first] = nil
            inner.locals[first] = .received
        }
        return inner
    }

    /// Adds a registration that an extension of the analyzer read (a view switching its content).
    func register(_ registration: RouteRegistration) {
        function.registrations.append(registration)
    }

    func addEffect(
        _ kind: NavigationEffect.Kind, mode: PresentationMode?, destination: SemanticValue, at node: some SyntaxProtocol,
        item: SemanticValue? = nil
    ) {
        let arms = armValues(of: destination) ?? [(destination, currentGuard)]
        for (shown, caseGuard) in arms {
            record(NavigationEffect(
                kind: kind, mode: mode, destination: shown, item: item, conditional: isConditional, caseGuard: caseGuard,
                location: file.location(of: node), typeGuard: typeGuards.values.first, routeTrigger: routeTriggers.last ?? nil,
                dismissal: kind == .present || kind == .route ? dismissal : nil,
                poppedToRoot: kind == .present || kind == .route ? poppedToRoot : nil
            ))
        }
    }

    /// For a value that is a local set in each arm of a switch over a parameter (``armValues``), met after the
    /// switch, each arm's value with its case guard; also inside a container built around it
    /// (`UINavigationController(rootViewController: destination)`). Nil for any other value.
    private func armValues(of value: SemanticValue) -> [(value: SemanticValue, caseGuard: CaseGuard?)]? {
        guard currentGuard == nil, !armValues.isEmpty else { return nil }
        let (container, held): (String?, SemanticValue) = if case let .wrapped(container, root) = value {
            (container, root)
        } else {
            (nil, value)
        }
        for (name, arms) in armValues where arms.count > 1 && scope.locals[name] == held {
            return arms.map { arm in (container.map { .wrapped(container: $0, root: arm.value) } ?? arm.value, arm.caseGuard) }
        }
        return nil
    }
}

/// The closures a destination's content hands to the views and models it builds, with what builds them and under
/// which label (nil for a trailing closure), and the route registrations of a stack it builds.
private final class CallbackFinder: SyntaxVisitor {
    let scope: EvaluationScope
    private(set) var callbacks: [(closure: ClosureExprSyntax, receiver: SemanticValue, property: String?)] = []
    /// Labelled arguments that may name a method handed over as a callback (`HarvestEntrySheet(onSave: saved)`).
    private(set) var references: [(expression: ExprSyntax, receiver: SemanticValue, property: String)] = []
    /// The `navigationDestination(for:)` modifiers in the content, with the route type each registers.
    private(set) var routeRegistrations: [(node: FunctionCallExprSyntax, routeType: ExprSyntax)] = []
    /// The presentations the content makes on top of itself (`.sheet { Form { … }.sheet(isPresented: $picks) { … } }`),
    /// with the mode of each.
    private(set) var presentations: [(node: FunctionCallExprSyntax, mode: PresentationMode)] = []
    /// The links in the content (`.sheet { NavigationView { Form { NavigationLink("Start") { StartView() } } } }`):
    /// pushes of the presenting screen, as the content they sit in has no name of its own.
    private(set) var links: [FunctionCallExprSyntax] = []
    /// The actions of SwiftUI's own controls in the content (`Button("Choose") { picks = true }`): written in place,
    /// they are the presenting screen's, as the content they sit in has no name of its own.
    private(set) var controlActions: [(closure: ClosureExprSyntax, control: FunctionCallExprSyntax, label: String?)] = []
    /// The views the content builds that are handed bindings (`AlbumView(title: title, sheet: $sheet)`), as
    /// `.call(nil, TYPE, BINDINGS)`.
    private(set) var handedBindings: [SemanticValue] = []
    private var taken: Set<SyntaxIdentifier> = []

    init(scope: EvaluationScope) {
        self.scope = scope
        super.init(viewMode: .sourceAccurate)
    }

    /// SwiftUI's layout containers: their content is more of the destination, not a callback.
    private static let layoutContainers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "List",
        "ForEach", "Group", "Section", "ScrollView", "Form", "NavigationStack", "NavigationView", "FlowStack", "GeometryReader",
        "ScrollViewReader", "ViewThatFits", "TabView",
    ]

    /// SwiftUI's own controls, whose actions run on a tap in place.
    private static let controls: Set<String> = ["Button", "Toggle"]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "navigationDestination",
           let routeType = node.arguments.first(where: { $0.label?.text == "for" }) {
            routeRegistrations.append((node, routeType.expression))
            return .skipChildren
        }
        // The presentation's own content is read where the analyzer reads the modifier; the view it modifies, here.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           let mode = BodyAnalyzer.presentationModes[member.declName.baseName.text] {
            presentations.append((node, mode))
            walk(base)
            return .skipChildren
        }
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationLink" {
            links.append(node)
            return .skipChildren
        }
        let value = ExpressionValue.of(ExprSyntax(node), in: scope)
        guard case let .instance(type) = value, !Self.layoutContainers.contains(type) else { return .visitChildren }
        var closures: [(ClosureExprSyntax, String?)] = node.arguments.compactMap { argument in
            ExpressionValue.peeled(argument.expression).as(ClosureExprSyntax.self).map { ($0, argument.label?.text) }
        }
        if let trailing = node.trailingClosure { closures.append((trailing, nil)) }
        closures += node.additionalTrailingClosures.map { ($0.closure, $0.label.text) }
        for (closure, label) in closures {
            taken.insert(closure.id)
            if Self.controls.contains(type), node.calledExpression.is(DeclReferenceExprSyntax.self) {
                controlActions.append((closure, node, label))
            } else {
                callbacks.append((closure, value, label))
            }
        }
        var bindings: [SemanticArgument] = []
        for argument in node.arguments {
            guard let label = argument.label?.text else { continue }
            let expression = ExpressionValue.peeled(argument.expression)
            if expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) {
                references.append((expression, value, label))
            }
            if BodyAnalyzer.isBinding(argument.expression) {
                bindings.append(SemanticArgument(label: label, value: ExpressionValue.of(argument.expression, in: scope)))
            }
        }
        if !bindings.isEmpty { handedBindings.append(.call(nil, type, bindings)) }
        return .visitChildren
    }

    /// A callback's own body is analyzed as a function of its own.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        taken.contains(node.id) ? .skipChildren : .visitChildren
    }
}
