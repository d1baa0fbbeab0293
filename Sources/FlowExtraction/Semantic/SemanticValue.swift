/// What an expression evaluates to, as far as syntax can tell without a type checker: the symbolic form the first
/// pass keeps of a navigation destination, a call's receiver or an argument, typed in the second pass against the
/// whole project (``ValueTyper``).
indirect enum SemanticValue: Hashable, Sendable {
    /// A value of the type written: `DetailView(...)`, `Detail.init(...)`, `x as? DetailViewController`.
    case instance(String)
    /// A container built around a root (`UINavigationController(rootViewController: x)`,
    /// `UIHostingController(rootView: x)`): the container's type as written, and the root.
    case wrapped(container: String, root: SemanticValue)
    /// `base.name`, or `name` on the enclosing type when `base` is nil.
    case member(SemanticValue?, String)
    /// `base.name(arguments)`, or a call of `name` on the enclosing type or a global function when `base` is nil.
    case call(SemanticValue?, String, [SemanticArgument])
    /// A type used as a value: `Builder` in `Builder.make()`.
    case typeReference(String)
    case selfValue
    /// The enclosing function's parameter at this index.
    case parameter(Int)
    /// What the case `case` of the enum value in the parameter at `parameter` carries at `index`: the name a
    /// `case let .home(router)` arm of a switch over that parameter binds. A call passing `.home(tabs)` fills it
    /// in (``SemanticArgument/payload``).
    case associatedValue(parameter: Int, case: String, index: Int)
    /// `\.detail` or `\FeedCoordinator.detail`: a key path to a property, with its root type when written.
    case keyPath(root: String?, property: String)
    /// `.detail(...)` or `Route.detail(...)`: an enum case, with its type when written.
    case enumCase(String?, String)
    /// One of several values: the arms of a ternary, the elements of an array literal.
    case either([SemanticValue])
    /// The views a SwiftUI content closure builds.
    case views([ViewNode])
    /// The value a destination closure receives: the route value pushed (`navigationDestination(for:)`) or the
    /// item presented (`sheet(item:)`).
    case received
    /// A closure written in the same file: the index of its ``SemanticFunction``.
    case closure(Int)
    /// What a closure handed to `type`'s initializer (under `label`, nil when it trails) is called with at
    /// `index`: `router` of `WithRouter { router in ... }` is what `WithRouter` declares its content to take. With
    /// an empty `type`, a parameter of a closure handed to no initializer (stored, assigned): its type unknown.
    case closureArgument(type: String, label: String?, index: Int)
    /// What a closure handed to a method call (`reader.screen(for: code) { result in ... }`, under `label`, nil
    /// when it trails) is called with at `index`: what the method hands its closure parameter
    /// (`completion(.success(TicketViewController()))`). `call` is the call, its arguments' values left out.
    case delivered(call: SemanticValue, label: String?, index: Int)
    /// `(coordinator, module)` or `(flow: coordinator, screen: module)`: its elements are read by index or label
    /// (`.member(tuple, "0")`, `.member(tuple, "screen")`).
    case tuple([SemanticArgument])
    case unknown
}

/// One argument of a call, with its label.
struct SemanticArgument: Hashable, Sendable {
    var label: String?
    var value: SemanticValue
    /// For an enum case written with values (`.home(tabs)`, read as `.enumCase(nil, "home")`), those values.
    var payload: [SemanticArgument] = []
}

/// A view a content closure builds, with the views built inside its own content closures: containers such as
/// `NavigationStack { Detail() }` are looked through in the second pass when they are not screens.
struct ViewNode: Hashable, Sendable {
    var value: SemanticValue
    var children: [ViewNode]
}

extension SemanticValue {
    /// `true` or `false` set on a flag, as the case of `Bool` it is: an arm of a view that switches on the flag
    /// shows it.
    static func flag(_ value: Bool) -> SemanticValue {
        .enumCase("Bool", value ? "true" : "false")
    }

    /// `nil` carried by an enum case (`.voyage(nil)`): `Optional.none`, which no step shows.
    static let nilLiteral = SemanticValue.enumCase("Optional", "none")

    /// Whether the value, set on a property a view switches its content on, tells which arm it shows: a case (a
    /// flag's value among them), a new instance or what a caller passes, for each alternative of an `either`; a
    /// toggle (`.unknown`) shows either. A value held elsewhere (`tiles.first`, a row's element) tells none.
    var picksArm: Bool {
        alternatives.allSatisfy { alternative in
            switch alternative {
            case .enumCase, .instance, .parameter, .unknown: true
            default: false
            }
        }
    }

    /// Whether the value is `false` set on a flag: it dismisses what a `sheet(isPresented:)` on the flag shows.
    var isLoweredFlag: Bool {
        self == .flag(false)
    }

