import FlowModel

/// What the MVP reader needs from every file, gathered in the first pass: each `start()` that returns a view,
/// with what it shows and how.
struct MVPFileFacts: Equatable, Sendable {
    /// A `func start() -> some View` (or another view type).
    struct Start: Equatable, Sendable {
        var owner: String
        /// The view it shows: a hosting controller's root view, a `NavigationLink`'s destination, or what it returns.
        var view: ViewSource?
        /// How a parent's `coordinate(to:)` shows it: `NavigationLink` → push, `.sheet`/a modal wrapper → sheet,
        /// `.fullScreenCover` → fullScreen; nil when it sets a window root or returns a plain view.
        var mode: PresentationMode?
        /// Whether what it shows sits in a `NavigationView`/`NavigationStack` that can push.
        var inNavigation: Bool
        /// Whether it only returns `coordinate(to:)`: a router with no view of its own.
        var routes: Bool
    }

    var starts: [Start] = []
}
