import FlowDocs
import FlowModel
import FlowRendering
import FlowRules
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@Suite("Docs site: HTML")
struct HTMLSiteTests {
    static let prefix = "https://github.com/org/ferry/blob/main/"
    let pages: SitePages

    init() throws {
        let options = DocsOptions(title: "Ferry & <Co>", sourceLinks: try SourceLinks(prefix: Self.prefix))
        let site = try DocsGenerator(options: options).site(for: DocsFixtures.model, findings: DocsFixtures.findings)
        pages = try SitePages(site)
    }

    private var booking: String { "coordinator-BookingCoordinator.html" }

    @Test("an index, a page per coordinator, the style sheet and the marker; nothing else")
    func files() {
        #expect(pages.site.files.map(\.path) == [
            "index.html",
            // Coordinators in name order: `<` sorts before letters.
            "coordinator-_x3C_script_x3E_alert_x28__x22_x_x22__x29__x3C__x2F_script_x3E__x20__x26__x20__x27_co_x27_"
                + ".html",
            "coordinator-BookingCoordinator.html",
            "coordinator-PaymentCoordinator.html",
            "style.css",
            ".flowgraph-docs",
        ])
    }

    @Test("every internal link, in tables and in diagrams, reaches an existing page and anchor")
    func linksResolve() {
        #expect(pages.brokenLinks() == [])
        #expect(pages.links(in: booking).contains("#screen-cabins"))
        #expect(pages.links(in: "index.html").contains(booking))
    }

    @Test("ids are unique on every page")
    func uniqueIDs() {
        for page in pages.pages.keys {
            let ids = pages.ids(in: page)
            #expect(Set(ids).count == ids.count, "\(page) repeats an id")
        }
    }

    @Test("every screen in a coordinator's diagram links to its row; the child coordinator to its page")
    func diagramLinks() throws {
        for screen in ["sailings", "cabins", "ticket", "lostProperty"] {
            #expect(pages.nodeLink("fg_BookingCoordinator__\(screen)", in: booking) == "#screen-\(screen)")
            #expect(pages.row("screen-\(screen)", in: booking)?.first == screen)
        }
        #expect(pages.nodeLink("fgc_PaymentCoordinator", in: booking) == "coordinator-PaymentCoordinator.html")
        #expect(pages.svgNode("fgq_BookingCoordinator__weather", in: booking) != nil)
        #expect(pages.nodeLink("fgq_BookingCoordinator__weather", in: booking) == nil)
    }

    @Test("the index overview has one node per coordinator, linked to its page, and an arrow for the child start")
    func overview() throws {
        let nodes = pages.elements(in: "index.html").filter { $0.localName == "g" && $0.value(of: "class") == "node" }
        #expect(nodes.count == 3)
        #expect(pages.nodeLink("fgc_PaymentCoordinator", in: "index.html") == "coordinator-PaymentCoordinator.html")
        let edges = pages.elements(in: "index.html").filter { $0.localName == "g" && $0.value(of: "class") == "edge" }
        #expect(edges.map { $0.descendants.first { $0.localName == "title" }?.stringValue } == [
            "fgc_BookingCoordinator->fgc_PaymentCoordinator",
        ])
    }

    @Test("screens: entry, built, reachable, findings and where each is declared, linked to the source line")
    func screensTable() {
        #expect(pages.row("screen-sailings", in: booking) == [
            "sailings", "yes (root)", "yes", "yes", "0", "Sources/Booking/BookingCoordinator.swift:6:5",
        ])
        #expect(pages.row("screen-cabins", in: booking)?[1...3] == ["no", "no", "yes"])
        #expect(pages.row("screen-ticket", in: booking)?[1] == "yes (deepLink)")
        #expect(pages.row("screen-lostProperty", in: booking)?[3] == "no")
        #expect(pages.links(in: booking).contains(Self.prefix + "Sources/Booking/BookingCoordinator.swift#L6"))
        // A path with a space is percent-encoded, not cut short.
        #expect(pages.links(in: "coordinator-PaymentCoordinator.html")
            .contains(Self.prefix + "Sources/Payment/Payment%20Coordinator.swift#L5"))
    }

    @Test("actions: declared where, dispatched or not, and the transitions that handle them")
    func actionsTable() {
        #expect(pages.row("action-cabins-didPay", in: booking) == [
            "cabins", "didPay", "Sources/Booking/BookingCoordinator.swift:14:5", "yes", "transition 1, transition 2",
        ])
        #expect(pages.row("action-cabins-didTapHelp", in: booking)?[3...4] == ["no", "no navigation"])
        #expect(pages.row("action-sailings-idle", in: booking)?[4] == "ignored")
        #expect(pages.links(in: booking).contains("#transition-1"))
    }

    @Test("transitions: from, action, step, target (linked across pages) and source")
    func transitionsTable() {
        // In the model's canonical order: by screen, then action, then kind.
        #expect(pages.row("transition-3", in: booking) == [
            "3", "sailings", "didPickSailing", "push", "cabins", "Sources/Booking/BookingCoordinator.swift:30:5",
        ])
        #expect(pages.row("transition-2", in: booking)?[3...4] == [
            "start child coordinator as sheet, conditional", "PaymentCoordinator",
        ])
        #expect(pages.row("transition-1", in: booking)?[4] == "weather (undeclared)")
        let payment = "coordinator-PaymentCoordinator.html"
        #expect(pages.row("transition-1", in: payment)?[3...4] == ["dismiss to", "BookingCoordinator.sailings"])
        #expect(pages.row("transition-2", in: payment)?[4] == "—")
        #expect(pages.links(in: payment).contains("coordinator-BookingCoordinator.html#screen-sailings"))
    }

    @Test("findings on their coordinator's page; the index counts them by rule and lists the unattributed note")
    func findings() throws {
        let ruleCells = pages.rows(withIDPrefix: "finding-", in: booking).map { $0[1] }
        #expect(ruleCells.contains("missing_build_case"))
        #expect(ruleCells.contains("unknown_destination"))
        #expect(ruleCells.contains("unreachable_screen"))
        let index = pages.text(of: "index.html")
        #expect(index.contains("could not resolve destination of &lt;route&gt;"))
        #expect(pages.ids(in: "index.html").contains("findings"))
    }

    @Test("names with markup, quotes and & are text everywhere: no element, attribute or link comes from them")
    func escaping() throws {
        for page in pages.pages.keys {
            let elements = pages.elements(in: page)
            #expect(!elements.contains { $0.localName == "script" }, "\(page) has a script element")
            #expect(!elements.contains { element in
                (element.attributes ?? []).contains { $0.name?.lowercased().hasPrefix("on") == true }
            }, "\(page) has an event handler")
            #expect(!pages.links(in: page).contains { $0.lowercased().hasPrefix("javascript:") })
        }
        let awkwardPage = try #require(pages.pages.keys.first { $0.contains("script") })
        let heading = pages.elements(in: awkwardPage).first { $0.localName == "h1" }
        #expect(heading?.stringValue == DocsFixtures.awkward)
        #expect(pages.elements(in: "index.html").first { $0.localName == "title" }?.stringValue == "Ferry & <Co>")
        let escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;"
        #expect(pages.text(of: awkwardPage).contains(escaped))
    }

    @Test("pages forbid scripts outright and the site needs nothing from the network")
    func noScripts() {
        for page in pages.pages.keys {
            let policy = pages.elements(in: page).first { $0.value(of: "http-equiv") == "Content-Security-Policy" }
            #expect(policy?.value(of: "content")?.contains("script-src 'none'") == true)
            let external = pages.elements(in: page).compactMap { $0.value(of: "src") }
            #expect(external.isEmpty)
        }
    }

    @Test("the same model gives the same bytes")
    func deterministic() throws {
        let options = DocsOptions(title: "Ferry & <Co>", sourceLinks: try SourceLinks(prefix: Self.prefix))
        let again = try DocsGenerator(options: options)
            .site(for: DocsFixtures.model, findings: DocsFixtures.findings.reversed())
        #expect(again.files.map(\.contents) == pages.site.files.map(\.contents))
    }

    @Test("source links: only http(s) prefixes; absolute paths inside the root are linked by their path from it")
    func sourceLinks() throws {
        #expect(throws: DocsError.invalidSourceURLPrefix("javascript:alert(1)//")) {
            try SourceLinks(prefix: "javascript:alert(1)//")
        }
        let links = try SourceLinks(prefix: "https://example.com/blob/main/", root: "/work/app/")
        #expect(links.url(for: SourceLocation(file: "/work/app/Sources/A.swift", line: 3, column: 1))
            == "https://example.com/blob/main/Sources/A.swift#L3")
        #expect(links.url(for: SourceLocation(file: "/elsewhere/A.swift", line: 3, column: 1)) == nil)
        #expect(links.url(for: SourceLocation(file: "./Sources/#odd (1).swift", line: 9, column: 1))
            == "https://example.com/blob/main/Sources/%23odd%20%281%29.swift#L9")
        #expect(SourceLinks().url(for: SourceLocation(file: "A.swift", line: 1, column: 1)) == nil)
    }
}

@Suite("Docs site: an empty model")
struct EmptySiteTests {
    @Test("a model without coordinators gets an index that says so, and no empty diagram")
    func empty() throws {
        let pages = try SitePages(DocsGenerator().site(for: NavigationModel(coordinators: []), findings: []))
        #expect(pages.pages.keys.sorted() == ["index.html"])
        #expect(!pages.elements(in: "index.html").contains { $0.localName == "svg" })
        #expect(pages.text(of: "index.html").contains("No coordinators."))
        #expect(pages.brokenLinks() == [])
    }
}
