import FlowDocs
import FlowModel
import Foundation
import Testing

@Suite("Docs site: Markdown")
struct MarkdownSiteTests {
    let site: DocsSite

    init() throws {
        site = try DocsGenerator(options: DocsOptions(format: .markdown))
            .site(for: DocsFixtures.model, findings: DocsFixtures.findings)
    }

    private func text(_ path: String) -> String {
        site.files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
    }

    /// The targets of `[...](...)` links and the ids of `<a id>` anchors of a page.
    private func matches(_ pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test("an index and a page per coordinator, each with a Mermaid diagram")
    func pages() {
        #expect(site.files.map(\.path).filter { $0.hasSuffix(".md") }.sorted() == [
            "coordinator-BookingCoordinator.md",
            "coordinator-PaymentCoordinator.md",
            "coordinator-_x3C_script_x3E_alert_x28__x22_x_x22__x29__x3C__x2F_script_x3E__x20__x26__x20__x27_co_x27_.md",
            "index.md",
        ])
        #expect(text("index.md").contains("```mermaid\nflowchart TB\n"))
        #expect(text("index.md").contains("| missing\\_build\\_case | error | 1 |"))
        #expect(text("index.md").contains("### Not about a coordinator"))
        #expect(text("coordinator-BookingCoordinator.md")
            .contains("```mermaid\nflowchart TB\n    subgraph cluster_fg_BookingCoordinator"))
    }

    @Test("every link between and inside pages reaches a page and an anchor")
    func linksResolve() throws {
        for file in site.files where file.path.hasSuffix(".md") {
            for link in try matches(#"\]\(([^)\s]+)\)"#, in: text(file.path)) where !link.hasPrefix("https://") {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let target = parts[0].isEmpty ? file.path : String(parts[0])
                #expect(site.files.contains { $0.path == target }, "\(file.path): \(link)")
                if parts.count == 2 {
                    #expect(try matches(#"<a id="([^"]+)"></a>"#, in: text(target)).contains(String(parts[1])),
                            "\(file.path): \(link)")
                }
            }
        }
    }

    @Test("tables keep their cells: names with markup, pipes and backticks are escaped text")
    func escaping() throws {
        let page = try #require(site.files.first { $0.path.contains("script") })
        let markdown = String(decoding: page.contents, as: UTF8.self)
        #expect(markdown.contains(#"# \<script\>alert("x")\</script\> \& 'co'"#))
        // Every `<` is escaped, except in the page's own anchors.
        let withoutAnchors = try NSRegularExpression(pattern: #"<a id="[A-Za-z0-9_-]+"></a>"#)
            .stringByReplacingMatches(
                in: markdown, range: NSRange(markdown.startIndex..., in: markdown), withTemplate: ""
            )
        #expect(!withoutAnchors.replacingOccurrences(of: "\\<", with: "").contains("<"))
        let booking = text("coordinator-BookingCoordinator.md")
        #expect(booking.contains(
            "| <a id=\"transition-3\"></a>3 | [sailings](#screen-sailings) | didPickSailing | push"
                + " | [cabins](#screen-cabins) |"
                + " Sources/Booking/BookingCoordinator.swift:30:5 |"
        ))
        for line in booking.split(separator: "\n") where line.hasPrefix("| <a id=\"screen-") {
            #expect(line.filter { $0 == "|" }.count == 7, "a screen row has six cells: \(line)")
        }
    }
}
