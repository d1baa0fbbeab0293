/// A set of screens of one graph, stored as one flag per screen so that walks over 10k+ screens stay linear.
public struct ScreenSet: Hashable, Sendable {
    private var members: [Bool]

    /// An empty set for a graph of `screenCount` screens.
    public init(screenCount: Int) {
        members = Array(repeating: false, count: screenCount)
    }

    /// Whether `screen` is in the set.
    public func contains(_ screen: ScreenID) -> Bool { members[screen.index] }

    /// Adds `screen`; returns false when it was already in the set.
    @discardableResult
    public mutating func insert(_ screen: ScreenID) -> Bool {
        guard !members[screen.index] else { return false }
        members[screen.index] = true
        return true
    }

    /// The members in index order.
    public var sorted: [ScreenID] {
        members.indices.filter { members[$0] }.map(ScreenID.init)
    }

    /// The number of members.
    public var count: Int { members.lazy.filter { $0 }.count }
}
