import FlowModel
import SwiftSyntax

/// Collects ``SemanticFileFacts`` from one file as ``FileScanner`` meets its declarations: every method,
/// initializer, computed property and closure summarized by ``BodyAnalyzer``, and every property with its type.
final class SemanticFactCollector {
    private let file: ParsedFile
    private(set) var facts = SemanticFileFacts()

    init(file: ParsedFile) {
        self.file = file
    }

    /// A type declaration: app entry points are remembered by name.
    func enterType(named name: String, attributes: AttributeListSyntax, inheritance: InheritanceClauseSyntax?) {
        let isMain = attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "main" }
        let inherited = TypeName.inherited(inheritance).map(\.simpleName)
        if isMain || inherited.contains("App") || inherited.contains("UIApplicationDelegate")
            || inherited.contains("UIWindowSceneDelegate") {
            facts.appTypes.append(name)
        }
    }

    func visit(_ node: FunctionDeclSyntax, owner: String?) {
        let parameters = Self.parameters(node.signature.parameterClause)
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        var function = newFunction(
            owner: owner, name: node.name.text, isStatic: isStatic, parameters: parameters,
            returnType: node.signature.returnClause.map { Self.typeText($0.type) }, at: node.name
        )
        function.isPlatformEntry = node.modifiers.contains { $0.name.text == "override" } || node.attributes.contains {
            guard let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedText else { return false }
            return Self.platformEntryAttributes.contains(name)
        }
        function.isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        if let body = node.body {
            var scope = Self.scope(for: parameters)
            // A generic parameter a metatype parameter binds (`func show<T: UIViewController>(_ type: T.Type)`) is
            // that parameter's type: `T()` makes what `type.init()` does.
            for generic in node.genericParameterClause?.parameters ?? [] {
                let name = generic.name.text
                if let index = parameters.firstIndex(where: { $0.type == "\(name).Type" }) { scope.locals[name] = .parameter(index) }
            }
            function = analyze(function, body.statements, scope: scope)
            if node.name.text == "tabBarController", parameters.dropFirst().first?.label == "shouldSelect" {
                facts.refusedTabs += RefusedTabs.types(in: body)
            }
        }
        facts.functions.append(function)
    }

    /// The attributes of a method the platform calls by itself.
    private static let platformEntryAttributes: Set<String> = ["objc", "IBAction", "IBSegueAction"]

    func visit(_ node: InitializerDeclSyntax, owner: String?) {
        let parameters = Self.parameters(node.signature.parameterClause)
        var function = newFunction(
            owner: owner, name: "init", isStatic: false, parameters: parameters, returnType: owner, at: node.initKeyword
        )
        if let body = node.body {
            function = analyze(function, body.statements, scope: Self.scope(for: parameters))
        }
        facts.functions.append(function)
    }

    /// A property among a type's members: its type, and the body of a computed property or closure it holds.
    func visit(_ node: VariableDeclSyntax, owner: String?) {
        guard let owner, node.parent?.is(MemberBlockItemSyntax.self) == true else { return }
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let annotation = binding.typeAnnotation?.type
            // A property keeps its generic arguments: an array of routes (`Routes<Screen>`) is known by them.
            let type = annotation.map(Self.propertyTypeText) ?? Self.environmentType(node.attributes)
                ?? binding.initializer.flatMap { Self.specializedConstruction($0.value) }
            var initial: SemanticValue?
            let keyPathRoute = node.attributes.isEmpty ? nil : KeyPathRoute.declared(by: node, binding: binding)
            if let value = binding.initializer?.value {
                let function = newFunction(owner: owner, name: name, isStatic: isStatic, parameters: [], returnType: type, at: binding.pattern)
                var analyzed = analyzeExpression(function, value)
                initial = analyzed.returns.first
                // A tab coordinator's tab shows what its factory makes (a screen or a coordinator) when the
                // coordinator starts.
                if let keyPathRoute, keyPathRoute.role == .tab {
                    analyzed.effects.append(NavigationEffect(
                        kind: .present, mode: nil, destination: .call(nil, keyPathRoute.factory, []), item: nil,
                        conditional: false, caseGuard: nil, location: file.location(of: binding.pattern)
                    ))
                }
                if !analyzed.effects.isEmpty || !analyzed.calls.isEmpty || !analyzed.closures.isEmpty || !analyzed.routeRoots.isEmpty {
                    facts.functions.append(analyzed)
                }
            }
            facts.properties.append(SemanticProperty(
                owner: owner, name: name, type: type, initial: initial,
                isClosure: annotation.map(Self.isClosureType) ?? false, storageKey: Self.storageKey(node.attributes),
                keyPathRoute: keyPathRoute, environmentKey: Self.environmentKey(node.attributes),
                injectedKey: annotation == nil ? Self.injectedKey(node.attributes) : nil
            ))
            guard let accessors = binding.accessorBlock else { continue }
            let function = newFunction(owner: owner, name: name, isStatic: isStatic, parameters: [], returnType: type, at: binding.pattern)
            switch accessors.accessors {
            case let .getter(statements):
                facts.functions.append(analyze(function, statements, scope: EvaluationScope()))
            case let .accessors(list):
                for accessor in list {
                    guard let body = accessor.body else { continue }
                    facts.functions.append(analyze(function, body.statements, scope: EvaluationScope()))
                }
            }
        }
    }

    /// Gives a closure met in `parent` a function of its own and returns its index in the file's functions.
    ///
    /// - Parameters:
    ///   - element: For a closure subscribed to a stream, the stream its one parameter is an element of.
    ///   - takesArgument: Whether its one parameter is what it is called with, or what is sent on its stream
    ///     (``CaseGuard/closureArgument``).
    func closure(
        _ node: ClosureExprSyntax, in parent: SemanticFunction, scope: EvaluationScope, element: SemanticValue? = nil,
        takesArgument: Bool = true
    ) -> Int {
        let index = facts.functions.count
        // The closure names its enclosing function's parameters as that function does (`.parameter(i)`), so it
        // carries their declarations to type them.
        var function = newFunction(
            owner: parent.owner, name: parent.name, isStatic: parent.isStatic, parameters: parent.parameters,
            returnType: nil, at: node
        )
        function.isClosure = true
        facts.functions.append(function)
        var inner = scope
        let names = Self.closureParameterNames(node)
        let handing = Self.handingCall(node)
        let construction = handing.flatMap(Self.constructedType)
        // A closure with no parameter list names its first argument `$0`.
        for (index, name) in (names.isEmpty ? ["$0"] : names).enumerated() {
            if let handing, let construction {
                inner.locals[name] = .closureArgument(type: construction, label: handing.label, index: index)
            } else if let handing {
                inner.locals[name] = .delivered(call: Self.calledWithout(handing.call, in: scope), label: handing.label, index: index)
            } else {
                // A closure stored or assigned (`model.onRoute = { self.navigate(to: $0) }`): what it is called
                // with, its type not known here, and never a property of the enclosing type by the same name.
                inner.locals[name] = .closureArgument(type: "", label: nil, index: index)
            }
            inner.parameters[name] = nil
        }
        // A stream is typed by its element, as a collection is: the parameter stands for the stream.
        if let element, names.count <= 1 { inner.locals[names.first ?? "$0"] = element }
        inner.closureParameter = takesArgument && names.count <= 1 ? names.first ?? "$0" : nil
        if let state = BodyAnalyzer.reducerStateParameter(of: node) { inner.locals[state] = .selfValue }
        facts.functions[index] = analyze(function, node.statements, scope: inner)
        return index
    }

    /// The call a closure is handed to, trailing (`WithRouter { router in ... }`) or under the argument's label
    /// (`Sheet(content: { model in ... })`, `reader.screen(for: code, completion: { ... })`); nil for a closure
    /// written anywhere else.
    private static func handingCall(_ node: ClosureExprSyntax) -> (call: FunctionCallExprSyntax, label: String?)? {
        if let trailing = node.parent?.as(FunctionCallExprSyntax.self), trailing.trailingClosure?.id == node.id {
            return (trailing, nil)
        }
        if let argument = node.parent?.as(LabeledExprSyntax.self),
           let enclosing = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return (enclosing, argument.label?.text)
        }
        return nil
    }

    /// The type whose initializer `call` is (`WithRouter`, `Sheet<Model>`); nil for a call of anything else.
    private static func constructedType(_ handing: (call: FunctionCallExprSyntax, label: String?)) -> String? {
        var callee = handing.call.calledExpression
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        guard let type = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true else {
            return nil
        }
        return type
    }

    /// A call as its receiver, name and argument labels, the arguments' values left out: which function it calls
    /// is all a closure handed to it needs to know.
    private static func calledWithout(_ call: FunctionCallExprSyntax, in scope: EvaluationScope) -> SemanticValue {
        let base: SemanticValue?, name: String
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            base = member.base.map { ExpressionValue.of($0, in: scope) }
            name = member.declName.baseName.text
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            base = nil
            name = reference.baseName.text
        } else {
            return .unknown
        }
        var arguments = call.arguments.map { SemanticArgument(label: $0.label?.text, value: .unknown) }
        if call.trailingClosure != nil { arguments.append(SemanticArgument(label: nil, value: .unknown)) }
        arguments += call.additionalTrailingClosures.map { SemanticArgument(label: $0.label.text, value: .unknown) }
        return .call(base, name, arguments)
    }

    private func newFunction(
        owner: String?, name: String, isStatic: Bool, parameters: [SemanticFunction.Parameter], returnType: String?,
        at node: some SyntaxProtocol
    ) -> SemanticFunction {
        SemanticFunction(
            owner: owner, name: name, isClosure: false, isStatic: isStatic, parameters: parameters,
            returnType: returnType, returns: [], returnGuards: [], effects: [], calls: [], closures: [], embeds: [], configuredEmbeds: [], registrations: [], assignments: [],
            location: file.location(of: node)
        )
    }

    /// A view controller adding a child in place at `location` (``SemanticFileFacts/childEmbedSites``).
    func addedChild(at location: FlowModel.SourceLocation) {
        facts.childEmbedSites.append(location)
    }

    /// A view controller's view added in place without `addChild` at `location` (``SemanticFileFacts/viewEmbedSites``).
    func addedChildView(at location: FlowModel.SourceLocation) {
        facts.viewEmbedSites.append(location)
    }

    /// A page view controller turning to a page it keeps at `location` (``SemanticFileFacts/pageTurnSites``).
    func turnedPage(at location: FlowModel.SourceLocation) {
        facts.pageTurnSites.append(location)
    }

    private func analyze(
        _ function: SemanticFunction, _ statements: CodeBlockItemListSyntax, scope: EvaluationScope
    ) -> SemanticFunction {
        let analyzer = BodyAnalyzer(file: file, sink: self, scope: scope, function: function)
        analyzer.analyze(statements)
        return analyzer.function
    }

    private func analyzeExpression(_ function: SemanticFunction, _ expression: ExprSyntax) -> SemanticFunction {
        let analyzer = BodyAnalyzer(file: file, sink: self, scope: EvaluationScope(), function: function)
        analyzer.analyze(expression: expression)
        return analyzer.function
    }

    private static func parameters(_ clause: FunctionParameterClauseSyntax) -> [SemanticFunction.Parameter] {
        clause.parameters.map { parameter in
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let name = parameter.secondName?.text ?? parameter.firstName.text
            return SemanticFunction.Parameter(
                label: label, name: name, type: typeText(parameter.type),
                defaultValue: parameter.defaultValue.map { ExpressionValue.of($0.value, in: EvaluationScope()) }
            )
        }
    }

    private static func scope(for parameters: [SemanticFunction.Parameter]) -> EvaluationScope {
        var scope = EvaluationScope()
        for (index, parameter) in parameters.enumerated() { scope.parameters[parameter.name] = index }
        return scope
    }

    /// The names a closure gives its parameters (`{ item in ... }`, `{ (item: Item) in ... }`).
    static func closureParameterNames(_ node: ClosureExprSyntax) -> [String] {
        switch node.signature?.parameterClause {
        case let .simpleInput(names)?: names.map(\.name.text)
        case let .parameterClause(clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: []
        }
    }

    /// `T` of `@Environment(T.self) var router`: an observable object the environment hands down by its type.
    private static func environmentType(_ attributes: AttributeListSyntax) -> String? {
        guard let member = firstArgument(of: "Environment", in: attributes)?.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "self", let base = member.base else { return nil }
        return base.trimmedText
    }

    /// `showProfile` of `@Environment(\.showProfile) var showProfile`.
    private static func environmentKey(_ attributes: AttributeListSyntax) -> String? {
        BodyAnalyzer.environmentKey(firstArgument(of: "Environment", in: attributes))
    }

    /// `router` of `@Injected(\.router) var router` (or `@LazyInjected`, `@WeakLazyInjected`, `@InjectedObject`).
    private static func injectedKey(_ attributes: AttributeListSyntax) -> String? {
        injectingAttributes.lazy.compactMap { BodyAnalyzer.environmentKey(firstArgument(of: $0, in: attributes)) }.first
    }

    /// The Factory library's property wrappers that resolve a dependency by a key path into its container.
    private static let injectingAttributes = ["Injected", "LazyInjected", "WeakLazyInjected", "InjectedObject"]

    /// `"signedIn"` of `@AppStorage("signedIn") var isSignedIn`.
    private static func storageKey(_ attributes: AttributeListSyntax) -> String? {
        firstArgument(of: "AppStorage", in: attributes).flatMap(BodyAnalyzer.stringLiteral)
    }

    /// The first argument of the attribute `name` among `attributes`, if it is there with arguments.
    private static func firstArgument(of name: String, in attributes: AttributeListSyntax) -> ExprSyntax? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedText == name,
                  case let .argumentList(arguments)? = attribute.arguments else { continue }
            return arguments.first?.expression
        }
        return nil
    }

    /// A type as the index names it (`Detail` for `Detail?`, `some View` kept whole), else as written.
    static func typeText(_ type: TypeSyntax) -> String {
        if let name = TypeName(type) { return name.written }
        return type.trimmedText
    }

    /// A property's type with its generic arguments, arrays among them (`Driver<[Tab]>`: a stream of arrays of
    /// tabs), without the optional around it.
    static func propertyTypeText(_ type: TypeSyntax) -> String {
        guard let name = TypeName(type) else { return type.trimmedText }
        let unwrapped = peeled(type)
        let clause = unwrapped.as(IdentifierTypeSyntax.self)?.genericArgumentClause
            ?? unwrapped.as(MemberTypeSyntax.self)?.genericArgumentClause
        guard let clause, clause.arguments.count != name.genericArguments.count else { return name.description }
        return "\(name.written)<\(clause.arguments.map(\.argument.trimmedText).joined(separator: ", "))>"
    }

    /// `Subject<Tab, Never>` for `= Subject<Tab, Never>()`: a generic type built with its arguments written is the
    /// property's type, arguments and all (a stream is known by its element).
    private static func specializedConstruction(_ value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self),
              let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self) else { return nil }
        return specialized.trimmedText
    }

    private static func isClosureType(_ type: TypeSyntax) -> Bool {
        var type = peeled(type)
        // `(() -> Void)?`: a closure in parentheses, itself maybe optional.
        while let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            type = peeled(only.type)
        }
        return type.is(FunctionTypeSyntax.self)
    }

    /// The type inside optionals (`T?`, `T!`) and attributes (`@escaping T`).
    private static func peeled(_ type: TypeSyntax) -> TypeSyntax {
        var type = type
        while true {
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType; continue }
            if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = forced.wrappedType; continue }
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType; continue }
            return type
        }
    }
}
