/// Turns a ``ViewSource`` into the view type it builds, following factory and helper
/// methods through what they declare to return or the view their body ends with.
struct ViewTypeResolver {
    private let methods: [String: [ViewFacts.ViewMethod]]
    private let modifierUses: [String: [ViewFacts.ModifierUse]]

    init(facts: [ViewFacts]) {
        methods = Dictionary(grouping: facts.flatMap(\.viewMethods), by: \.name)
        modifierUses = Dictionary(grouping: facts.flatMap(\.modifierUses), by: \.modifier)
    }

    /// The view a stack shows first: its content, or, when the stack sits in a custom modifier and shows the
    /// modifier's `content`, the view the modifier is applied to.
    func rootView(of stack: NavigationStackFileFacts.Stack) -> String? {
        if let root = viewType(of: stack.root) { return root }
        let roots = Set(uses(of: stack).map { viewType(of: $0.wrapped) })
        guard roots.count == 1, let only = roots.first else { return nil }
        return only
    }

    /// Where the custom modifier that holds `stack` is applied.
    func uses(of stack: NavigationStackFileFacts.Stack) -> [ViewFacts.ModifierUse] {
        stack.owner.map { modifierUses[TypeName(written: $0).simpleName] ?? [] } ?? []
    }

    /// The view type's simple name, or nil when a method on the way is unknown or ambiguous.
    func viewType(of source: ViewSource?, depth: Int = 0) -> String? {
        guard let source, depth < 8 else { return nil }
        switch source {
        case let .type(name):
            return name
        case let .method(receiverType, name):
            let candidates = (methods[name] ?? []).filter { method in
                receiverType.map { TypeNames.match(method.owner, written: $0) || TypeNames.match($0, written: method.owner) } ?? true
            }
            let results = Set(candidates.map { viewType(of: $0.returns, depth: depth + 1) })
            guard results.count == 1, let only = results.first else { return nil }
            return only
        }
    }
}
