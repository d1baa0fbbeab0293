import FlowModel

/// One navigation call of a UIKit coordinator method, before the screen and action that trigger it are known.
struct UIKitStep: Hashable {
    var kind: TransitionKind
    var mode: PresentationMode?
    var navigation: Bool?
    /// The view controller shown, for `present` and `replace`.
    var screen: String?
    /// The child coordinator started, for `start`.
    var child: String?
    var conditional: Bool
    var location: FlowModel.SourceLocation

    /// Whether the step shows a view controller of this coordinator (what `start()` shows first is its root).
    var showsScreen: Bool { screen != nil && child == nil }
}
