import Foundation

/// A drawing Graphviz made, and how it was laid out.
public struct GraphvizDrawing: Hashable, Sendable {
    /// The drawing in the format asked for.
    public var data: Data
    /// Why the coordinators were laid out one by one and packed instead of by dot as a whole; nil when dot laid
    /// out the whole.
    public var packing: PackingReason?

    public init(data: Data, packing: PackingReason?) {
        self.data = data
        self.packing = packing
    }
}

/// Why a drawing shows each coordinator laid out on its own, packed in rows, with the arrows between coordinators
/// drawn straight across: every screen is still there, but dot did not place the coordinators relative to one
/// another.
public enum PackingReason: Hashable, Sendable, CustomStringConvertible {
    /// The arrows between coordinators close more loops than dot lays out in reasonable time.
    case loops(Int, coordinators: Int)
    /// dot failed on the drawing as a whole, with this error.
    case graphvizFailed(String)

    /// One line saying what the user gets and why.
    public var description: String {
        let packed = "each coordinator was laid out on its own and packed in rows, with the arrows between them drawn"
            + " straight"
        return switch self {
        case let .loops(loops, coordinators):
            "\(coordinators) coordinators whose arrows between them close \(loops) loops are more than Graphviz lays"
                + " out as one drawing in reasonable time: \(packed)"
        case let .graphvizFailed(message):
            "Graphviz could not lay out the drawing as a whole (\(message)): \(packed)"
        }
    }
}
