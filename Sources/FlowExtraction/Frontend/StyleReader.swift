import FlowModel

/// One coordinator style (Jump, NavigationStack, UIKit, MVP), read on top of the shared front end.
///
/// A style adds its per-file facts to ``FileFacts`` (collected in the first pass, while each tree is alive), is
/// created from the merged ``SymbolIndex``, names the files whose bodies it must read again, and then builds
/// its coordinators from those parsed files and every file's facts.
protocol StyleReader {
    /// The files to parse again for ``read(_:)``: those declaring or extending the style's coordinators.
    var filesToParse: Set<String> { get }

    /// The coordinators of this style, notes for what could not be resolved, and the navigation calls read as
    /// where a coordinator begins (its `start()` showing its first screen), which are no transition of it.
    func read(_ input: SecondPassInput) -> StyleReading
}

/// What a style reader read: its coordinators, notes for what could not be resolved, and the navigation calls read
/// as where a coordinator begins.
typealias StyleReading = (coordinators: [Coordinator], notes: [ExtractionNote], entrySites: [SourceLocation])

/// What every style reader's second pass reads: the files parsed again, every file's facts, and the lookups over
/// those facts that several styles make, built once.
struct SecondPassInput {
    var store: SourceStore
    var facts: [FileFacts]
    var members: MemberFactIndex
    var views: ViewTypeResolver

    init(store: SourceStore, facts: [FileFacts]) {
        self.store = store
        self.facts = facts
        members = MemberFactIndex(facts.map(\.members))
        views = ViewTypeResolver(facts: facts.map(\.views))
    }
}
