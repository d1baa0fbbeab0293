import FlowModel
import SwiftSyntax

/// Reads what one coordinator method does to navigation: `append`, `removeLast`, `removeAll` and assignments
/// on a path property, assignments to a `.sheet(item:)`/`.fullScreenCover(item:)` property, and the same in the
/// methods of `self` it calls.
struct NavigationStackStepWalker {
    let coordinator: String
    /// The coordinator's properties that drive a stack (`path`).
    let pathProperties: Set<String>
    /// The coordinator's presented-item properties (`sheet`), with the mode of the modifier bound to each.
    let itemProperties: [String: PresentationMode]
    /// The route cases the coordinator's destinations build a view for: a helper's parameter is read as the case a
    /// call passes it only for these, which have screens.
    let registeredCases: Set<String>
    let resolver: MethodResolver

    /// What one method does, with the other methods of `self` it calls.
    struct Output {
        var steps: [NavigationStackStep] = []
        var notes: [ExtractionNote] = []
        var followed: Set<MethodDeclaration> = []
    }

    /// The steps `method` takes, with notes for calls it cannot read.
    func steps(of method: MethodDeclaration) -> Output {
        var output = Output()
        walk(method, conditional: false, stack: [], arguments: [:], into: &output)
        return output
    }

    /// - Parameter arguments: What the call that led here passes, by the parameter names the method's body uses: a
    ///   helper appending its parameter (`func push(_ route: Route) { path.append(route) }`) appends what it is handed.
    private func walk(
        _ method: MethodDeclaration, conditional: Bool, stack: [MethodDeclaration], arguments: [String: ExprSyntax],
        into output: inout Output
    ) {
        guard let (file, syntax) = resolver.store.declaration(of: method), let body = syntax.body else { return }
        // The accessors of a `Binding(get:set:)` only mirror the path for a `NavigationStack`.
        let nodes = BodyNodes.callsAndSequences(in: Syntax(body), skipping: { call in
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Binding"
        })
        for node in nodes {
            let isConditional = conditional || EnclosingDeclaration.isConditional(node)
            if let call = node.as(FunctionCallExprSyntax.self), let shape = CallShape(call) {
                read(
                    shape, syntax: syntax, file: file, conditional: isConditional, stack: stack + [method], arguments: arguments,
                    into: &output
                )
            } else if let sequence = node.as(SequenceExprSyntax.self), let assignment = Assignment(sequence) {
                read(assignment, node: node, file: file, conditional: isConditional, into: &output)
            }
        }
    }

    private func read(
        _ call: CallShape, syntax: FunctionDeclSyntax, file: ParsedFile, conditional: Bool,
        stack: [MethodDeclaration], arguments: [String: ExprSyntax], into output: inout Output
    ) {
        let location = file.location(of: call.call)
        if case let .other(base) = call.receiver, pathProperties.contains(Self.lastName(of: base) ?? "") {
            switch call.name {
            case "append":
                guard var value = call.firstUnlabeledArgument else { return }
                // A helper's parameter the call leading here passes a registered route case for.
                if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let passed = arguments[name],
                   let reference = CaseReference(passed), registeredCases.contains(reference.name) {
                    value = passed
                }
                // A generic helper's parameter (`func push<R: Hashable>(_ route: R)`) is what each caller passes,
                // which the semantic core reads at each call.
                if Self.isGenericParameter(value, in: syntax) { return }
                guard let route = route(of: value, in: syntax) else {
                    output.notes.append(ExtractionNote(
                        location: location,
                        message: "could not resolve the destination of \(call.text): "
                            + "the value is not a route case, a typed parameter or an initializer"
                    ))
                    return
                }
                output.steps.append(NavigationStackStep(
                    kind: .present, mode: .push, screen: route.name, isTypeRoute: route.isType,
                    conditional: conditional, location: location
                ))
            case "removeLast":
                // `path.removeLast(path.count)` empties the stack; any other count pops.
                let emptiesStack = call.firstUnlabeledArgument?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "count"
                output.steps.append(NavigationStackStep(
                    kind: emptiesStack ? .showRoot : .dismiss, conditional: conditional, location: location
                ))
            case "removeAll":
                output.steps.append(NavigationStackStep(kind: .showRoot, conditional: conditional, location: location))
            default:
                break
            }
            return
        }
        guard call.isOnSelf(aliases: []), let resolution = resolver.resolve(call, on: coordinator),
              !stack.contains(resolution.method) else { return }
        output.followed.insert(resolution.method)
        walk(resolution.method, conditional: conditional, stack: stack, arguments: resolution.arguments, into: &output)
    }

