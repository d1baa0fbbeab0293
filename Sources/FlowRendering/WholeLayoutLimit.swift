/// How many loops the arrows between coordinators' clusters may close for dot to be asked to lay out the drawing
/// as a whole (see ``LayoutParts/clusterLoops``).
///
/// dot 2.42's time grows steeply with those loops, much less with the number of screens or of arrows. Measured on
/// generated apps (`BENCHMARKS.md`, "Whole-app drawings that always finish"): 200 coordinators each starting the
/// next (no loop, 2,000 screens) and 160 each starting one other at random (2 loops) took 4.4 and 6.0 s of CPU;
/// coordinators each starting three others took 3.3 s with 30 loops and 3.6 s with 50, then 27 s with 72, and from
/// about 80 coordinators (some 150 loops) dot reported "trouble in init_rank" or ran for minutes. Deciding from the
/// graph's shape, rather than stopping a layout after some seconds, keeps the same input drawing the same picture
/// on any machine.
struct WholeLayoutLimit: Hashable, Sendable {
    /// Drawings whose clusters close more loops than this are packed.
    var loops: Int

    static let measured = WholeLayoutLimit(loops: 60)
    /// Packs every drawing, however simple: for tests of the packed drawing on small graphs.
    static let none = WholeLayoutLimit(loops: -1)
}