    /// The value with every part `transform` answers for replaced by its answer, looking inside bases, arguments,
    /// wrapped roots, alternatives and view trees.
    func replacing(_ transform: (SemanticValue) -> SemanticValue?) -> SemanticValue {
        if let replaced = transform(self) { return replaced }
        switch self {
        case let .wrapped(container, root):
            return .wrapped(container: container, root: root.replacing(transform))
        case let .member(base, name):
            return .member(base?.replacing(transform), name)
        case let .call(base, name, arguments):
            return .call(base?.replacing(transform), name,
                         arguments.map { SemanticArgument(label: $0.label, value: $0.value.replacing(transform)) })
        case let .either(values):
            return .either(values.map { $0.replacing(transform) })
        case let .views(nodes):
            return .views(nodes.map { $0.replacing(transform) })
        case let .tuple(elements):
            return .tuple(elements.map { SemanticArgument(label: $0.label, value: $0.value.replacing(transform)) })
        case let .delivered(call, label, index):
            return .delivered(call: call.replacing(transform), label: label, index: index)
        default:
            return self
        }
    }

    /// Whether some part of the value is one `matches` accepts.
    func contains(where matches: (SemanticValue) -> Bool) -> Bool {
        if matches(self) { return true }
        switch self {
        case let .wrapped(_, root): return root.contains(where: matches)
        case let .member(base, _): return base?.contains(where: matches) ?? false
        case let .call(base, _, arguments):
            return base?.contains(where: matches) == true || arguments.contains { $0.value.contains(where: matches) }
        case let .either(values): return values.contains { $0.contains(where: matches) }
        case let .views(nodes): return nodes.contains { $0.contains(where: matches) }
        case let .tuple(elements): return elements.contains { $0.value.contains(where: matches) }
        case let .delivered(call, _, _): return call.contains(where: matches)
        default: return false
        }
    }
}

extension SemanticValue {
    /// Whether what the value shows is, or is reached through, one `matches` accepts: of a view built in place, the
    /// view itself, not what it is handed (`NutritionView(recipe: recipe)` shows no recipe).
    func shows(where matches: (SemanticValue) -> Bool) -> Bool {
        if matches(self) { return true }
        switch self {
        case let .views(nodes): return nodes.contains { $0.value.shows(where: matches) }
        case let .either(values): return values.contains { $0.shows(where: matches) }
        case let .wrapped(_, root): return root.shows(where: matches)
        default: return contains(where: matches)
        }
    }

    /// Whether the value is reached from a type (`Menu.shared`, `Settings.default.theme`): the same wherever it
    /// is written.
    var isSharedPath: Bool {
        switch self {
        case .typeReference: true
        case let .member(base?, _): base.isSharedPath
        default: false
        }
    }
}

extension ViewNode {
    func replacing(_ transform: (SemanticValue) -> SemanticValue?) -> ViewNode {
        ViewNode(value: value.replacing(transform), children: children.map { $0.replacing(transform) })
    }

    func contains(where matches: (SemanticValue) -> Bool) -> Bool {
        value.contains(where: matches) || children.contains { $0.contains(where: matches) }
    }
}

extension SemanticValue {
    /// The values an `either` stands for (an array's elements, a ternary's branches), or the value itself.
    var alternatives: [SemanticValue] {
        if case let .either(values) = self { values } else { [self] }
    }

    /// The enum case the value names, with the enum's name when written: `.detail` (or `.detail(id)` as an
    /// argument), `Route.detail(id)`, `Route.settings`.
    var namedCase: (name: String?, type: String?) {
        switch self {
        case let .enumCase(type, name): (name, type)
        case let .call(.typeReference(type), name, _): (name, type)
        case let .member(.typeReference(type), name): (name, type)
        default: (nil, nil)
        }
    }

    /// What the value puts in place where it is shown: a container built around a root is the container.
    var placed: SemanticValue {
        if case let .wrapped(container, _) = self { .instance(container) } else { self }
    }

    /// The value as source would write it, shortened, for a note: `factory.makeDetail()`, `.detail`, `Detail(...)`.
    var written: String {
        switch self {
        case let .instance(type): "\(type)(...)"
        case let .wrapped(container, root): "\(container)(\(root.written))"
        case let .member(base, name): base.flatMap(\.writtenBase).map { "\($0).\(name)" } ?? name
        case let .call(base, name, _): (base.flatMap(\.writtenBase).map { "\($0)." } ?? "") + "\(name)(...)"
        case let .typeReference(type): type
        case .selfValue: "self"
        case .parameter: "what the caller passes"
        case let .associatedValue(_, name, _): "what .\(name) carries"
        case let .keyPath(root, property): "\\\(root ?? "").\(property)"
        case let .enumCase(type, name): "\(type ?? "").\(name)"
        case let .either(values): values.map(\.written).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            .joined(separator: " or ")
        case .views: "the content's views"
        case .received: "the value received"
        case .closure: "a closure"
        case .closureArgument: "what the closure is handed"
        case let .delivered(call, _, _): "what \(call.written) hands its closure"
        case let .tuple(elements): "(" + elements.map(\.value.written).joined(separator: ", ") + ")"
        case .unknown: "an expression not followed"
        }
    }

    /// The value as written before a member: nothing for an expression not followed (`routers.randomElement()`
    /// reads `randomElement(...)`, not "an expression not followed.randomElement(...)").
    private var writtenBase: String? {
        let text = written
        return text == SemanticValue.unknown.written ? nil : text
    }
}
