import FlowModel
import FlowRules

/// The frame around every HTML page, and the cells several tables share.
struct HTMLLayout {
    var sourceLinks: SourceLinks

    /// A whole page. The content security policy forbids scripts and plug-ins outright, so even a name that
    /// slipped through escaping could not run.
    func page(title: String, navigation: String?, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        \(HTML.empty("meta", [("charset", "utf-8")]))
        \(HTML.empty("meta", [
            ("http-equiv", "Content-Security-Policy"),
            ("content", "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'"),
        ]))
        \(HTML.empty("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]))
        \(HTML.empty("meta", [("name", "generator"), ("content", "flowgraph")]))
        \(HTML.element("title", [], Escaping.html(title)))
        \(HTML.empty("link", [("rel", "stylesheet"), ("href", StyleSheet.fileName)]))
        </head>
        <body>
        \(navigation.map { HTML.element("nav", [], $0) + "\n" } ?? "")\(body)
        </body>
        </html>

        """
    }

    /// `file:line:column`, linked to the line when source links are on; a dash when there is no location.
    func source(_ location: SourceLocation?) -> String {
        guard let location else { return HTML.element("span", [("class", "none")], "—") }
        let code = HTML.element("code", [], Escaping.html(location.description))
        return sourceLinks.url(for: location).map { HTML.link(code, to: $0) } ?? code
    }

    /// A severity word in its colour.
    static func severity(_ severity: Severity) -> String {
        HTML.element("span", [("class", severity.rawValue)], severity.rawValue)
    }

    /// "2 errors" with the severity's colour.
    static func severityCount(_ number: Int, _ severity: Severity) -> String {
        HTML.element("span", [("class", severity.rawValue)], Escaping.html(DocsFacts.count(number, severity)))
    }

    /// Findings as a table, each row anchored so that other rows and pages can point at it. `screenLink`
    /// links the screen a finding is about, where it has one.
    func findingsTable(_ findings: [Finding], screenLink: (Finding) -> String?) -> String {
        guard !findings.isEmpty else { return HTML.element("p", [("class", "none")], "No findings.") }
        let rows = zip(1..., findings).map { number, finding in
            let about = finding.screen.map { screen in
                screenLink(finding).map { HTML.link(Escaping.html(screen), to: $0) } ?? Escaping.html(screen)
            } ?? ""
            return (
                id: Optional(PageNames.findingAnchor(number)),
                cells: [
                    Self.severity(finding.severity), HTML.element("code", [("class", "rule")], Escaping.html(finding.ruleID)),
                    Escaping.html(finding.message), about, source(finding.location),
                ]
            )
        }
        return HTML.table(headers: ["Severity", "Rule", "Finding", "Screen", "Source"], rows: rows)
    }
}
