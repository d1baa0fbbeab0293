/// How many arrows from one coordinator's cluster to another's dot is asked to lay out in one drawing.
///
/// Each arrow from one coordinator's screen to another's ties the two clusters' ranks and orders together, and
/// dot 2.42's time grows steeply with them. On generated apps whose coordinators each start three others
/// (`BENCHMARKS.md`, "Whole-app drawings"), the whole layout took 3.3 s of CPU with 102 such arrows (200 screens),
/// 3.6 s with 168 and 27 s with 225; from about 450 (800 screens) dot reported "trouble in init_rank" or ran for
/// minutes. Deciding from the graph's shape, rather than stopping a layout after some seconds, keeps the same
/// input drawing the same picture on any machine.
struct WholeLayoutLimit: Hashable, Sendable {
    /// Drawings with more arrows between parts than this are packed.
    var crossArrows: Int

    static let measured = WholeLayoutLimit(crossArrows: 150)
}
