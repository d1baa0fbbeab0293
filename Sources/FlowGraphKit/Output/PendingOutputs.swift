import Foundation
import Synchronization

/// The temporary files and folders a run is in the middle of writing. An interrupted or timed-out run removes
/// them before it exits, so that nothing half-written is left beside the outputs.
public enum PendingOutputs {
    private static let paths = Mutex<Set<String>>([])

    /// Records that `path` is being written and must go if the run stops now.
    public static func begin(_ path: String) {
        paths.withLock { _ = $0.insert(path) }
    }

    /// Records that `path` was renamed into place or removed.
    public static func end(_ path: String) {
        paths.withLock { _ = $0.remove(path) }
    }

    /// Removes everything still being written. Called once, as the process stops.
    public static func removeAll() {
        let pending = paths.withLock { paths in
            defer { paths.removeAll() }
            return paths
        }
        for path in pending {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
