import FlowModel
import FlowRules

/// A model and its findings made ready for drawing once: sorted, coordinators looked up by name, each finding
/// placed on what it marks, and the screens that can be below each screen on the stack worked out.
///
/// A docs site draws a part of the same model for every coordinator's page; preparing the whole model for each
/// drawing made a 200-page site spend most of its time sorting and searching what every page shares.
public struct DrawableModel: Sendable {
    /// The model in canonical order.
    let model: NavigationModel
    /// The findings as given, for drawings that count them per coordinator.
    let findings: [Finding]
    let placement: FindingPlacement
    /// For each screen, the screens that can be right below it: those that present, push or start it.
    let presenters: [ScreenName: [ScreenName]]
    private let coordinatorsByName: [String: Coordinator]

    /// `model` with `findings` marked where they belong.
    public init(_ model: NavigationModel, findings: [Finding] = []) {
        let model = model.normalized()
        let byName = Dictionary(model.coordinators.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.model = model
        self.findings = findings
        coordinatorsByName = byName
        placement = FindingPlacement(findings, in: model, coordinators: byName)
        presenters = Self.presenters(in: model, coordinators: byName)
    }

    /// The coordinator called `name`, if the model declares one.
    func coordinator(named name: String) -> Coordinator? {
        coordinatorsByName[name]
    }

    private static func presenters(
        in model: NavigationModel, coordinators: [String: Coordinator]
    ) -> [ScreenName: [ScreenName]] {
        var below: [ScreenName: [ScreenName]] = [:]
        func add(_ screen: ScreenName, below presenter: ScreenName) {
            if below[screen]?.contains(presenter) != true { below[screen, default: []].append(presenter) }
        }
        for coordinator in model.coordinators {
            for transition in coordinator.transitions where transition.growsStack {
                guard let target = transition.to, [.present, .start].contains(transition.kind) else { continue }
                let presenter = ScreenName(coordinator: coordinator.name, screen: transition.from)
                if let screen = target.screen {
                    add(ScreenName(coordinator: target.coordinator, screen: screen), below: presenter)
                } else if let child = coordinators[target.coordinator] {
                    for entry in child.entries.map(\.screen).uniqued() {
                        add(ScreenName(coordinator: child.name, screen: entry), below: presenter)
                    }
                }
            }
        }
        return below
    }
}
