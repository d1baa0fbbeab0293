import Foundation

/// Types ``SemanticValue``s against the whole project, as far as declarations tell without a type checker:
/// constructions, properties and their initial values, methods and factories by declared return type (or, when
/// that says only `some View` or a base class, by what their bodies return), generic identity helpers,
/// parameters, enum cases, and protocol-typed values through the project's conforming types.
struct ValueTyper {
    /// The values other code hands to properties (`screen.coordinator = self`), by the receiver's type and the
    /// property: typed once, since an app hands its delegates over in many places.
    private final class HandedOver {
        var byReceiver: [String: [String: [(value: SemanticValue, context: SemanticProject.FunctionID)]]]?
        var isBuilding = false
    }
    private let handedOver = HandedOver()
    let storedClosures = StoredClosureTable()

    /// Answers worked out once: the same few properties (a view's model, a coordinator's router) are typed from
    /// every function that uses them, and the same declared types asked whether they are vague.
    final class Memo {
        struct PropertyKey: Hashable {
            var owner: String
            var name: String
            var depth: Int
        }

        struct VagueKey: Hashable {
            var written: String
            var owner: String?
        }

        var propertyTypes: [PropertyKey: [String]] = [:]
        var vague: [VagueKey: Bool] = [:]
        /// The parameters whose callers' values are being typed: a helper that passes its parameter on to itself
        /// adds nothing the first time did not.
        var typingHanded: Set<ParameterKey> = []
        /// The closure parameters whose handed values are being gathered (``deliveredValues(by:label:index:in:depth:)``).
        var deliveringThrough: Set<ParameterKey> = []
        /// The instance whose step is being resolved, when it is known exactly (a screen's action run on that
        /// screen, its base class's code included): what its own properties hold narrows what they call.
        var instance: String?
        /// What each parameter declared with a protocol is handed (``handedToParameter(_:)``).
        var handedToParameter: [ParameterKey: [(value: SemanticValue, context: SemanticProject.FunctionID)]] = [:]
    }
    let memo = Memo()

    /// A function's parameter, by position.
    struct ParameterKey: Hashable {
        var function: SemanticProject.FunctionID
        var index: Int
    }

    func handedOverValues() -> [String: [String: [(value: SemanticValue, context: SemanticProject.FunctionID)]]] {
        if let known = handedOver.byReceiver { return known }
        // Typing a receiver may type a property in turn: while the table is made, nothing has been handed over.
        guard !handedOver.isBuilding else { return [:] }
        handedOver.isBuilding = true
        var found: [String: [String: [(value: SemanticValue, context: SemanticProject.FunctionID)]]] = [:]
        for (property, assignments) in project.handedOver {
            for (receiver, value, context) in assignments {
                for type in Set(receiverTypes(receiver, context: context, depth: 1)) {
                    found[type, default: [:]][property, default: []].append((value, context))
                }
            }
        }
        handedOver.byReceiver = found
        handedOver.isBuilding = false
        return found
    }

    let project: SemanticProject
    var types: ProjectTypes { project.types }
    static let depthLimit = 6
    /// Members that stand for their receiver: a coordinator's router (XCoordinator's `strongRouter`), which stands for
    /// the coordinator wherever it is passed, a collection's `first` or `last`, typed as the collection is, and an
    /// enum's `allCases`, a collection of its own values.
    private static let identityMembers: Set<String> = [
        "strongRouter", "unownedRouter", "weakRouter", "anyRouter", "first", "last", "allCases",
    ]

    /// Calls that give back their receiver: helpers that hand back the value they are called on
    /// (`Detail().then { $0.delegate = self }`), or for a collection (typed by its element), one of its elements.
    private static let identityHelpers: Set<String> = [
        "then", "with", "apply", "also", "configure", "configured", "do",
        "popLast", "removeLast", "removeFirst", "randomElement", "shuffled", "reversed", "sorted", "filter",
    ]

