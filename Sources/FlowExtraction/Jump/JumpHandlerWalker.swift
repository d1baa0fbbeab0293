import FlowModel
import SwiftSyntax

/// Walks a coordinator's `onNext(current:)` and every method of `self` it calls, turning navigation calls into
/// transitions from the screen and action that lead to them.
final class JumpHandlerWalker {
    /// A screen's action the handler deliberately does nothing for; a nil action means every action of the screen.
    struct Ignore: Hashable {
        var screen: String
        var action: String?
    }

    private let coordinator: JumpCoordinatorShape
    private let resolver: MethodResolver
    private(set) var transitions: [Transition] = []
    private(set) var ignored: Set<Ignore> = []
    private(set) var notes: [ExtractionNote] = []
    /// The methods being walked, outermost first: a call back into one of them is not followed again.
    private var stack: [MethodDeclaration] = []
    private var file: ParsedFile?

    init(coordinator: JumpCoordinatorShape, resolver: MethodResolver) {
        self.coordinator = coordinator
        self.resolver = resolver
    }

    /// Walks `onNext(current:)`, if the coordinator overrides it.
    func walkOnNext() {
        let onNext = resolver.index.methods(of: coordinator.name).first { method in
            method.name == "onNext" && method.parameters.first?.label == "current"
        }
        guard let onNext, let path = onNext.parameters.first?.name,
              let (file, syntax) = resolver.store.declaration(of: onNext) else { return }
        var scope = JumpHandlerScope()
        scope.values[path] = .path(screen: nil, action: nil)
        walk(method: onNext, syntax: syntax, in: file, scope: scope)
    }

    private func walk(method: MethodDeclaration, syntax: FunctionDeclSyntax, in file: ParsedFile, scope: JumpHandlerScope) {
        guard let body = syntax.body else { return }
        let caller = self.file
        self.file = file
        stack.append(method)
        walk(Syntax(body.statements), scope)
        stack.removeLast()
        self.file = caller
    }

    // MARK: Statements and expressions

    private func walk(_ node: Syntax, _ scope: JumpHandlerScope) {
        if let statements = node.as(CodeBlockItemListSyntax.self) {
            walkStatements(statements, scope)
        } else if let switchExpression = node.as(SwitchExprSyntax.self) {
            walkSwitch(switchExpression, scope)
        } else if let ifExpression = node.as(IfExprSyntax.self), let match = caseMatch(ifExpression, scope) {
            walkCaseMatch(ifExpression, match, scope)
        } else if let ifExpression = node.as(IfExprSyntax.self), let unwrapping = SelfUnwrapping(ifExpression.conditions) {
            var body = scope
            body.selfAliases.formUnion(unwrapping.aliases)
            walk(Syntax(ifExpression.body), body)
            if let elseBody = ifExpression.elseBody { walk(Syntax(elseBody), scope.asConditional) }
        } else if let ifExpression = node.as(IfExprSyntax.self) {
            walk(Syntax(ifExpression.conditions), scope)
            walk(Syntax(ifExpression.body), scope.asConditional)
            if let elseBody = ifExpression.elseBody { walk(Syntax(elseBody), scope.asConditional) }
        } else if let guardStatement = node.as(GuardStmtSyntax.self) {
            walk(Syntax(guardStatement.conditions), scope)
            walk(Syntax(guardStatement.body), scope.asConditional)
        } else if let expression = node.as(ExprSyntax.self), let ternary = Ternary(expression) {
            for part in ternary.condition { walk(Syntax(part), scope) }
            walk(Syntax(ternary.thenExpression), scope.asConditional)
            walk(Syntax(ternary.elseExpression), scope.asConditional)
        } else if let doStatement = node.as(DoStmtSyntax.self) {
            walk(Syntax(doStatement.body), scope)
            walk(Syntax(doStatement.catchClauses), scope.asConditional)
        } else if let call = node.as(FunctionCallExprSyntax.self) {
            walkCall(call, scope)
        } else if isConditionalByItself(node) {
            walkChildren(node, scope.asConditional)
        } else if !isNestedDeclaration(node) {
            walkChildren(node, scope)
        }
    }

    private func walkChildren(_ node: Syntax, _ scope: JumpHandlerScope) {
        for child in node.children(viewMode: .sourceAccurate) { walk(child, scope) }
    }

