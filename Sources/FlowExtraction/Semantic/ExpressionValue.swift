import SwiftSyntax

/// The names a body can see while the first pass evaluates its expressions: its parameters and the locals declared
/// so far (`let detail = DetailViewController()`).
struct EvaluationScope {
    var parameters: [String: Int] = [:] { didSet { memoIsCurrent = false } }
    var locals: [String: SemanticValue] = [:] { didSet { memoIsCurrent = false } }
    /// In a closure with one parameter, its name (`$0` when it names none): a switch over it is guarded by
    /// ``CaseGuard/closureArgument``.
    var closureParameter: String? { didSet { memoIsCurrent = false } }
    /// Whether the code builds a cell's SwiftUI content (`UIHostingConfiguration { Row(onTap: { … }) }`): the views it
    /// builds are parts of the view controller's cells, their callbacks its own.
    var buildsCellContent = false
    /// How deep the expression being evaluated sits in the one evaluation started: past
    /// ``ExpressionValue/depthLimit`` the value is unknown, so that long modifier chains and nested arguments cost
    /// no more than their first levels.
    var depth = 0
    /// The calls a body analyzer has evaluated (``EvaluationMemo``).
    var memo: EvaluationMemo?
    /// Whether `memo` was kept under the names this scope holds. A scope made from it with other names (a
    /// closure's parameter bound) neither reads nor keeps values there, but still counts its evaluations cut off.
    var memoIsCurrent = false
}

/// Evaluates expressions to ``SemanticValue``s: what syntax alone says a value is, without a type checker.
enum ExpressionValue {
    static let depthLimit = 6

    static func of(_ expression: ExprSyntax, in outer: EvaluationScope) -> SemanticValue {
        guard outer.depth < depthLimit else {
            outer.memo?.noteCut()
            return .unknown
        }
        var scope = outer
        scope.depth += 1
        let expression = peeled(expression)
        // Chosen by the node's kind, read once: trying each node type in turn costs a failed cast per type, and
        // every expression the first pass meets comes here.
        switch expression.kind {
        case .declReferenceExpr:
            guard let reference = DeclReferenceExprSyntax(expression) else { return .unknown }
            return named(reference.baseName.text, in: scope)
        case .memberAccessExpr:
            guard let member = MemberAccessExprSyntax(expression) else { return .unknown }
            return memberAccess(member, in: scope)
        case .functionCallExpr:
            guard let call = FunctionCallExprSyntax(expression) else { return .unknown }
            guard let memo = scope.memo, scope.memoIsCurrent else { return self.call(call, in: scope) }
            return memo.value(of: call.id, at: outer.depth) { self.call(call, in: scope) }
        case .sequenceExpr:
            guard let sequence = SequenceExprSyntax(expression) else { return .unknown }
            return self.sequence(sequence, in: scope)
        case .asExpr:
            guard let cast = AsExprSyntax(expression) else { return .unknown }
            let value = of(cast.expression, in: scope)
            if cast.questionOrExclamationMark == nil, value != .unknown { return value }
            return downcast(value, to: TypeName(cast.type)?.written)
        case .ternaryExpr:
            guard let ternary = TernaryExprSyntax(expression) else { return .unknown }
            return .either([of(ternary.thenExpression, in: scope), of(ternary.elseExpression, in: scope)])
        case .ifExpr:
            guard let ifExpression = IfExprSyntax(expression) else { return .unknown }
            return .either(branches(of: ifExpression).map { of($0, in: scope) })
        case .switchExpr:
            guard let switchExpression = SwitchExprSyntax(expression) else { return .unknown }
            return .either(switchExpression.cases.compactMap { item in
                item.as(SwitchCaseSyntax.self).flatMap { lastExpression(of: $0.statements) }.map { of($0, in: scope) }
            })
        case .tupleExpr:
            guard let tuple = TupleExprSyntax(expression), tuple.elements.count > 1 else { return .unknown }
            return .tuple(tuple.elements.map { SemanticArgument(label: $0.label?.text, value: of($0.expression, in: scope)) })
        case .arrayExpr:
            guard let array = ArrayExprSyntax(expression) else { return .unknown }
            return .either(array.elements.map { of($0.expression, in: scope) })
        case .keyPathExpr:
            guard let keyPath = KeyPathExprSyntax(expression) else { return .unknown }
            return KeyPathRoute.keyPath(keyPath) ?? .unknown
        // A literal is a value of its type (`NavigationLink(value: "ada")` pushes a `String`).
        case .stringLiteralExpr:
            return .instance("String")
        case .integerLiteralExpr:
            return .instance("Int")
        case .booleanLiteralExpr:
            guard let literal = BooleanLiteralExprSyntax(expression) else { return .unknown }
            return .flag(literal.literal.tokenKind == .keyword(.true))
        case .superExpr:
            return .selfValue
        // An element of a collection the code keeps (`children[tab]`, `screens[0]`) is read as one, as `first` is: the
        // collection's declared type gives its elements' (``ValueTyper``).
        case .subscriptCallExpr:
            guard let subscripted = SubscriptCallExprSyntax(expression) else { return .unknown }
            return .member(of(subscripted.calledExpression, in: scope), "first")
        default:
            return .unknown
        }
    }