    /// The types `value` may have inside `context` (qualified names for the project's types; the SDK's as written).
    func types(of value: SemanticValue, in context: SemanticProject.FunctionID?, depth: Int = 0) -> [String] {
        guard depth < Self.depthLimit else { return [] }
        let owner = context.flatMap(project.owner(of:))
        switch value {
        case let .instance(written):
            return [resolve(written, in: context)]
        case let .wrapped(container, root):
            if ExpressionValue.isCoordinatorWrapper(container) { return types(of: root, in: context, depth: depth + 1) }
            return [resolve(container, in: context)]
        case .selfValue:
            return owner.map { [$0] } ?? []
        // A metatype value (`[TapQuiz.self, DragQuiz.self]`) is typed as its type, whose static methods it calls.
        case let .typeReference(written):
            return [resolve(written, in: context)]
        case let .parameter(index):
            guard let context, let parameter = project.function(context).parameters[safe: index] else { return [] }
            let declared = parameter.type.map { resolve($0, in: context) }
            // A parameter declared with a protocol is what its callers hand it, when they are found; every
            // conforming type would be a guess, so what they hand that is not typed leaves it unknown.
            if let written = parameter.type, types.isProtocol(resolve(Self.elementOrSelf(written), in: context)) {
                let key = ParameterKey(function: context, index: index)
                let handed = handedToParameter(key)
                if !handed.isEmpty, memo.typingHanded.insert(key).inserted {
                    defer { memo.typingHanded.remove(key) }
                    // Typed at the parameter's own depth: a value passed from one function to the next is no
                    // deeper an expression for it.
                    return unique(handed.flatMap { types(of: $0.value, in: $0.context, depth: depth) })
                }
                if !handed.isEmpty { return [] }
            }
            // A parameter declared with a type the app does not own (`StrongRouter<NewsRoute>`) is, where no
            // caller is followed, what its default value is.
            if let defaultValue = parameter.defaultValue, declared.map(types.isProjectType) != true {
                let typed = types(of: defaultValue, in: context, depth: depth + 1)
                if !typed.isEmpty { return typed }
            }
            return declared.map { [$0] } ?? []
        case let .member(base, name):
            return memberTypes(base, name, context: context, depth: depth)
        case let .call(base, name, arguments):
            return callTypes(base, name, arguments, context: context, depth: depth)
        case let .enumCase(written, name):
            if let written { return [resolve(written, in: context)] }
            return enumsDeclaring(name)
        case let .either(values):
            return unique(values.flatMap { types(of: $0, in: context, depth: depth + 1) })
        case let .views(nodes):
            return unique(nodes.flatMap { viewTypes($0, in: context, depth: depth + 1) })
        case let .closureArgument(type, label, index):
            return closureArgumentTypes(of: resolve(type, in: context), label: label, index: index)
        case let .delivered(call, label, index):
            return unique(deliveredValues(by: call, label: label, index: index, in: context, depth: depth).flatMap { delivered in
                types(of: delivered.value, in: delivered.context, depth: depth + 1)
            })
        case .closure, .unknown, .received, .tuple, .associatedValue, .keyPath:
            return []
        }
    }

    /// The screens a view node builds, looking through containers (`NavigationStack { Detail() }`).
    private func viewTypes(_ node: ViewNode, in context: SemanticProject.FunctionID?, depth: Int) -> [String] {
        guard depth < Self.depthLimit else { return [] }
        let direct = types(of: node.value, in: context, depth: depth + 1).filter(types.isScreen)
        let content = { project.contentChildren(of: node, in: context).flatMap { viewTypes($0, in: context, depth: depth + 1) } }
        if direct.isEmpty { return content() }
        // A generic wrapper around content (`DismissableSheet { AddProductView() }`) shows the content's screen.
        if direct.allSatisfy(types.isGenericType), case let found = content(), !found.isEmpty { return found }
        return direct
    }

    func resolve(_ written: String, from context: String?) -> String {
        types.resolve(written, from: context) ?? written
    }

    /// `written` as the function `context` means it: inside its owner, in its file (whose own `private` types
    /// come first).
    private func resolve(_ written: String, in context: SemanticProject.FunctionID?) -> String {
        context.map { project.resolve(written, in: $0) } ?? resolve(written, from: nil)
    }

