import FlowModel

/// One change a coordinator method makes to its stack or to a presented item, before the screen and action
/// that trigger it are known.
struct NavigationStackStep: Hashable {
    var kind: TransitionKind
    var mode: PresentationMode?
    /// The route case or route type shown, for `present` and `replace`.
    var screen: String?
    /// True when the route is a type (`append(loaf)` with `loaf: Loaf`) that must be registered to be built.
    var isTypeRoute = false
    var conditional: Bool
    var location: FlowModel.SourceLocation
}
