import FlowModel

/// What every style needs to connect screens with the code that drives them, gathered in the first pass: the
/// stored properties of every type with their types (a view's view model, a view controller's delegate), and the
/// calls made on receivers whose type syntax tells (a view model calling its coordinator).
struct MemberFacts: Equatable, Sendable {
    /// A stored property with its declared or initialized type.
    struct Property: Equatable, Sendable {
        var owner: String
        var name: String
        /// The type as written, or the type its initializer creates.
        var type: TypeName?
        /// True for `NavigationPath()` and array literals or types: a property that can drive a stack.
        var isPath: Bool
    }

    /// A call on a receiver whose type syntax tells: `coordinator.showBasket()` in a view model.
    struct TypedCall: Equatable, Sendable {
        var owner: String?
        /// The enclosing method, if any, and where its name is.
        var method: String?
        var methodLocation: FlowModel.SourceLocation?
        var receiverType: String
        var name: String
        var conditional: Bool
        var location: FlowModel.SourceLocation
    }

    var properties: [Property] = []
    var calls: [TypedCall] = []
}