    /// The receivers a call or property access on `base` may reach: the enclosing type when there is none.
    func receiverTypes(_ base: SemanticValue?, context: SemanticProject.FunctionID?, depth: Int = 0) -> [String] {
        guard let base else { return context.flatMap(project.owner(of:)).map { [$0] } ?? [] }
        if case let .typeReference(written) = base {
            return [resolve(written, in: context)]
        }
        return types(of: base, in: context, depth: depth + 1)
    }

    /// The types `owner`'s context menus preview: what the closures its code hands as `previewProvider:` return.
    private func previewTypes(of owner: String, depth: Int) -> [String] {
        var found: [String] = []
        for ids in (project.functionsByOwner[owner] ?? [:]).values {
            for id in ids {
                for use in project.function(id).closures where use.property == "previewProvider" {
                    guard case let .closure(index) = use.function else { continue }
                    let closure = SemanticProject.FunctionID(file: id.file, index: index)
                    for returned in project.function(closure).returns { found += types(of: returned, in: closure, depth: depth + 1) }
                }
            }
        }
        return unique(found)
    }

    private func memberTypes(
        _ base: SemanticValue?, _ name: String, context: SemanticProject.FunctionID?, depth: Int
    ) -> [String] {
        if case let .typeReference(written) = base {
            let type = resolve(written, in: context)
            if declaresCase(name, enum: type) {
                return [type]
            }
        }
        if let base, let element = tupleElement(base, name, context: context, depth: depth) { return element }
        // `animator.previewViewController` as a context menu's preview is committed: what the type's own
        // `previewProvider:` closures make.
        if name == "previewViewController", let context, let owner = project.owner(of: context) {
            let previews = previewTypes(of: owner, depth: depth)
            if !previews.isEmpty { return previews }
        }
        var found: [String] = []
        for receiver in receiverTypes(base, context: context, depth: depth) {
            var candidates = project.property(named: name, on: receiver).map { [$0] } ?? []
            if candidates.isEmpty { candidates = project.conformerProperties(named: name, on: receiver) }
            for (property, propertyOwner) in candidates {
                // A property a generic base declares of its parameter's type (`let viewModel: ViewModel`) holds, on
                // a subclass, what the subclass binds the parameter to.
                if let written = property.type.map(Self.elementOrSelf), propertyOwner != receiver,
                   let bound = types.boundParameter(written.trimmingCharacters(in: CharacterSet(charactersIn: "?!")), of: propertyOwner, in: receiver) {
                    found.append(bound)
                    continue
                }
                let typed = propertyTypes(property, owner: propertyOwner, depth: depth)
                // A computed property declared `some View` or `UIViewController` is what its getter returns.
                if let type = property.type, typed == [resolve(Self.elementOrSelf(type), from: propertyOwner)],
                   isVague(type, owner: propertyOwner) {
                    let getter = returnTypes(
                        of: project.methods(named: name, on: propertyOwner), receivers: [propertyOwner], arguments: [],
                        on: base, from: context, depth: depth
                    )
                    found += getter.isEmpty ? typed : getter
                } else {
                    found += typed
                }
            }
            if candidates.isEmpty, Self.identityMembers.contains(name), base != nil {
                found.append(receiver)
                continue
            }
            // A computed property is a function without arguments.
            if candidates.isEmpty {
                found += returnTypes(
                    of: project.methods(named: name, on: receiver), receivers: [receiver], arguments: [],
                    on: base, from: context, depth: depth
                )
            }
        }
        return unique(found)
    }

    /// The types of a tuple's element (`pair.0`, `pair.screen`) when `base` is a tuple or a call that returns
    /// one; nil when it is neither.
    private func tupleElement(
        _ base: SemanticValue, _ name: String, context: SemanticProject.FunctionID?, depth: Int
    ) -> [String]? {
        guard depth < Self.depthLimit else { return nil }
        switch base {
        case let .tuple(elements):
            let element = Int(name).flatMap { elements[safe: $0] } ?? elements.first { $0.label == name }
            return element.map { types(of: $0.value, in: context, depth: depth + 1) } ?? []
        case let .call(receiver, function, _):
            let candidates = callees(receiver, function, context: context, depth: depth).candidates
            var found: [String] = []
            var isTuple = false
            for candidate in candidates {
                let function = project.function(candidate)
                // `module.view` of `-> (view: UIViewController, input: Input)` returning `(view, presenter)`: the
                // label names a position the declared type gives.
                let labelled = Self.tupleLabels(of: function.returnType).firstIndex(of: name).map(String.init)
                for value in function.returns {
                    var element = name
                    if let labelled, case let .tuple(elements) = value, !elements.contains(where: { $0.label == name }) {
                        element = labelled
                    }
                    if let element = tupleElement(value, element, context: candidate, depth: depth + 1) {
                        isTuple = true
                        found += element
                    }
                }
            }
            return isTuple ? unique(found) : nil
        default:
            return nil
        }
    }

