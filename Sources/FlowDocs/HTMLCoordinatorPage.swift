import FlowModel
import FlowRules

/// One coordinator's page: its diagram, whose every screen links to its row, then its screens, actions,
/// transitions and findings.
struct HTMLCoordinatorPage {
    var facts: DocsFacts.CoordinatorFacts
    var model: NavigationModel
    var names: PageNames
    var layout: HTMLLayout
    /// The coordinator's diagram, inline SVG.
    var diagram: String

    private var name: String { facts.coordinator.name }

    func html(siteTitle: String) -> String {
        let coordinator = facts.coordinator
        var summary = [
            "\(coordinator.style.rawValue) coordinator",
            DocsFacts.count(coordinator.screens.count, "screen"),
            DocsFacts.count(coordinator.transitions.count, "transition"),
            DocsFacts.count(facts.findings.count, "finding"),
        ].map(Escaping.html).joined(separator: " · ")
        if let location = coordinator.location { summary += " · defined at " + layout.source(location) }
        let body = [
            HTML.element("h1", [], Escaping.html(name)),
            HTML.element("p", [("class", "summary")], summary),
            section("diagram", "Diagram", HTML.element("div", [("class", "diagram")], diagram)
                + HTML.element("p", [("class", "summary")], "Click a screen to jump to its row.")),
            section("screens", "Screens", screensTable()),
            section("actions", "Actions", actionsTable()),
            section("transitions", "Transitions", transitionsTable()),
            section("findings", "Findings", layout.findingsTable(facts.findings) { finding in
                finding.screen.flatMap { coordinator.screen(named: $0) == nil ? nil : "#" + PageNames.screenAnchor($0) }
            }),
        ].joined(separator: "\n")
        return layout.page(
            title: "\(name) — \(siteTitle)",
            navigation: HTML.link("← " + Escaping.html(siteTitle), to: names.index),
            body: body
        )
    }

    private func section(_ id: String, _ heading: String, _ content: String) -> String {
        HTML.element("section", [("id", id)], HTML.element("h2", [], Escaping.html(heading)) + "\n" + content)
    }

    private func screensTable() -> String {
        guard !facts.screens.isEmpty else { return HTML.element("p", [("class", "none")], "No screens.") }
        let rows = facts.screens.map { screen in
            (
                id: Optional(PageNames.screenAnchor(screen.screen.name)),
                cells: [
                    HTML.element("strong", [], Escaping.html(screen.screen.name)),
                    Escaping.html(screen.entryText),
                    screen.screen.built ? "yes" : HTML.element("span", [("class", "no")], "no"),
                    screen.reachable ? "yes" : HTML.element("span", [("class", "no")], "no"),
                    screen.findingCount == 0 ? "0" : HTML.link("\(screen.findingCount)", to: "#findings"),
                    layout.source(screen.screen.location),
                ]
            )
        }
        return HTML.table(headers: ["Screen", "Entry", "Built", "Reachable", "Findings", "Declared at"], rows: rows)
    }

    private func actionsTable() -> String {
        guard !facts.actions.isEmpty else { return HTML.element("p", [("class", "none")], "No actions.") }
        let rows = facts.actions.map { action in
            let dispatched = switch action.declaration {
            case .none: "not declared"
            case let .some(declaration) where declaration.dispatched: "yes"
            case .some: HTML.element("span", [("class", "no")], "no")
            }
            var handled = action.handledBy.map { number in
                HTML.link("transition \(number)", to: "#" + PageNames.transitionAnchor(number))
            }
            if handled.isEmpty {
                handled = [HTML.element("span", [("class", "none")], action.unhandledText)]
            }
            return (
                id: Optional(PageNames.actionAnchor(action.name, of: action.screen)),
                cells: [
                    HTML.link(Escaping.html(action.screen), to: "#" + PageNames.screenAnchor(action.screen)),
                    HTML.element("strong", [], Escaping.html(action.name)),
                    layout.source(action.declaration?.location),
                    dispatched,
                    handled.joined(separator: ", "),
                ]
            )
        }
        return HTML.table(headers: ["Screen", "Action", "Declared at", "Dispatched", "Handled by"], rows: rows)
    }

    private func transitionsTable() -> String {
        guard !facts.transitions.isEmpty else { return HTML.element("p", [("class", "none")], "No transitions.") }
        let rows = zip(1..., facts.transitions).map { number, transition in
            (
                id: Optional(PageNames.transitionAnchor(number)),
                cells: [
                    "\(number)",
                    HTML.link(Escaping.html(transition.from), to: "#" + PageNames.screenAnchor(transition.from)),
                    transition.action.map { action in
                        HTML.link(Escaping.html(action), to: "#" + PageNames.actionAnchor(action, of: transition.from))
                    } ?? HTML.element("span", [("class", "none")], "—"),
                    Escaping.html(DocsFacts.step(transition)),
                    target(transition),
                    layout.source(transition.location),
                ]
            )
        }
        return HTML.table(headers: ["#", "From", "Action", "Step", "To", "Source"], rows: rows)
    }

    /// The target, linked to its row (or its coordinator's page) when the model declares it.
    private func target(_ transition: Transition) -> String {
        guard let target = transition.to else { return HTML.element("span", [("class", "none")], "—") }
        let other = target.coordinator != name
        guard let coordinator = model.coordinator(named: target.coordinator) else {
            return HTML.element("span", [("class", "no")], Escaping.html(target.coordinator) + " (undeclared)")
        }
        guard let screen = target.screen else {
            return HTML.link(Escaping.html(target.coordinator), to: names.coordinator(target.coordinator))
        }
        let text = Escaping.html(other ? "\(target.coordinator).\(screen)" : screen)
        guard coordinator.screen(named: screen) != nil else {
            return HTML.element("span", [("class", "no")], text + " (undeclared)")
        }
        return HTML.link(text, to: names.screenLink(screen, of: target.coordinator, from: name))
    }
}
