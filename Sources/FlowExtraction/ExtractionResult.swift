import FlowModel

/// What ``SwiftExtractor`` read from a set of Swift files.
public struct ExtractionResult: Hashable, Sendable {
    /// The coordinators found, in canonical order (``NavigationModel/normalized()``).
    public var model: NavigationModel
    /// Navigation code the extractor saw but could not understand, sorted by location.
    public var notes: [ExtractionNote]
    /// Every navigation call the readers recognised (a push, a presentation, a link, a change of a stack's path, a
    /// child's start), whether or not it became a transition, sorted: what `flowgraph coverage` measures.
    public var sites: [FlowModel.SourceLocation]
    /// Of ``sites``, the calls read as where a coordinator begins rather than as a transition: its `start()`
    /// showing its first screen, which is its entry or the target of the step that starts it; and a child a screen
    /// adds in place as it sets itself up, part of that screen. Sorted.
    public var entrySites: [FlowModel.SourceLocation]

    /// A result with these coordinators and notes; the sites are at least those of its transitions and notes.
    public init(
        model: NavigationModel, notes: [ExtractionNote], sites: [FlowModel.SourceLocation] = [],
        entrySites: [FlowModel.SourceLocation] = []
    ) {
        self.model = model
        self.notes = notes
        self.entrySites = Set(entrySites).sorted()
        var all = Set(sites).union(notes.map(\.location))
        for coordinator in model.coordinators { all.formUnion(coordinator.transitions.compactMap(\.location)) }
        self.sites = all.sorted()
    }
}

/// A navigation call the extractor could not resolve, reported instead of a dropped or guessed edge.
///
/// The check step reports these as `unresolved_navigation` findings (`FindingDescriptor.unresolvedNavigation`).
public struct ExtractionNote: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Where the code that was not understood starts.
    public var location: FlowModel.SourceLocation
    /// What was not understood and why, e.g. "could not resolve the destination of present(makePath(), ...): ...".
    public var message: String
    /// Whether what the call shows is known to be no screen or coordinator of the app (a platform alert, a library
    /// type): it cannot be the way to a screen a rule finds unreachable.
    public var showsNoScreen: Bool

    /// A note at `location` saying `message`.
    public init(location: FlowModel.SourceLocation, message: String, showsNoScreen: Bool = false) {
        self.location = location
        self.message = message
        self.showsNoScreen = showsNoScreen
    }

    /// `file:line:column: note: message`.
    public var description: String { "\(location): note: \(message)" }

    /// Orders notes by location, then message, the order ``ExtractionResult/notes`` are in.
    public static func < (lhs: ExtractionNote, rhs: ExtractionNote) -> Bool {
        (lhs.location, lhs.message) < (rhs.location, rhs.message)
    }
}