    /// The element labels of a tuple type as written (`view` and `input` of `(view: UIViewController, input:
    /// Input)`), an unlabelled element's as empty; none for any other type.
    static func tupleLabels(of written: String?) -> [String] {
        guard let written = written?.trimmingCharacters(in: .whitespaces), written.hasPrefix("(") else { return [] }
        return topLevelParts(written.dropFirst()).map { part in
            guard let colon = part.firstIndex(of: ":") else { return "" }
            let label = part[..<colon].trimmingCharacters(in: .whitespaces)
            return label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? label : ""
        }
    }

    /// A property's declared type, or what it starts with when the declaration says less (`Coordinator` for a
    /// `lazy var coordinator: Coordinator = makeCoordinator()`).
    private func propertyTypes(_ property: SemanticProperty, owner: String, depth: Int) -> [String] {
        // A property is known by its owner and name (``SemanticProject/property(named:on:)``). What is typed while
        // the handed-over values or the stored closures are being gathered sees none of them, and is not kept.
        let key = Memo.PropertyKey(owner: owner, name: property.name, depth: depth)
        if let known = memo.propertyTypes[key] { return known }
        let gathering = handedOver.isBuilding || storedClosures.isBuilding
        let found = typesWithoutMemo(of: property, owner: owner, depth: depth)
        if !gathering, !handedOver.isBuilding, !storedClosures.isBuilding { memo.propertyTypes[key] = found }
        return found
    }

    private func typesWithoutMemo(of property: SemanticProperty, owner: String, depth: Int) -> [String] {
        var declared: [String] = []
        var isGenericParameter = false
        if let type = property.type {
            let element = Self.elementOrSelf(type)
            declared = [resolve(element, from: owner)]
            isGenericParameter = types.genericParameters(of: owner).contains(element)
            // A collection of a protocol's values (`[BakeryTab: Coordinator]`) holds what is put in it.
            if !isGenericParameter, !isVague(element, owner: owner) { return declared }
        }
        var assigned: [String] = []
        // One typed by a generic parameter of its type (`@ObservedObject var model: Model` of `HomeView<Model:
        // HomeModel>`) holds what the constructions of the type hand it (`HomeView(model: HomeViewModel())`).
        if isGenericParameter {
            for (value, context) in project.constructionArguments[owner]?[property.name] ?? [] {
                assigned += types(of: value, in: context, depth: depth + 1)
            }
        }
        if let initial = property.initial {
            let context = project.functionsByOwner[owner]?.values.first?.first
            assigned += types(of: initial, in: context, depth: depth + 1)
        }
        for (value, context) in project.assignments[owner]?[property.name] ?? [] {
            assigned += types(of: value, in: context, depth: depth + 1)
        }
        // A property declared with a protocol or a composition (`var coordinator: (Skipping & Answering)?`) holds
        // what other code hands it (`screen.coordinator = self`) on a value of this type or a subtype.
        if property.type != nil {
            let handed = handedOverValues()
            for type in [owner] + types.conformers(of: owner) {
                for (value, context) in handed[type]?[property.name] ?? [] {
                    assigned += types(of: value, in: context, depth: depth + 1)
                }
            }
        }
        return assigned.isEmpty ? declared : unique(assigned)
    }

