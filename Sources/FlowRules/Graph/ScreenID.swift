/// A screen's index in a ``NavigationGraph``: screens are numbered in model order, coordinator by coordinator.
public struct ScreenID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The position in ``NavigationGraph/screens``.
    public let index: Int

    /// The screen at `index`; only meaningful for the graph that numbered it.
    public init(_ index: Int) {
        self.index = index
    }

    public static func < (lhs: ScreenID, rhs: ScreenID) -> Bool { lhs.index < rhs.index }

    public var description: String { "#\(index)" }
}

/// A transition's index in a ``NavigationGraph``: transitions are numbered in model order.
public struct TransitionID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The position in ``NavigationGraph/transitions``.
    public let index: Int

    /// The transition at `index`; only meaningful for the graph that numbered it.
    public init(_ index: Int) {
        self.index = index
    }

    public static func < (lhs: TransitionID, rhs: TransitionID) -> Bool { lhs.index < rhs.index }

    public var description: String { "#\(index)" }
}
