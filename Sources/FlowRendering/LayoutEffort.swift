/// How hard Graphviz works at placing the drawing.
///
/// Placing screens left to right (dot's network simplex over x coordinates) is what grows fastest on large
/// drawings with many arrows between coordinators: 51 s of a 53 s layout of 800 screens in 80 coordinators with
/// three cross-coordinator starts each. `fast` stops it after one pass (`nslimit=1`): that drawing took 20 s, with
/// the same ranks, the same order in each rank and every arrow. What it costs: screens in a coordinator are no
/// longer centred on what they lead to, so its box holds a straight column, and arrows between coordinators bend
/// more (`BENCHMARKS.md` has the two pictures).
public enum LayoutEffort: String, Hashable, Sendable, CaseIterable {
    /// Graphviz's own settings.
    case quality
    /// One network-simplex pass for x coordinates, for drawings of a whole large app.
    case fast

    /// Reads `quality` or `fast` in any letter case.
    /// - Throws: ``RenderingError/invalidLayout(_:)``, naming the accepted values.
    public init(parsing text: String) throws {
        guard let effort = LayoutEffort(rawValue: text.lowercased()) else { throw RenderingError.invalidLayout(text) }
        self = effort
    }
}
