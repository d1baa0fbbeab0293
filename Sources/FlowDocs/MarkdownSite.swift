import FlowModel
import FlowRendering
import FlowRules
import Foundation

/// The Markdown site for wikis and repositories: an index and a page per coordinator, with Mermaid diagrams
/// (which GitHub and GitLab draw) and the same tables as the HTML site.
struct MarkdownSite {
    var facts: DocsFacts
    var options: DocsOptions

    private var names: PageNames { PageNames(fileExtension: "md") }

    /// - Throws: ``RenderingError`` when a coordinator's drawing cannot be styled.
    func files() throws -> [DocsSite.File] {
        var files = [DocsSite.File(path: names.index, contents: Data(index().utf8))]
        for coordinator in facts.coordinators {
            let name = coordinator.coordinator.name
            let text = page(coordinator, diagram: try facts.diagram(of: name))
            files.append(DocsSite.File(path: names.coordinator(name), contents: Data(text.utf8)))
        }
        return files
    }

    private func index() -> String {
        let model = facts.model
        var counts = [
            DocsFacts.count(model.coordinators.count, "coordinator"),
            DocsFacts.count(model.coordinators.map(\.screens.count).reduce(0, +), "screen"),
            DocsFacts.count(model.coordinators.map(\.transitions.count).reduce(0, +), "transition"),
        ]
        counts.append(severityText(facts.findings) ?? "no findings")
        let coordinators = facts.coordinators.map { coordinator in
            let name = coordinator.coordinator.name
            let findings = severityText(coordinator.findings)
            return [
                Markdown.link(Escaping.markdownText(name), to: names.coordinator(name)),
                coordinator.coordinator.style.rawValue,
                "\(coordinator.screens.count)",
                "\(coordinator.coordinator.entries.count)",
                "\(coordinator.transitions.count)",
                findings.map { Markdown.link($0, to: names.coordinator(name) + "#findings") } ?? "none",
                source(coordinator.coordinator.location),
            ]
        }
        var sections = [
            "# " + Escaping.markdownText(options.title),
            counts.joined(separator: " · "),
        ] + (facts.reading.map { [Escaping.markdownText($0)] } ?? []) + [
            "## Overview",
            Markdown.mermaid(MermaidWriter().write(OverviewStyler(options: RenderOptions(showsLegend: false))
                .style(model, findings: facts.findings))),
            "## Coordinators",
            Markdown.table(
                headers: ["Coordinator", "Style", "Screens", "Entries", "Transitions", "Findings", "Defined at"],
                rows: coordinators
            ),
            Markdown.anchor("findings") + "\n\n## Findings",
            facts.findings.isEmpty ? "No findings." : Markdown.table(
                headers: ["Rule", "Severity", "Findings"],
                rows: facts.findingsByRule.map { [Escaping.markdownText($0.rule), $0.severity.rawValue, "\($0.count)"] }
            ),
        ]
        // Findings no coordinator's page shows: navigation calls the extractor could not attribute.
        if !facts.unattributed.isEmpty {
            sections += ["### Not about a coordinator", findingsTable(facts.unattributed) { _ in nil }]
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private func page(_ facts: DocsFacts.CoordinatorFacts, diagram: StyledGraph) -> String {
        let coordinator = facts.coordinator
        var summary = [
            "\(coordinator.style.rawValue) coordinator",
            DocsFacts.count(coordinator.screens.count, "screen"),
            DocsFacts.count(coordinator.transitions.count, "transition"),
            DocsFacts.count(facts.findings.count, "finding"),
        ].joined(separator: " · ")
        if let location = coordinator.location { summary += " · defined at " + source(location) }
        let screens = facts.screens.map { screen in
            [
                Markdown.anchor(PageNames.screenAnchor(screen.screen.name)) + Markdown.strong(screen.screen.name),
                screen.entryText,
                screen.screen.built ? "yes" : "**no**",
                screen.reachable ? "yes" : "**no**",
                "\(screen.findingCount)",
                source(screen.screen.location),
            ]
        }
        let actions = facts.actions.map { action in
            let handled = action.handledBy.map { number in
                Markdown.link("transition \(number)", to: "#" + PageNames.transitionAnchor(number))
            }
            return [
                Markdown.link(Escaping.markdownText(action.screen), to: "#" + PageNames.screenAnchor(action.screen)),
                Markdown.anchor(PageNames.actionAnchor(action.name, of: action.screen)) + Markdown.strong(action.name),
                source(action.declaration?.location),
                action.declaration.map { $0.dispatched ? "yes" : "**no**" } ?? "not declared",
                handled.isEmpty ? action.unhandledText : handled.joined(separator: ", "),
            ]
        }
        let transitions = zip(1..., facts.transitions).map { number, transition in
            [
                Markdown.anchor(PageNames.transitionAnchor(number)) + "\(number)",
                Markdown.link(Escaping.markdownText(transition.from), to: "#" + PageNames.screenAnchor(transition.from)),
                transition.action.map(Escaping.markdownText) ?? "—",
                DocsFacts.step(transition),
                target(transition, from: coordinator.name),
                source(transition.location),
            ]
        }
        let sections = [
            Markdown.link("← " + Escaping.markdownText(options.title), to: names.index),
            "# " + Escaping.markdownText(coordinator.name),
            summary,
            "## Diagram",
            Markdown.mermaid(MermaidWriter().write(diagram)),
            "## Screens",
            facts.screens.isEmpty ? "No screens." : Markdown.table(
                headers: ["Screen", "Entry", "Built", "Reachable", "Findings", "Declared at"], rows: screens
            ),
            "## Actions",
            facts.actions.isEmpty ? "No actions." : Markdown.table(
                headers: ["Screen", "Action", "Declared at", "Dispatched", "Handled by"], rows: actions
            ),
            "## Transitions",
            facts.transitions.isEmpty ? "No transitions." : Markdown.table(
                headers: ["#", "From", "Action", "Step", "To", "Source"], rows: transitions
            ),
            Markdown.anchor("findings") + "\n\n## Findings",
            findingsTable(facts.findings, screenLink: { finding in
                finding.screen.flatMap { coordinator.screen(named: $0) == nil ? nil : "#" + PageNames.screenAnchor($0) }
            }),
        ]
        return sections.joined(separator: "\n\n") + "\n"
    }

    private func findingsTable(_ findings: [Finding], screenLink: (Finding) -> String?) -> String {
        guard !findings.isEmpty else { return "No findings." }
        let rows = zip(1..., findings).map { number, finding in
            [
                Markdown.anchor(PageNames.findingAnchor(number)) + finding.severity.rawValue,
                Escaping.markdownText(finding.ruleID),
                Escaping.markdownText(finding.message),
                finding.screen.map { screen in
                    screenLink(finding).map { Markdown.link(Escaping.markdownText(screen), to: $0) } ?? Escaping.markdownText(screen)
                } ?? "",
                source(finding.location),
            ]
        }
        return Markdown.table(headers: ["Severity", "Rule", "Finding", "Screen", "Source"], rows: rows)
    }

    private func target(_ transition: Transition, from current: String) -> String {
        guard let target = transition.to else { return "—" }
        guard let coordinator = facts.model.coordinator(named: target.coordinator) else {
            return Escaping.markdownText(target.coordinator) + " (undeclared)"
        }
        guard let screen = target.screen else {
            return Markdown.link(Escaping.markdownText(target.coordinator), to: names.coordinator(target.coordinator))
        }
        let text = Escaping.markdownText(target.coordinator == current ? screen : "\(target.coordinator).\(screen)")
        guard coordinator.screen(named: screen) != nil else { return text + " (undeclared)" }
        return Markdown.link(text, to: names.screenLink(screen, of: target.coordinator, from: current))
    }

    private func source(_ location: SourceLocation?) -> String {
        guard let location else { return "—" }
        let text = Escaping.markdownText(location.description)
        return options.sourceLinks.url(for: location).map { Markdown.link(text, to: $0) } ?? text
    }

    private func severityText(_ findings: [Finding]) -> String? {
        let counts = DocsFacts.severityCounts(findings)
        return counts.isEmpty ? nil : counts.map { DocsFacts.count($0.1, $0.0) }.joined(separator: ", ")
    }
}
