import Foundation

/// Runs `transform` over `items` in child tasks, at most one per processor at a time, and returns the results
/// in input order. The bound is what keeps memory flat: only that many syntax trees exist at once. Also used to
/// read and screen the input files before extraction.
public func parallelMap<Item: Sendable, Result: Sendable>(
    _ items: [Item], _ transform: @escaping @Sendable (Item) -> Result
) async -> [Result] {
    let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
    return await withTaskGroup(of: (Int, Result).self) { group in
        var results = [Result?](repeating: nil, count: items.count)
        var next = 0
        func startNext() {
            guard next < items.count else { return }
            let position = next
            let item = items[position]
            group.addTask { (position, transform(item)) }
            next += 1
        }
        for _ in 0..<width { startNext() }
        for await (position, result) in group {
            results[position] = result
            startNext()
        }
        return results.map { $0! }
    }
}
