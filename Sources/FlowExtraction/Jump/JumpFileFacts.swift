import FlowModel

/// What the Jump reader needs from every file, gathered in the first pass while the file's tree is alive:
/// the `load(with:navigation:)` calls that start coordinators and the `dispatch(.path(.action))` calls of views.
struct JumpFileFacts: Equatable, Sendable {
    /// A `load(with: .path(), navigation: Bool)` call.
    struct Load: Equatable, Sendable {
        /// The path case loaded, or nil when the argument is not a case.
        var screen: String?
        /// The path enum written before the case (`GardenPath.bed()`), if any.
        var pathType: String?
        /// The type of the receiver when syntax tells it (`self` in a coordinator, `let c = X()`).
        var receiverType: String?
        /// The `navigation:` literal; nil when it is missing or not a literal.
        var navigation: Bool?
        /// The call as written, for messages.
        var text: String
        var location: FlowModel.SourceLocation
    }

    /// A `dispatch(.path(.action))` call: a view sends `action` from screen `screen`.
    struct Dispatch: Hashable, Sendable {
        var screen: String
        var action: String
        /// The path enum the view works with, as written (`GardenPath.bed(...)`, `ContextContent<GardenPath>`
        /// or a `ContextPresenter<GardenPath>` property); nil when nothing names it.
        var pathType: String?
    }

    var loads: [Load] = []
    var dispatches: Set<Dispatch> = []
}
