import FlowModel

/// One coordinator style (Jump, NavigationStack, UIKit, MVP), read on top of the shared front end.
///
/// A style adds its per-file facts to ``FileFacts`` (collected in the first pass, while each tree is alive), is
/// created from the merged ``SymbolIndex``, names the files whose bodies it must read again, and then builds
/// its coordinators from those parsed files and every file's facts.
protocol StyleReader {
    /// The files to parse again for ``read(store:facts:)``: those declaring or extending the style's coordinators.
    var filesToParse: Set<String> { get }

    /// The coordinators of this style, and notes for what could not be resolved.
    func read(store: SourceStore, facts: [FileFacts]) -> (coordinators: [Coordinator], notes: [ExtractionNote])
}
