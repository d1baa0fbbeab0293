/// Just enough of a path/action coordinator library for the fixture's apps to compile: flowgraph reads their
/// navigation from the calls they make, never from this code.
public protocol ContextPath {}

public protocol ContextAction {}

public enum PresentationMode: Sendable {
    case push
    case sheet
}

/// What a coordinator builds for a screen.
public struct Screen: Sendable {
    public let title: String

    public init(title: String) {
        self.title = title
    }
}

/// Hands a coordinator the screen to build.
public struct ContextPresenter<Path: ContextPath> {
    public let name: Path
}

open class Coordinator<Path: ContextPath> {
    /// The screens shown, the first one at the bottom.
    public private(set) var stack: [Path] = []

    public init() {}

    /// Called with each path a screen sends, its action inside.
    open func onNext(current path: Path) {}

    /// The screen shown for a path; a coordinator that builds none has no screens.
    open func buildView(presenter: ContextPresenter<Path>) -> Screen? {
        nil
    }

    public func present(_ path: Path, mode: PresentationMode) {
        stack.append(path)
    }

    @discardableResult
    public func load(with path: Path, navigation: Bool) -> Self {
        stack = [path]
        return self
    }

    public func dispatch(_ path: Path) {
        onNext(current: path)
    }
}
