import FlowModel

/// The index page: counts, the coordinator-level overview, every coordinator with its findings, and the
/// findings summed up by rule.
struct HTMLIndexPage {
    var facts: DocsFacts
    var names: PageNames
    var layout: HTMLLayout
    /// The overview diagram, inline SVG; nil for a model without coordinators, which has nothing to draw.
    var overview: String?

    func html(title: String) -> String {
        let model = facts.model
        var counts = [
            DocsFacts.count(model.coordinators.count, "coordinator"),
            DocsFacts.count(model.coordinators.map(\.screens.count).reduce(0, +), "screen"),
            DocsFacts.count(model.coordinators.map(\.transitions.count).reduce(0, +), "transition"),
        ].map(Escaping.html)
        let severities = DocsFacts.severityCounts(facts.findings)
        counts.append(
            severities.isEmpty
                ? "no findings"
                : severities.map { HTMLLayout.severityCount($0.1, $0.0) }.joined(separator: ", ")
        )
        let body = [
            HTML.element("h1", [], Escaping.html(title)),
            HTML.element("p", [("class", "summary")], counts.joined(separator: " · ")),
            facts.reading.map { HTML.element("p", [("class", "summary")], Escaping.html($0)) } ?? "",
            overview.map { overview in
                section("overview", "Overview", HTML.element("div", [("class", "diagram")], overview)
                    + HTML.element("p", [("class", "summary")],
                        "One box per coordinator, an arrow where one starts another or shows one of its screens."
                            + " Click a coordinator to open its page."))
            } ?? "",
            section("coordinators", "Coordinators", coordinatorsTable()),
            section("findings", "Findings", findingsByRule() + unattributed()),
        ].filter { !$0.isEmpty }.joined(separator: "\n")
        return layout.page(title: title, navigation: nil, body: body)
    }

    private func section(_ id: String, _ heading: String, _ content: String) -> String {
        HTML.element("section", [("id", id)], HTML.element("h2", [], Escaping.html(heading)) + "\n" + content)
    }

    private func coordinatorsTable() -> String {
        guard !facts.coordinators.isEmpty else { return HTML.element("p", [("class", "none")], "No coordinators.") }
        let rows = facts.coordinators.map { coordinator in
            let findings = DocsFacts.severityCounts(coordinator.findings)
            let page = names.coordinator(coordinator.coordinator.name)
            return (
                id: String?.none,
                cells: [
                    HTML.link(Escaping.html(coordinator.coordinator.name), to: page),
                    Escaping.html(coordinator.coordinator.style.rawValue),
                    "\(coordinator.screens.count)",
                    "\(coordinator.coordinator.entries.count)",
                    "\(coordinator.transitions.count)",
                    findings.isEmpty
                        ? HTML.element("span", [("class", "none")], "none")
                        : HTML.link(
                            findings.map { HTMLLayout.severityCount($0.1, $0.0) }.joined(separator: ", "),
                            to: page + "#findings"
                        ),
                    layout.source(coordinator.coordinator.location),
                ]
            )
        }
        return HTML.table(
            headers: ["Coordinator", "Style", "Screens", "Entries", "Transitions", "Findings", "Defined at"], rows: rows
        )
    }

    private func findingsByRule() -> String {
        guard !facts.findings.isEmpty else { return HTML.element("p", [("class", "none")], "No findings.") }
        let rows = facts.findingsByRule.map { summary in
            (
                id: String?.none,
                cells: [
                    HTML.element("code", [("class", "rule")], Escaping.html(summary.rule)),
                    HTMLLayout.severity(summary.severity),
                    "\(summary.count)",
                ]
            )
        }
        return HTML.table(headers: ["Rule", "Severity", "Findings"], rows: rows)
    }

    /// Findings no coordinator's page shows: navigation calls the extractor could not attribute.
    private func unattributed() -> String {
        guard !facts.unattributed.isEmpty else { return "" }
        return "\n" + HTML.element("h3", [], "Not about a coordinator") + "\n"
            + layout.findingsTable(facts.unattributed) { _ in nil }
    }
}
