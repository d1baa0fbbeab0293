import FlowModel
import FlowRules

/// Decides where each finding is drawn, so that it marks the element to fix and only that one.
///
/// A finding whose location is a transition's location marks that transition's arrows; otherwise one that names
/// a declared screen marks the screen; anything else marks its coordinator's cluster. A finding about no
/// coordinator (a navigation call the extractor could not resolve) has nothing to mark.
struct FindingPlacement {
    private(set) var onTransitions: [SourceLocation: [Finding]] = [:]
    private(set) var onScreens: [ScreenName: [Finding]] = [:]
    private(set) var onCoordinators: [String: [Finding]] = [:]

    /// - Parameter coordinators: the model's coordinators by name.
    init(_ findings: [Finding], in model: NavigationModel, coordinators: [String: Coordinator]) {
        let transitionLocations = Set(model.coordinators.flatMap { $0.transitions.compactMap(\.location) })
        for finding in findings.sorted(by: Finding.readingOrder) {
            if let location = finding.location, transitionLocations.contains(location) {
                onTransitions[location, default: []].append(finding)
            } else if let coordinator = finding.coordinator, let screen = finding.screen,
                      coordinators[coordinator]?.screen(named: screen) != nil {
                onScreens[ScreenName(coordinator: coordinator, screen: screen), default: []].append(finding)
            } else if let coordinator = finding.coordinator {
                onCoordinators[coordinator, default: []].append(finding)
            }
        }
    }

    func findings(on transition: Transition) -> [Finding] {
        transition.location.flatMap { onTransitions[$0] } ?? []
    }

    /// One tooltip line per finding: severity, rule id, message and where to fix it.
    static func tooltipLines(_ findings: [Finding]) -> [String] {
        findings.map { finding in
            "\(finding.severity.rawValue) [\(finding.ruleID)] \(finding.message)"
                + (finding.location.map { " (\($0))" } ?? "")
        }
    }
}
