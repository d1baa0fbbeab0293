import FlowRules

extension Finding {
    /// What the finding is about, as `Coordinator.screen.action` with the parts it has; nil when it names none.
    /// Stable when code moves, so test reports keep the same case names from run to run.
    var subject: String? {
        let parts = [coordinator, screen, action].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ".")
    }
}
