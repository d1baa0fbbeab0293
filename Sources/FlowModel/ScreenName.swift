/// A screen of a coordinator, by name: what configuration, `render --focus`, `paths --to` and the drawings use to
/// name one screen across the app.
public struct ScreenName: Hashable, Sendable, CustomStringConvertible {
    /// The coordinator's name; may contain dots (a nested type such as `Outer.Coord`).
    public var coordinator: String
    /// The screen's name within the coordinator.
    public var screen: String

    /// `screen` of `coordinator`.
    public init(coordinator: String, screen: String) {
        self.coordinator = coordinator
        self.screen = screen
    }

    /// Parses `Coordinator.screen`, split at the last dot: a screen read from Swift is a case or a type's simple
    /// name and never holds one, while a coordinator nested in another type does (`Outer.Coord.screen`). Nil when
    /// there is no dot or either side is empty.
    public init?(parsing text: String) {
        guard let dot = text.lastIndex(of: "."), dot != text.startIndex, text.index(after: dot) != text.endIndex else {
            return nil
        }
        self.init(coordinator: String(text[..<dot]), screen: String(text[text.index(after: dot)...]))
    }

    /// `Coordinator.screen`.
    public var description: String { "\(coordinator).\(screen)" }
}
