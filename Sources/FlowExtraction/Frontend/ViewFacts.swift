import FlowModel

/// What SwiftUI styles need to tell which view a method or a modifier shows, gathered in the first pass: the
/// view each method returns, and the views custom modifiers are applied to.
struct ViewFacts: Equatable, Sendable {
    /// A method and what it returns: its declared type when concrete, else the view its body ends with.
    struct ViewMethod: Equatable, Sendable {
        var owner: String
        var name: String
        var returns: ViewSource
    }

    /// `base.modifier(M(...))`: a custom modifier type applied to a view, which is the root of a stack whose
    /// content is the modifier's `content`.
    struct ModifierUse: Equatable, Sendable {
        var modifier: String
        var wrapped: ViewSource
        var owner: String?
        var location: FlowModel.SourceLocation
    }

    var viewMethods: [ViewMethod] = []
    var modifierUses: [ModifierUse] = []
}