    /// The expression without what does not change which value it is: `try`, `await`, `!`, `?`, parentheses.
    static func peeled(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        // By the node's kind, as in ``of(_:in:)``: most expressions have nothing to peel, and are known by one read.
        while true {
            let inner: ExprSyntax? = switch expression.kind {
            case .tryExpr: TryExprSyntax(expression)?.expression
            case .awaitExpr: AwaitExprSyntax(expression)?.expression
            case .forceUnwrapExpr: ForceUnwrapExprSyntax(expression)?.expression
            case .optionalChainingExpr: OptionalChainingExprSyntax(expression)?.expression
            case .tupleExpr:
                TupleExprSyntax(expression).flatMap { tuple in
                    tuple.elements.count == 1 && tuple.elements.first?.label == nil ? tuple.elements.first?.expression : nil
                }
            default: nil
            }
            guard let inner else { return expression }
            expression = inner
        }
    }

    /// The value each branch of an `if` expression ends with.
    private static func branches(of ifExpression: IfExprSyntax) -> [ExprSyntax] {
        var found = lastExpression(of: ifExpression.body.statements).map { [$0] } ?? []
        switch ifExpression.elseBody {
        case let .ifExpr(next)?: found += branches(of: next)
        case let .codeBlock(block)?: found += lastExpression(of: block.statements).map { [$0] } ?? []
        case nil: break
        }
        return found
    }

    private static func lastExpression(of statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        statements.last?.expression
    }

    /// `value` as a value of the type a declaration names: an untyped `.detail` becomes that type's case.
    static func typed(_ value: SemanticValue, as type: String) -> SemanticValue {
        switch value {
        case let .enumCase(nil, name): .enumCase(type, name)
        case let .either(values): .either(values.map { typed($0, as: type) })
        case .unknown: .instance(type)
        default: value
        }
    }

    static func isTypeName(_ name: String) -> Bool {
        name.first?.isUppercase == true
    }

    private static func named(_ written: String, in scope: EvaluationScope) -> SemanticValue {
        // `$path` is the binding of `path`: the same value as far as navigation goes. `$0` is a closure's first
        // parameter, kept as written.
        let isAnonymousParameter = written.dropFirst().allSatisfy(\.isNumber)
        let name = written.hasPrefix("$") && !isAnonymousParameter ? String(written.dropFirst()) : written
        if name == "self" { return .selfValue }
        if let local = scope.locals[name] { return local }
        if let index = scope.parameters[name] { return .parameter(index) }
        if name == "Self" { return .selfValue }
        return isTypeName(name) ? .typeReference(name) : .member(nil, name)
    }

    private static func memberAccess(_ member: MemberAccessExprSyntax, in scope: EvaluationScope) -> SemanticValue {
        let written = member.declName.baseName.text
        let name = written.hasPrefix("$") ? String(written.dropFirst()) : written
        guard let baseExpression = member.base else { return .enumCase(nil, name) }
        let base = of(baseExpression, in: scope)
        if case let .typeReference(type) = base {
            if name == "self" { return base }
            if isTypeName(name) { return .typeReference("\(type).\(name)") }
            return .member(base, name)
        }
        return .member(base, name)
    }

