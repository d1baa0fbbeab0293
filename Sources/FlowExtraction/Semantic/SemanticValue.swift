/// What an expression evaluates to, as far as syntax can tell without a type checker: the symbolic form the first
/// pass keeps of a navigation destination, a call's receiver or an argument, typed in the second pass against the
/// whole project (``ValueTyper``).
indirect enum SemanticValue: Hashable, Sendable, Codable {
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
    /// `.detail(...)` or `Route.detail(...)`: an enum case, with its type when written.
    case enumCase(String?, String)
    /// One of several values: the arms of a ternary, the elements of an array literal.
    case either([SemanticValue])
    /// The views a SwiftUI content closure builds.
    case views([ViewNode])
    /// A closure written in the same file: the index of its ``SemanticFunction``.
    case closure(Int)
    case unknown
}

/// One argument of a call, with its label.
struct SemanticArgument: Hashable, Sendable, Codable {
    var label: String?
    var value: SemanticValue
}

/// A view a content closure builds, with the views built inside its own content closures: containers such as
/// `NavigationStack { Detail() }` are looked through in the second pass when they are not screens.
struct ViewNode: Hashable, Sendable, Codable {
    var value: SemanticValue
    var children: [ViewNode]
}