    private func read(_ assignment: Assignment, node: Syntax, file: ParsedFile, conditional: Bool, into output: inout Output) {
        let location = file.location(of: node)
        let text = node.trimmedText.collapsingWhitespace
        if pathProperties.contains(assignment.target) {
            if assignment.isEmptyStack {
                output.steps.append(NavigationStackStep(kind: .showRoot, conditional: conditional, location: location))
            } else if let last = assignment.lastArrayElement.flatMap(CaseReference.init) {
                output.steps.append(NavigationStackStep(
                    kind: .replace, screen: last.name, conditional: conditional, location: location
                ))
            } else {
                output.notes.append(ExtractionNote(
                    location: location, message: "could not resolve the new stack of \(text): it is not an array of route cases"
                ))
            }
        } else if let mode = itemProperties[assignment.target] {
            if assignment.value.is(NilLiteralExprSyntax.self) {
                output.steps.append(NavigationStackStep(kind: .dismiss, conditional: conditional, location: location))
            } else if let reference = CaseReference(assignment.value) {
                output.steps.append(NavigationStackStep(
                    kind: .present, mode: mode, screen: reference.name, conditional: conditional, location: location
                ))
            } else {
                output.notes.append(ExtractionNote(
                    location: location, message: "could not resolve the destination of \(text): the value is not a case"
                ))
            }
        }
    }

    /// A route case (`.basket`), a value created in place (`Loaf(...)`), or a parameter with a declared type.
    private func route(of value: ExprSyntax, in function: FunctionDeclSyntax) -> (name: String, isType: Bool)? {
        if let call = value.as(FunctionCallExprSyntax.self), case let .type(name)? = ViewSourceReader.source(of: value),
           CaseReference(ExprSyntax(call)) == nil {
            return (name, true)
        }
        if let reference = CaseReference(value) { return (reference.name, false) }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        let parameters = function.signature.parameterClause.parameters
        for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return TypeName(parameter.type).map { ($0.simpleName, true) }
        }
        return nil
    }

    /// Whether `value` is a parameter of `function` declared with one of the function's generic parameters.
    private static func isGenericParameter(_ value: ExprSyntax, in function: FunctionDeclSyntax) -> Bool {
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let generics = function.genericParameterClause?.parameters.map(\.name.text), !generics.isEmpty else { return false }
        return function.signature.parameterClause.parameters.contains { parameter in
            (parameter.secondName ?? parameter.firstName).text == name
                && TypeName(parameter.type).map { generics.contains($0.written) } == true
        }
    }

    /// `path` for `path`, `self.path` and `coordinator.path`.
    static func lastName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}

/// `target = value` or `self.target = value`, from the unfolded sequence the parser leaves.
private struct Assignment {
    let target: String
    let value: ExprSyntax

    init?(_ sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let target = NavigationStackStepWalker.lastName(of: elements[0]) else { return nil }
        self.target = target
        value = elements[2]
    }

    /// `NavigationPath()` or `[]`.
    var isEmptyStack: Bool {
        if let array = value.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationPath" && call.arguments.isEmpty
    }

    var lastArrayElement: ExprSyntax? {
        value.as(ArrayExprSyntax.self)?.elements.last?.expression
    }
}