    /// The functions `base.name(...)` may call: the receivers' methods of that name, and global functions when
    /// there is no receiver.
    private func callees(
        _ base: SemanticValue?, _ name: String, context: SemanticProject.FunctionID?, depth: Int
    ) -> (receivers: [String], candidates: [SemanticProject.FunctionID]) {
        let receivers = receiverTypes(base, context: context, depth: depth)
        var candidates = receivers.flatMap { project.methods(named: name, on: $0) }
        if base == nil { candidates += project.globalFunctions[name] ?? [] }
        // A property holding a closure (`let makeShelf: () -> UIViewController`) runs what was stored in it.
        if candidates.isEmpty, receivers.contains(where: { receiver in project.property(named: name, on: receiver)?.property.isClosure == true }) {
            candidates = storedClosureFunctions(named: name, on: receivers)
        }
        return (receivers, candidates)
    }

    private func callTypes(
        _ base: SemanticValue?, _ name: String, _ arguments: [SemanticArgument], context: SemanticProject.FunctionID?,
        depth: Int
    ) -> [String] {
        let (receivers, named) = callees(base, name, context: context, depth: depth)
        let candidates = project.overloads(named, fitting: arguments)
        if case let .typeReference(written) = base, candidates.isEmpty {
            let type = resolve(written, in: context)
            if types.isEnum(type) { return [type] }
        }
        if candidates.isEmpty, Self.identityHelpers.contains(name), base != nil {
            return receivers
        }
        // A SwiftUI modifier the app does not declare (`TideChartView().padding().environmentObject(store)`) gives
        // the same view, modified.
        if candidates.isEmpty, base != nil, !receivers.isEmpty, receivers.allSatisfy(types.isSwiftUIView) {
            return receivers
        }
        // A dependency container's factory called for its value (`Container.shared.router()`) gives what it makes.
        if candidates.isEmpty, arguments.isEmpty, base != nil, let made = project.factoryProducts[name] {
            return [resolve(made, in: context)]
        }
        // A dependency container the project does not declare (`container.resolve(Feed.self)`) gives a value of
        // the type it is asked for.
        if candidates.isEmpty, case let .typeReference(written)? = arguments.first?.value {
            return [resolve(written, in: context)]
        }
        // A dependency container the project declares (`func resolve<Service>(_ type: Service.Type) -> Service?`)
        // gives a value of the type it is asked for.
        let asked = candidates.flatMap { candidate -> [String] in
            let function = project.function(candidate)
            guard let returned = function.returnType.map({ $0.trimmingCharacters(in: CharacterSet(charactersIn: "?! ")) }),
                  let position = function.parameters.firstIndex(where: { $0.type == "\(returned).Type" }),
                  case let .typeReference(written)? = arguments[safe: position]?.value else { return [] }
            return [resolve(written, in: context)]
        }
        if !asked.isEmpty { return unique(asked) }
        var found = returnTypes(
            of: candidates, receivers: receivers, arguments: arguments, on: base, from: context, depth: depth
        )
        // A static factory the project does not declare itself (`Detail.instantiate()`, `Detail.fromStoryboard()`
        // from a generic extension) gives a value of the type it is called on.
        if found.isEmpty, candidates.isEmpty, case let .typeReference(written) = base,
           types.isProjectType(resolve(written, in: context)) {
            found = [resolve(written, in: context)]
        }
        // A generic helper whose result is one of its arguments (`func configured<T>(_ value: T) -> T`).
        if found.isEmpty {
            for candidate in candidates {
                let function = project.function(candidate)
                guard let returnType = function.returnType,
                      let position = function.parameters.firstIndex(where: { $0.type == returnType }),
                      let argument = arguments[safe: position] else { continue }
                found += types(of: argument.value, in: context, depth: depth + 1)
            }
        }
        return unique(found)
    }

    /// The values the functions a call may run hand back, each with the function that writes it and the receiver
    /// its own calls on `self` have: what a factory's body builds (a screen inside a navigation controller) where
    /// the type it is declared to return says less. A computed property is a call without arguments; a call on an
    /// enum's case runs only that case's arms.
    ///
    /// - Parameter selfReceiver: What `self` is when the call has no receiver written (a factory calling another
    ///   method of the same enum value).
    func returnedValues(
        of value: SemanticValue, in context: SemanticProject.FunctionID?, selfReceiver: SemanticValue? = nil
    ) -> [(value: SemanticValue, context: SemanticProject.FunctionID, receiver: SemanticValue?)] {
        guard let (base, arguments, candidates) = calledFunctions(value, in: context) else { return [] }
        let receiver = base.map(enumCaseWritten) ?? selfReceiver
        return candidates.flatMap { candidate in
            let function = project.function(candidate)
            return zip(function.returns, function.returnGuards)
                .filter { value, caseGuard in
                    value != .selfValue && function.admits(caseGuard, for: arguments, on: receiver)
                }
                .map { (value: $0.0, context: candidate, receiver: receiver) }
        }
    }