    /// Statements run in order; everything after a `guard` runs only when its condition held (unless it only
    /// unwraps `self`), and a local `let` copy of the path, an action or `self` carries its value on.
    private func walkStatements(_ statements: CodeBlockItemListSyntax, _ scope: JumpHandlerScope) {
        var scope = scope
        for statement in statements {
            walk(Syntax(statement), scope)
            if let guardStatement = statement.item.as(GuardStmtSyntax.self) {
                if let unwrapping = SelfUnwrapping(guardStatement.conditions) {
                    scope.selfAliases.formUnion(unwrapping.aliases)
                } else {
                    scope.conditional = true
                }
            }
            if let variable = statement.item.as(VariableDeclSyntax.self) {
                bindCopies(in: variable, &scope)
                scope.selfAliases.formUnion(SelfUnwrapping.aliases(in: variable))
            }
        }
    }

    private func bindCopies(in variable: VariableDeclSyntax, _ scope: inout JumpHandlerScope) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let initial = binding.initializer?.value, let value = value(of: initial, scope) else { continue }
            scope.values[name] = value
        }
    }

    /// Loops may run zero times and a closure handed to unknown code may never be called.
    private func isConditionalByItself(_ node: Syntax) -> Bool {
        node.is(ForStmtSyntax.self) || node.is(WhileStmtSyntax.self) || node.is(RepeatStmtSyntax.self)
            || node.is(ClosureExprSyntax.self)
    }

    /// Local functions and types run only when called, which the walker follows through calls instead.
    private func isNestedDeclaration(_ node: Syntax) -> Bool {
        guard let declaration = node.as(DeclSyntax.self) else { return false }
        return !declaration.is(VariableDeclSyntax.self) && !declaration.is(IfConfigDeclSyntax.self)
    }

    // MARK: Switches

    private func walkSwitch(_ switchExpression: SwitchExprSyntax, _ scope: JumpHandlerScope) {
        let subjectName = switchExpression.subject.unparenthesized.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let subjectName, let value = scope.values[subjectName] else {
            // A switch on state rather than on the path or action: every arm is conditional.
            walk(Syntax(switchExpression.subject), scope)
            for switchCase in SwitchCases.flatten(switchExpression.cases) {
                walk(Syntax(switchCase.statements), scope.asConditional)
            }
            return
        }
        var patterns: [CasePattern] = []
        var defaultArms: [SwitchCaseSyntax] = []
        for switchCase in SwitchCases.flatten(switchExpression.cases) {
            guard case let .case(label) = switchCase.label else {
                defaultArms.append(switchCase)
                continue
            }
            for item in label.caseItems {
                let pattern = CasePattern.pattern(item.pattern, binds: false)
                if item.whereClause == nil { patterns.append(pattern) }
                guard var narrowed = scope.narrowed(by: pattern, matching: value, in: subjectName) else { continue }
                if item.whereClause != nil { narrowed.conditional = true }
                if pattern.caseName != nil, !narrowed.conditional, SwitchCases.doesNothing(switchCase.statements),
                   let screen = narrowed.screen {
                    ignored.insert(Ignore(screen: screen, action: narrowed.action))
                }
                walk(Syntax(switchCase.statements), narrowed)
            }
        }
        for arm in defaultArms {
            for narrowed in scopesNotMatched(by: patterns, value: value, name: subjectName, scope) {
                walk(Syntax(arm.statements), narrowed)
            }
        }
    }

    /// `if case .didTapPay = action` with nothing else in the condition: a one-arm switch on the action.
    private struct CaseMatch {
        var pattern: CasePattern
        var name: String
        var value: JumpHandlerValue
    }

    private func caseMatch(_ ifExpression: IfExprSyntax, _ scope: JumpHandlerScope) -> CaseMatch? {
        guard ifExpression.conditions.count == 1,
              let condition = ifExpression.conditions.first?.condition.as(MatchingPatternConditionSyntax.self),
              let name = condition.initializer.value.unparenthesized.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let value = scope.values[name] else { return nil }
        return CaseMatch(pattern: CasePattern.pattern(condition.pattern, binds: false), name: name, value: value)
    }

    /// The body runs for the matched case; the `else` branch, like `default:`, for every other case.
    private func walkCaseMatch(_ ifExpression: IfExprSyntax, _ match: CaseMatch, _ scope: JumpHandlerScope) {
        if let narrowed = scope.narrowed(by: match.pattern, matching: match.value, in: match.name) {
            walk(Syntax(ifExpression.body), narrowed)
        }
        guard let elseBody = ifExpression.elseBody else { return }
        for narrowed in scopesNotMatched(by: [match.pattern], value: match.value, name: match.name, scope) {
            walk(Syntax(elseBody), narrowed)
        }
    }

    /// The scopes a `default:` (or an `else` after `if case`) runs in.
    private func scopesNotMatched(
        by patterns: [CasePattern], value: JumpHandlerValue, name: String, _ scope: JumpHandlerScope
    ) -> [JumpHandlerScope] {
        JumpCaseCoverage(patterns).unmatchedCases(of: value, in: coordinator).compactMap { pattern in
            scope.narrowed(by: pattern, matching: value, in: name)
        }
    }

    // MARK: Calls

    private func walkCall(_ call: FunctionCallExprSyntax, _ scope: JumpHandlerScope) {
        if AlwaysRunClosures.contains(call) {
            for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) {
                walk(Syntax(argument.expression), scope)
            }
            for closure in AlwaysRunClosures.closures(of: call) { walk(Syntax(closure.statements), scope) }
            return
        }
        guard let shape = CallShape(call), shape.isOnSelf(aliases: scope.selfAliases) else {
            if let shape = CallShape(call), case .other = shape.receiver, isJumpPresent(shape) {
                // Another coordinator's stack (a child's, a parent's) is not this coordinator's graph.
                note(at: call, "could not follow \(shape.text): it presents on another object than this coordinator")
            }
            walkChildren(Syntax(call), scope)
            return
        }
        switch shape.name {
        case "present" where isJumpPresent(shape):
            record(JumpNavigationCall.present(shape, scope: scope), scope: scope, call: shape)
        case "dismiss":
            record(JumpNavigationCall.dismiss(shape, scope: scope), scope: scope, call: shape)
            continueAfterCompletion(of: shape, scope)
        case "showRoot":
            record(JumpNavigationCall.showRoot(shape), scope: scope, call: shape)
            continueAfterCompletion(of: shape, scope)
        case "load":
            // Entries are read from every file by the first pass, wherever `load(with:navigation:)` is called.
            break
        default:
            follow(shape, scope)
        }
    }

    /// `present(_:mode:...)`, the shape of Jump's call (SwiftUI and UIKit have no `mode:` label).
    private func isJumpPresent(_ call: CallShape) -> Bool {
        call.name == "present" && call.firstUnlabeledArgument != nil && call.argument("mode") != nil
    }

    /// The completion closure of `dismiss`/`showRoot` runs afterwards, from the same screen and action.
    private func continueAfterCompletion(of call: CallShape, _ scope: JumpHandlerScope) {
        guard let closure = call.closure(label: "onComplete") else { return }
        walk(Syntax(closure.statements), scope)
    }

    private func follow(_ call: CallShape, _ scope: JumpHandlerScope) {
        guard let resolution = resolver.resolve(call, on: coordinator.name),
              !stack.contains(resolution.method) else {
            if carriesHandlerValue(call, scope), case .selfValue = call.receiver {
                note(at: call.call, "could not follow \(call.text): no single method of \(coordinator.name) matches it")
            }
            walkChildren(Syntax(call.call), scope)
            return
        }
        var calleeScope = scope
        calleeScope.values = [:]
        for (parameter, argument) in resolution.arguments {
            if let value = value(of: argument, scope) { calleeScope.values[parameter] = value }
        }
        walk(method: resolution.method, syntax: resolution.syntax, in: resolution.file, scope: calleeScope)
    }

    private func carriesHandlerValue(_ call: CallShape, _ scope: JumpHandlerScope) -> Bool {
        call.arguments.contains { value(of: $0.expression, scope) != nil }
    }

    private func value(of expression: ExprSyntax, _ scope: JumpHandlerScope) -> JumpHandlerValue? {
        expression.unparenthesized.as(DeclReferenceExprSyntax.self).flatMap { scope.values[$0.baseName.text] }
    }

    // MARK: Output

    private func record(_ result: JumpNavigationCall.Result, scope: JumpHandlerScope, call: CallShape) {
        for message in result.problems { note(at: call.call, message) }
        guard !result.steps.isEmpty else { return }
        guard let screen = scope.screen else {
            note(at: call.call, "could not tell which screen \(call.text) is called from: it is not inside a switch on the path")
            return
        }
        guard let file else { return }
        for step in result.steps {
            transitions.append(Transition(
                from: screen,
                action: scope.action,
                kind: step.kind,
                mode: step.mode,
                navigation: step.navigation,
                to: step.screen.map { Target(coordinator: coordinator.name, screen: $0) },
                conditional: scope.conditional || step.conditional,
                location: file.location(of: call.call)
            ))
        }
    }

    private func note(at node: some SyntaxProtocol, _ message: String) {
        guard let file else { return }
        notes.append(ExtractionNote(location: file.location(of: node), message: message))
    }
}
