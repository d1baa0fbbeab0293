/// How hard Graphviz works at placing the drawing.
///
/// On drawings with many arrows between coordinators, two of dot's phases grow fastest: placing screens left to
/// right (network simplex over x coordinates) and routing each arrow as a spline around the boxes in its way.
/// `fast` stops the first after one pass (`nslimit=1`) and draws arrows as straight lines (`splines=line`), which
/// keeps the same ranks, the same order in each rank and every arrow. Measured on generated apps of 200 to 600
/// screens with three cross-coordinator starts per coordinator, it was 2.7 to 9 times faster (`BENCHMARKS.md`).
/// What it costs: screens are no longer centred on what they lead to, and a straight arrow can cross a box or
/// another arrow's label; `BENCHMARKS.md` has the two pictures.
public enum LayoutEffort: String, Hashable, Sendable, CaseIterable {
    /// Graphviz's own settings.
    case quality
    /// One network-simplex pass for x coordinates and straight arrows, for drawings of a whole large app.
    case fast
}