    /// The functions a call, or a computed property read, may run (those its arguments' labels fit), with its
    /// receiver and arguments; nil for any other value.
    func calledFunctions(
        _ value: SemanticValue, in context: SemanticProject.FunctionID?, depth: Int = 0
    ) -> (base: SemanticValue?, arguments: [SemanticArgument], candidates: [SemanticProject.FunctionID])? {
        let base: SemanticValue?, name: String, arguments: [SemanticArgument]
        switch value {
        case let .call(callBase, callName, callArguments): (base, name, arguments) = (callBase, callName, callArguments)
        case let .member(memberBase, memberName): (base, name, arguments) = (memberBase, memberName, [])
        default: return nil
        }
        return (base, arguments, project.overloads(callees(base, name, context: context, depth: depth).candidates, fitting: arguments))
    }

    /// `Tab.harbour`, or `Screen.author(writer)` with its payload, as the case `.harbour` (`.author`) of the enum
    /// when it declares it; else the value.
    private func enumCaseWritten(_ value: SemanticValue) -> SemanticValue {
        let written: String, name: String
        switch value {
        case let .member(.typeReference(type)?, member), let .call(.typeReference(type)?, member, _): (written, name) = (type, member)
        default: return value
        }
        return declaresCase(name, enum: resolve(written, from: nil)) ? .enumCase(written, name) : value
    }

    /// Whether `type` is an enum of the project with a case named `name`.
    private func declaresCase(_ name: String, enum type: String) -> Bool {
        types.isEnum(type) && project.types.index.cases(ofEnum: type).contains { $0.name == name }
    }

    /// What the functions return: the declared type when it names something specific, else what their bodies
    /// return (a factory declared to return `UIViewController` or `some View`).
    private func returnTypes(
        of candidates: [SemanticProject.FunctionID], receivers: [String], arguments: [SemanticArgument],
        on receiver: SemanticValue?, from caller: SemanticProject.FunctionID?, depth: Int
    ) -> [String] {
        // A case written with its enum (`Archive.letter(7).controller`) runs that case's arms alone.
        let receiver = receiver.map(enumCaseWritten)
        var found: [String] = []
        for candidate in candidates {
            let function = project.function(candidate)
            let owner = project.owner(of: candidate)
            // An initializer handed over as a closure (`makeDetail: DetailViewController.init(id:)`) makes its type.
            if function.name == "init", !function.isClosure, let owner {
                found.append(owner)
                continue
            }
            // Calling a closure-typed property gives what the closure returns.
            var returnType = function.returnType.map(Self.resultOfFunctionType)
            if let written = returnType, ExpressionValue.isCoordinatorWrapper(written) {
                returnType = SemanticProject.genericArgument(of: written)
            }
            if let returnType, !isVague(returnType, owner: owner) {
                found.append(returnType == "Self" ? (receivers.first ?? owner ?? returnType) : resolve(returnType, in: candidate))
                continue
            }
            for (value, caseGuard) in zip(function.returns, function.returnGuards)
            where function.admits(caseGuard, for: arguments, on: receiver) {
                // `return self` in a base type's or protocol's method hands back the receiver, whatever it is.
                if case .selfValue = value, !receivers.isEmpty {
                    found += receivers
                } else if case let .parameter(index) = value, let argument = function.argument(index, in: arguments) {
                    // A helper that hands back what it was given (`configured(x) { ... }`).
                    found += types(of: argument, in: caller, depth: depth + 1)
                } else {
                    found += types(of: value, in: candidate, depth: depth + 1)
                }
            }
            if found.isEmpty, let returnType { found.append(resolve(returnType, in: candidate)) }
        }
        return found
    }

