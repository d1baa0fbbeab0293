import FlowModel
import FlowRendering
import FlowRules

/// What the pages say about a model, worked out once for both HTML and Markdown.
struct DocsFacts {
    struct CoordinatorFacts {
        var coordinator: Coordinator
        var screens: [ScreenFacts]
        var actions: [ActionFacts]
        /// Numbered from 1 in this order on the page.
        var transitions: [Transition]
        /// The findings about this coordinator, in reading order; numbered from 1 on the page.
        var findings: [Finding]
    }

    struct ScreenFacts {
        var screen: Screen
        /// The kinds of entry that start here (root, deepLink, ...); empty when it is not an entry.
        var entryKinds: [EntryKind]
        /// Whether some entry leads here through steps that show screens.
        var reachable: Bool
        var findingCount: Int

        /// "no", or "yes (root, deepLink)".
        var entryText: String {
            entryKinds.isEmpty ? "no" : "yes (" + entryKinds.map(\.rawValue).joined(separator: ", ") + ")"
        }
    }

    struct ActionFacts {
        var screen: String
        var name: String
        /// The declaration, nil for an action only a transition names.
        var declaration: Action?
        /// The numbers of the transitions this action triggers.
        var handledBy: [Int]

        /// What becomes of the action when no transition handles it.
        var unhandledText: String {
            declaration?.ignored == true ? "ignored" : "no navigation"
        }
    }

    var model: NavigationModel
    /// The model prepared for drawing once, for the overview and every page's diagram.
    var drawable: DrawableModel
    var coordinators: [CoordinatorFacts]
    /// Findings about no coordinator: navigation calls the extractor could not attribute.
    var unattributed: [Finding]
    var findings: [Finding]

    /// How much of the app's navigation was read, when not all of it was.
    var reading: String?

    init(model: NavigationModel, findings: [Finding]) {
        let model = model.normalized()
        let findings = findings.sorted(by: Finding.readingOrder)
        let graph = NavigationGraph(model: model)
        let reachable = graph.reachableFromEntries()
        self.model = model
        self.findings = findings
        drawable = DrawableModel(model, findings: findings)
        let declared = Set(model.coordinators.map(\.name))
        unattributed = findings.filter { $0.coordinator.map { !declared.contains($0) } ?? true }
        let findingsByCoordinator = Dictionary(grouping: findings) { $0.coordinator }
        coordinators = model.coordinators.map { coordinator in
            let own = findingsByCoordinator[coordinator.name] ?? []
            let countsByScreen = own.reduce(into: [String: Int]()) { counts, finding in
                if let screen = finding.screen { counts[screen, default: 0] += 1 }
            }
            let screens = coordinator.screens.map { screen in
                ScreenFacts(
                    screen: screen,
                    entryKinds: coordinator.entries.filter { $0.screen == screen.name }.map(\.kind),
                    reachable: graph.screenID(coordinator: coordinator.name, screen: screen.name)
                        .map(reachable.contains) ?? false,
                    findingCount: countsByScreen[screen.name] ?? 0
                )
            }
            return CoordinatorFacts(
                coordinator: coordinator,
                screens: screens,
                actions: Self.actions(of: coordinator),
                transitions: coordinator.transitions,
                findings: own
            )
        }
    }

    /// Every action of every screen: the declared ones, then those only a transition names, each with the
    /// transitions it triggers.
    private static func actions(of coordinator: Coordinator) -> [ActionFacts] {
        var result: [ActionFacts] = []
        let numbered = Array(zip(1..., coordinator.transitions))
        func handlers(_ action: String, from screen: String) -> [Int] {
            numbered.filter { $0.1.from == screen && $0.1.action == action }.map(\.0)
        }
        for screen in coordinator.screens {
            var names = screen.actions.map(\.name)
            for transition in coordinator.transitions where transition.from == screen.name {
                if let action = transition.action, !names.contains(action) { names.append(action) }
            }
            for name in names {
                result.append(ActionFacts(
                    screen: screen.name, name: name, declaration: screen.action(named: name),
                    handledBy: handlers(name, from: screen.name)
                ))
            }
        }
        return result
    }

    /// The drawing of one coordinator: its screens, with stand-ins for the coordinators it reaches.
    func diagram(of coordinator: String) throws -> StyledGraph {
        try FlowStyler(options: RenderOptions(coordinators: [coordinator])).style(drawable)
    }

    /// Each rule that found something, with its most severe finding's severity and how many it found: most
    /// severe first, then by rule id.
    var findingsByRule: [(rule: String, severity: Severity, count: Int)] {
        var byRule: [String: (severity: Severity, count: Int)] = [:]
        for finding in findings {
            let current = byRule[finding.ruleID] ?? (finding.severity, 0)
            byRule[finding.ruleID] = (max(current.severity, finding.severity), current.count + 1)
        }
        return byRule.map { (rule: $0.key, severity: $0.value.severity, count: $0.value.count) }
            .sorted { ($0.severity, $1.rule) > ($1.severity, $0.rule) }
    }

    /// How many findings of each severity, most severe first, leaving out severities with none.
    static func severityCounts(_ findings: [Finding]) -> [(Severity, Int)] {
        Severity.allCases.reversed().compactMap { severity in
            let count = findings.filter { $0.severity == severity }.count
            return count == 0 ? nil : (severity, count)
        }
    }

    /// "push", "present as sheet", "start child coordinator", ... with ", conditional" when it is.
    static func step(_ transition: Transition) -> String {
        var text = switch transition.kind {
        case .present: transition.mode.map { $0 == .push ? "push" : "present as \($0.rawValue)" } ?? "push"
        case .start: "start child coordinator" + (transition.mode.map { " as \($0.rawValue)" } ?? "")
        case .dismiss: "dismiss"
        case .dismissTo: "dismiss to"
        case .showRoot: "show root"
        case .replace: "replace the stack"
        }
        if transition.conditional { text += ", conditional" }
        return text
    }

    /// "1 error", "2 warnings", "3 info".
    static func count(_ number: Int, _ severity: Severity) -> String {
        severity == .info ? "\(number) info" : count(number, severity.rawValue)
    }

    /// "1 screen", "2 screens".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
