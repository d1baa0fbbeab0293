extension Array {
    /// Whether no element is ordered before the one ahead of it: a stable sort would leave the array as it is.
    func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        indices.dropFirst().allSatisfy { !areInIncreasingOrder(self[$0], self[$0 - 1]) }
    }

    /// Sorts the array (stably, as `sort(by:)` does), unless it is in order already: then it is not written,
    /// so storage it shares with another array is not copied.
    mutating func sortUnlessSorted(by areInIncreasingOrder: (Element, Element) -> Bool) {
        guard !isSorted(by: areInIncreasingOrder) else { return }
        sort(by: areInIncreasingOrder)
    }
}