    /// Whether a declared type says too little to name a screen: `some View`, `AnyView`, a base view controller,
    /// a protocol, a generic parameter, a coordinator base the app subclasses.
    private func isVague(_ written: String, owner: String?) -> Bool {
        let key = Memo.VagueKey(written: written, owner: owner)
        if let known = memo.vague[key] { return known }
        let found = isVagueWithoutMemo(written, owner: owner)
        memo.vague[key] = found
        return found
    }

    private func isVagueWithoutMemo(_ written: String, owner: String?) -> Bool {
        if written.hasPrefix("some ") || written.hasPrefix("any ") || written == "AnyView" { return true }
        // A composition (`Coordinator & FlowOutput`) or a tuple names no single type.
        if written.contains(ascii: "&") || written.hasPrefix("(") { return true }
        if written == "Self" { return false }
        if ProjectTypes.viewControllerBases.contains(ProjectTypes.simple(written)) { return true }
        let resolved = resolve(written, from: owner)
        if types.isProtocol(resolved) { return true }
        // A coordinator base the app subclasses (`-> BaseCoordinator<TastingResult>` returning a `TastingCoordinator`).
        if types.isCoordinator(resolved), !types.conformers(of: resolved).isEmpty { return true }
        return written.count == 1 && written.first?.isUppercase == true
    }

    /// The enum an untyped `.detail` belongs to: known only when one enum of the project has that case.
    private func enumsDeclaring(_ caseName: String) -> [String] {
        let declaring = project.enumsByCase[caseName] ?? []
        return declaring.count == 1 ? declaring : []
    }

    /// `Detail` for `(Int) -> Detail`, else the type itself.
    private static func resultOfFunctionType(_ written: String) -> String {
        guard let arrow = written.range(of: "->", options: .backwards) else { return written }
        return written[arrow.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " ()?"))
    }

    /// `Route` for `[Route]`, and for a stream of routes or of arrays of them (`Driver<[Route]>`,
    /// `PassthroughSubject<Route, Never>`): a collection or a stream is typed by its element. Else the type itself.
    private static func elementOrSelf(_ written: String) -> String {
        let written = written.hasSuffix("?") ? String(written.dropLast()) : written
        if written.hasPrefix("["), written.hasSuffix("]") {
            let inner = written.dropFirst().dropLast()
            // A dictionary (`[BakeryTab: Coordinator]`) is followed by its values, as an array by its elements.
            guard let colon = topLevelColon(in: inner) else { return String(inner) }
            return inner[inner.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        if let open = written.firstIndex(ofASCII: "<"), streamTypes.contains(String(written[..<open])),
           let arguments = SemanticProject.genericArgument(of: written) {
            return elementOrSelf(firstGenericArgument(arguments))
        }
        return written
    }

    /// The colon of a dictionary type's `Key: Value`, outside any brackets or generic arguments nested in it.
    private static func topLevelColon(in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// The streams of RxSwift, RxCocoa and Combine, whose first generic argument is their element.
    private static let streamTypes: Set<String> = [
        "Observable", "Driver", "Signal", "Single", "Maybe", "PublishSubject", "BehaviorSubject", "ReplaySubject",
        "PublishRelay", "BehaviorRelay", "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "Published",
    ]

    /// `Route` of `Route, Never`, and `[String: Int]` whole: the first of comma-separated generic arguments.
    private static func firstGenericArgument(_ arguments: String) -> String {
        topLevelParts(arguments[...]).first ?? arguments.trimmingCharacters(in: .whitespaces)
    }

    /// The comma-separated parts of a list of types, commas inside brackets left in (`Route` and `[String: Int]` of
    /// `Route, [String: Int]`), up to the bracket that closes the list (`A` and `B` of `A, B) -> C`), each trimmed.
    /// The `>` of an arrow (`(A) -> B`) closes nothing.
    static func topLevelParts(_ list: Substring) -> [String] {
        var depth = 0
        var parts: [String] = []
        var current = ""
        var previous: Character?
        loop: for character in list {
            defer { previous = character }
            switch character {
            case "<", "[", "(": depth += 1
            case ">" where previous == "-": break
            case ">", "]", ")":
                if depth == 0 { break loop }
                depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    private func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