    private static func call(_ call: FunctionCallExprSyntax, in scope: EvaluationScope) -> SemanticValue {
        let arguments = Self.arguments(of: call, in: scope)
        var callee = peeled(call.calledExpression)
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if isTypeName(name) {
                // `T()` in `func show<T: UIViewController>(_ type: T.Type)`: what `type.init()` makes.
                if let metatype = scope.locals[name] { return .call(metatype, "init", arguments) }
                // `UIStoryboard(name: "Settings", bundle: nil)`: that storyboard, whose scenes its methods make.
                if name == "UIStoryboard", let storyboard = call.arguments.first(where: { $0.label?.text == "name" }),
                   let file = BodyAnalyzer.stringLiteral(storyboard.expression) {
                    return StoryboardScanner.storyboardValue(named: file)
                }
                // `UIHostingController(rootView: NavigationStack { edit })`: the one view the stack holds, in it.
                if name == "UIHostingController", let root = call.arguments.first(where: { $0.label?.text == "rootView" }),
                   let stacked = stackedView(root.expression, in: scope) {
                    return .wrapped(container: name, root: stacked)
                }
                return construction(name, arguments)
            }
            return .call(nil, name, arguments)
        }
        // `storyboard.instantiateViewController(withIdentifier: "Detail")` (or `identifier:`): the scene with that
        // identifier, or what the creator closure builds for it (`{ coder in CargoViewController(coder: coder, bay: 3) }`).
        if let label = call.arguments.first?.label?.text, label == "withIdentifier" || label == "identifier",
           callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "instantiateViewController"
            || callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "instantiateViewController",
           let identifier = BodyAnalyzer.stringLiteral(call.arguments.first!.expression) {
            let creator = call.trailingClosure
                ?? call.arguments.first { $0.label?.text == "creator" }.flatMap { peeled($0.expression).as(ClosureExprSyntax.self) }
            if let built = creator?.statements.first?.item.as(ExprSyntax.self), creator?.statements.count == 1 {
                let value = of(built, in: scope)
                if case .instance = value { return value }
            }
            return .call(nil, StoryboardScanner.sceneFunction(identifier), [])
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseExpression = member.base else {
                return name == "init" ? .unknown : .enumCase(nil, name)
            }
            let base = of(baseExpression, in: scope)
            if name == "instantiateInitialViewController", let storyboard = StoryboardScanner.storyboardName(of: base) {
                return .call(nil, StoryboardScanner.initialSceneFunction(storyboard), [])
            }
            if let mapped = mapped(call, name: name, over: base, in: scope) { return mapped }
            if name == "init", case let .typeReference(type) = base { return construction(type, arguments) }
            if case let .typeReference(type) = base, isTypeName(name) {
                return construction("\(type).\(name)", arguments)
            }
            if case .enumCase = base { return base }
            // `result.get()` of a result handed to a closure: what it was handed is typed by its success.
            if name == "get", arguments.isEmpty, case .delivered = base { return base }
            return .call(base, name, arguments)
        }
        return .unknown
    }

    /// `tabs.map { $0.makeController() }`: what the closure makes of an element. A collection is typed by its
    /// element, so the closure's parameter stands for the collection itself; nil for anything but a one-expression
    /// closure, a closure of local declarations and other statements ending in one `return` (``returnedValue(of:
    /// in:)``), or a key path (`tabs.map(\.rootViewController)`) handed to `map`, `compactMap` or `flatMap`.
    private static func mapped(
        _ call: FunctionCallExprSyntax, name: String, over base: SemanticValue, in scope: EvaluationScope
    ) -> SemanticValue? {
        guard mappingCalls.contains(name) else { return nil }
        if call.trailingClosure == nil, call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
           let keyPath = peeled(argument.expression).as(KeyPathExprSyntax.self), keyPath.root == nil,
           case let .keyPath(_, property)? = KeyPathRoute.keyPath(keyPath) {
            return .member(base, property)
        }
        guard call.arguments.isEmpty, let closure = call.trailingClosure else { return nil }
        var inner = scope
        let names = SemanticFactCollector.closureParameterNames(closure)
        guard names.count <= 1 else { return nil }
        inner.locals[names.first ?? "$0"] = base
        inner.parameters[names.first ?? "$0"] = nil
        let value: SemanticValue
        if closure.statements.count == 1, let expression = closure.statements.first?.item.as(ExprSyntax.self) {
            value = of(expression, in: inner)
        } else {
            guard let returned = returnedValue(of: closure.statements, in: inner) else { return nil }
            value = returned
        }
        return value == .unknown ? nil : value
    }

    /// What statements that declare locals, set things up and end in one `return` give (`let navigation =
    /// UINavigationController(rootViewController: tab.makeScreen()); navigation.tabBarItem = tab.item; return
    /// navigation`), each local holding its initial value; nil where anything else (a branch, a loop, an early
    /// return) could change what is returned.
    private static func returnedValue(of statements: CodeBlockItemListSyntax, in scope: EvaluationScope) -> SemanticValue? {
        guard let last = statements.last?.item.as(ReturnStmtSyntax.self), let returned = last.expression else { return nil }
        var inner = scope
        for statement in statements.dropLast() {
            switch statement.item {
            case let .decl(declaration):
                guard let variable = declaration.as(VariableDeclSyntax.self) else { return nil }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                    inner.locals[name] = binding.initializer.map { of($0.value, in: inner) } ?? .unknown
                    inner.parameters[name] = nil
                }
            case let .expr(expression):
                // Setting a local up (`navigation.tabBarItem = item`, `screen.configure(with: tab)`) keeps what it is.
                guard expression.is(SequenceExprSyntax.self) || expression.is(FunctionCallExprSyntax.self) else { return nil }
            default:
                return nil
            }
        }
        return of(returned, in: inner)
    }

    /// `NavigationStack { edit }` (or a `NavigationView`) around one view: that view, wrapped in the stack.
    private static func stackedView(_ expression: ExprSyntax, in scope: EvaluationScope) -> SemanticValue? {
        guard let call = peeled(expression).as(FunctionCallExprSyntax.self), let (stack, content) = stackContent(call) else {
            return nil
        }
        return .wrapped(container: stack, root: of(content, in: scope))
    }

    /// The stack and the one view of `NavigationStack { edit }` or `NavigationView { edit }`; nil for any other call.
    static func stackContent(_ call: FunctionCallExprSyntax) -> (stack: String, content: ExprSyntax)? {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name == "NavigationStack" || name == "NavigationView", call.arguments.isEmpty,
              call.additionalTrailingClosures.isEmpty, let content = call.trailingClosure, content.statements.count == 1,
              let only = content.statements.first?.item.as(ExprSyntax.self) else { return nil }
        return (name, only)
    }

    private static let mappingCalls: Set<String> = ["map", "compactMap", "flatMap"]
    private static let collectionConversions: Set<String> = ["Array", "Set", "ContiguousArray"]

    /// `T(...)`: a value of `T`, or the root inside it when `T` is built around one.
    private static func construction(_ type: String, _ arguments: [SemanticArgument]) -> SemanticValue {
        if let root = arguments.first(where: { $0.label == "rootViewController" || $0.label == "rootView" }) {
            return .wrapped(container: type, root: root.value)
        }
        if isCoordinatorWrapper(type), let root = arguments.first, root.label == nil {
            return .wrapped(container: type, root: root.value)
        }
        // `Array(strategies.reversed())`: the same elements in another collection, typed by them.
        if collectionConversions.contains(type), arguments.count == 1, let elements = arguments.first, elements.label == nil {
            return elements.value
        }
        return .instance(type)
    }

    /// Whether `written` is a library's container around a coordinator, built around the value it is given first
    /// and typed by it: Stinsen's `NavigationViewCoordinator(FeedCoordinator())` is the feed coordinator shown in a
    /// navigation view, `NavigationViewCoordinator<FeedCoordinator>` its type.
    static func isCoordinatorWrapper(_ written: String) -> Bool {
        ["NavigationViewCoordinator", "ViewWrapperCoordinator"].contains(TypeName(written: written).simpleName)
    }

    static func arguments(of call: FunctionCallExprSyntax, in scope: EvaluationScope) -> [SemanticArgument] {
        var arguments = call.arguments.map { argument(label: $0.label?.text, $0.expression, in: scope) }
        if let trailing = call.trailingClosure {
            arguments.append(SemanticArgument(label: nil, value: of(ExprSyntax(trailing), in: scope)))
        }
        for extra in call.additionalTrailingClosures {
            arguments.append(SemanticArgument(label: extra.label.text, value: of(ExprSyntax(extra.closure), in: scope)))
        }
        return arguments
    }

    /// One argument of a call; an enum case written with values (`trigger(.home(tabs))`) keeps them as its payload,
    /// which a `case let .home(router)` arm in the callee reads.
    private static func argument(label: String?, _ expression: ExprSyntax, in scope: EvaluationScope) -> SemanticArgument {
        if let call = peeled(expression).as(FunctionCallExprSyntax.self), !call.arguments.isEmpty,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
           case let name = member.declName.baseName.text, name != "init", scope.depth < depthLimit {
            var inner = scope
            inner.depth += 1
            var payload = arguments(of: call, in: inner)
            // `.voyage(nil)`: nothing carried, which an arm's `if let router` tells apart from a value not followed.
            for (index, argument) in call.arguments.enumerated() where argument.expression.is(NilLiteralExprSyntax.self) {
                payload[index].value = .nilLiteral
            }
            return SemanticArgument(label: label, value: .enumCase(nil, name), payload: payload)
        }
        return SemanticArgument(label: label, value: of(expression, in: scope))
    }

    /// `value as? type`: a value of the type; a storyboard's scene also stays the scene, which says more where the
    /// storyboard is read (a navigation controller's root) and nothing where it is not.
    private static func downcast(_ value: SemanticValue, to type: String?) -> SemanticValue {
        let typed = type.map(SemanticValue.instance) ?? .unknown
        return StoryboardScanner.isScene(value) ? .either([value, typed]) : typed
    }

    /// An unfolded operator sequence: a cast (`x as? T`), a ternary, or `a ?? b` (the left side).
    private static func sequence(_ sequence: SequenceExprSyntax, in scope: EvaluationScope) -> SemanticValue {
        self.sequence(Array(sequence.elements), in: scope)
    }

    /// The value of an unfolded sequence's elements (operands and operators in turn).
    private static func sequence(_ elements: [ExprSyntax], in scope: EvaluationScope) -> SemanticValue {
        if elements.count == 1, let only = elements.first { return of(only, in: scope) }
        for (index, element) in elements.enumerated() {
            if let cast = element.as(UnresolvedAsExprSyntax.self), index + 1 < elements.count {
                // A coercion (`stack + [summary] as [UIViewController]`) keeps the value it coerces, which says
                // more than the type; a downcast (`as?`, `as!`) gives a value of its type, but for a storyboard's
                // scene, which the storyboard says more of (a navigation controller's root).
                let value = self.sequence(Array(elements[..<index]), in: scope)
                if cast.questionOrExclamationMark == nil, value != .unknown { return value }
                return downcast(value, to: elements[index + 1].as(TypeExprSyntax.self).flatMap { TypeName($0.type) }?.written)
            }
            if let ternary = element.as(UnresolvedTernaryExprSyntax.self), index + 1 < elements.count {
                return .either([of(ternary.thenExpression, in: scope), of(elements[index + 1], in: scope)])
            }
        }
        if elements.count >= 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            return of(elements[0], in: scope)
        }
        // `stack + [summary]`: an array joined to a literal holds what both hold.
        if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
           elements[0].is(ArrayExprSyntax.self) || elements[2].is(ArrayExprSyntax.self) {
            return .either(of(elements[0], in: scope).alternatives + of(elements[2], in: scope).alternatives)
        }
        return .unknown
    }
}

extension CodeBlockItemSyntax {
    /// The expression the item is, written bare or as an expression statement (`switch`, `if`); nil for a
    /// declaration or another statement.
    var expression: ExprSyntax? {
        switch item {
        case let .expr(expression): expression
        case let .stmt(statement): statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: nil
        }
    }
}
