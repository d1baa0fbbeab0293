import Foundation

/// Which build of flowgraph is running: its version and the size and modification time of its executable.
///
/// The version alone does not change while flowgraph itself is developed, and a cache of facts gathered by
/// other code would silently give other results; every rebuilt or reinstalled binary starts a new cache.
enum BuildIdentity {
    static let current: String = {
        var identity = "flowgraph \(FlowGraphKitVersion.current)"
        if let executable = Bundle.main.executablePath,
           let attributes = try? FileManager.default.attributesOfItem(atPath: executable) {
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            identity += " \(size) \(modified)"
        }
        return identity
    }()
}
