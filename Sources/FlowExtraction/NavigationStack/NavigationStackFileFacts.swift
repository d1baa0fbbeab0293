import FlowModel

/// What the NavigationStack reader needs from every file, gathered in the first pass: the stacks and their
/// destination and item registrations, and the links in views. Properties and typed calls come from
/// ``MemberFacts``, the views methods return and modifiers wrap from ``ViewFacts``.
struct NavigationStackFileFacts: Equatable, Sendable {
    /// The views a destination closure builds: for each route case its arm builds, the view; and the view built
    /// when the closure does not switch over the value.
    struct Arms: Hashable, Sendable {
        /// Whether the closure switches over its value, so that only named cases are built.
        var switches = false
        /// Route case → the view its arm builds, for arms that do not stop at `fatalError`.
        var built: [String: ViewSource?] = [:]
        /// The view built for every value, when the closure does not switch.
        var whole: ViewSource?
    }

    /// `NavigationStack(path:) { root }`.
    struct Stack: Equatable, Sendable {
        /// The qualified name of the enclosing type.
        var owner: String?
        /// Every name the `path:` argument mentions (`path` in `$coordinator.path`).
        var pathNames: Set<String>
        var root: ViewSource?
        /// The route case the root is built for, when a method builds it (`coordinator.build(page: .orchard)`):
        /// the stack starts at that case's screen.
        var rootCase: String? = nil
        var location: FlowModel.SourceLocation
    }

    /// `.navigationDestination(for: T.self) { value in ... }`.
    struct Destination: Equatable, Sendable {
        var owner: String?
        var routeType: String
        var arms: Arms
        var location: FlowModel.SourceLocation
    }

    /// `.sheet(item:)` or `.fullScreenCover(item:)`.
    struct ItemPresentation: Equatable, Sendable {
        var owner: String?
        /// Every name the `item:` argument mentions.
        var itemNames: Set<String>
        var mode: PresentationMode
        var arms: Arms
    }

    /// `NavigationLink(value:)`: a push of `value` from the view that contains it.
    struct Link: Equatable, Sendable {
        var owner: String?
        /// The route case when the value names one.
        var caseName: String?
        /// The type of the value when it is created in place (`Loaf(...)`).
        var valueType: String?
        /// True inside an `if` or `switch` of the view's body.
        var conditional: Bool
        var location: FlowModel.SourceLocation
    }

    var stacks: [Stack] = []
    var destinations: [Destination] = []
    var presentations: [ItemPresentation] = []
    var links: [Link] = []
}
