import FlowDocs
import FlowExtraction
import FlowGraphKit
import FlowModel
import FlowReporters
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Names written by hand in a model can hold anything. Every output must keep them text: never markup, never a
/// broken document, never a line break that splits a record, never a direction override that reorders a line.
@Suite("Hostile names in every output")
struct HostileNamesTests {
    static let coordinator = #"Evil "Co" <script>alert(1)</script>"#
    static let screens = [
        #"quote"and\back"#, "{{template}}", "line\nbreak", "cdata]]>end", "pipe|cell", "**bold** [link](http://x)",
        "graph TD; A-->B", "rtl\u{202E}fdp.exe", "separator\u{2028}x",
    ]
    static let action = "<img src=x onerror=alert(1)>"

    /// One coordinator whose entry leads nowhere: every other screen is unreachable, so each one is named in a
    /// finding, and the entry sends an action nothing handles.
    static func loaded() async throws -> LoadedInput {
        let model = NavigationModel(coordinators: [
            Coordinator(
                name: coordinator,
                entries: [Entry(screen: screens[0])],
                screens: screens.map { Screen(name: $0, location: SourceLocation(file: "Evil.swift", line: 3, column: 5)) }
                    + [Screen(name: "start", actions: [Action(name: action)])],
                transitions: [Transition(from: screens[0], action: action, kind: .present, mode: .push, to: Target(coordinator: coordinator, screen: screens[1]))]
            ),
        ])
        let text = String(decoding: try model.jsonData(), as: UTF8.self)
        return try await ModelLoading.load(InputContents(swiftSources: [], modelFiles: [SourceFile(path: "evil.flow.json", text: text)]))
    }

    static func report(_ id: String) async throws -> String {
        let input = try await loaded()
        let reporter = try #require(ReporterRegistry.reporter(id: id))
        return try reporter.report(FlowCheck.findings(in: input))
    }

    /// No raw hidden character anywhere: they are escaped or named.
    static func expectNoHiddenCharacters(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(!text.unicodeScalars.contains(where: HiddenCharacters.isHidden), sourceLocation: sourceLocation)
    }

    @Test("model JSON: every name round-trips exactly; hidden characters are \\u escapes")
    func modelJSON() async throws {
        let data = try FlowRender.render(try await Self.loaded(), format: .json)
        let text = String(decoding: data, as: UTF8.self)
        Self.expectNoHiddenCharacters(text)
        #expect(text.contains(#""rtl\u202efdp.exe""#))
        #expect(text.contains(#""separator\u2028x""#))
        let decoded = try JSONDecoder().decode(NavigationModel.self, from: data)
        #expect(decoded.coordinators.map(\.name) == [Self.coordinator])
        #expect(Set(decoded.coordinators[0].screens.map(\.name)) == Set(Self.screens + ["start"]))
    }

    @Test("JSON and SARIF reports: valid JSON whose messages decode to the names", arguments: ["json", "sarif"])
    func jsonReports(id: String) async throws {
        let text = try await Self.report(id)
        Self.expectNoHiddenCharacters(text)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let strings = Self.strings(in: object).joined(separator: "\n")
        #expect(strings.contains("rtl\u{202E}fdp.exe"))
        #expect(strings.contains(Self.coordinator))
    }

    @Test("JUnit and Checkstyle: well-formed XML with ]]> and markup as text", arguments: ["junit", "checkstyle"])
    func xmlReports(id: String) async throws {
        let text = try await Self.report(id)
        Self.expectNoHiddenCharacters(text)
        #expect(!text.contains("<script>"))
        #expect(!text.contains("]]>end"))
        #expect(text.contains("&#x202E;"))
        let document = try XMLDocument(data: Data(text.utf8), options: [])
        let content = (document.rootElement()?.xmlString ?? "")
        #expect(!content.contains("<img"))
    }

    @Test("Markdown: markup and table syntax escaped, one line per row, hidden characters named")
    func markdown() async throws {
        let text = try await Self.report("markdown")
        Self.expectNoHiddenCharacters(text)
        #expect(!text.contains("<script>") && !text.contains("<img"))
        #expect(text.contains("&lt;script&gt;"))
        #expect(text.contains("rtl&lt;U+202E&gt;fdp.exe"))
        #expect(text.contains(#"pipe\|cell"#))
        // Seven unreachable screens plus `start`, and the action nothing handles: one row each, four cells.
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| error | unreachable") || $0.hasPrefix("| warning | unhandled") }
        #expect(rows.count == 9)
        #expect(rows.allSatisfy { $0.hasSuffix(" |") && $0.split(separator: " | ", omittingEmptySubsequences: false).count == 4 })
        #expect(text.contains("line<br>break"))
    }

    @Test("GitHub annotations: one workflow command per finding, line breaks encoded")
    func github() async throws {
        let text = try await Self.report("github")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        #expect(lines.count == 9)
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") })
        #expect(text.contains("line%0Abreak"))
        #expect(text.contains("rtl<U+202E>fdp.exe"))
        Self.expectNoHiddenCharacters(text)
    }

    @Test("Xcode: one line per finding, hidden characters named")
    func xcode() async throws {
        let text = try await Self.report("xcode")
        Self.expectNoHiddenCharacters(text)
        #expect(text.contains("screen 'rtl<U+202E>fdp.exe' of Evil"))
        #expect(text.split(separator: "\n").count == 9)
        #expect(text.contains(#"screen 'line\nbreak' of Evil"#))
    }

    @Test("snapshot: one line per element; line breaks and hidden characters cannot split or reorder a line")
    func snapshot() async throws {
        let text = NavigationSnapshot(of: try await Self.loaded().model).text
        let lines = text.split(separator: "\n")
        #expect(lines.count == 1 + 1 + Self.screens.count + 1 + 1)
        #expect(lines.contains { $0.hasSuffix(#".line\nbreak"#) })
    }

    @Test("DOT: quotes and backslashes cannot end a string, line breaks are entities, hidden characters named")
    func dot() async throws {
        let text = String(decoding: try FlowRender.render(try await Self.loaded(), format: .dot), as: UTF8.self)
        Self.expectNoHiddenCharacters(text)
        #expect(text.contains(#"label="quote\"and&#92;&#92;back""#))
        #expect(text.contains(#"label="line&#10;break""#))
        #expect(text.contains(#"label="rtl<U+202E>fdp.exe""#))
        // Every quote inside a value is escaped, so quotes pair up on every line.
        for line in text.split(separator: "\n") {
            let unescaped = line.replacingOccurrences(of: #"\""#, with: "").filter { $0 == "\"" }.count
            #expect(unescaped % 2 == 0, "\(line)")
        }
    }

    @Test("SVG: well-formed, markup only as text, hidden characters named")
    func svg() async throws {
        let data = try FlowRender.render(try await Self.loaded(), format: .svg)
        let text = String(decoding: data, as: UTF8.self)
        Self.expectNoHiddenCharacters(text)
        #expect(!text.contains("<script") && !text.contains("<img"))
        let document = try XMLDocument(data: data, options: [])
        let labels = try document.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(labels.contains("rtl<U+202E>fdp.exe"))
        #expect(labels.contains(#"quote"and\back"#))
        #expect(labels.contains(Self.action))
        #expect(labels.contains(Self.coordinator))
    }

    @Test("Mermaid: quotes, markup and # as entity codes, line breaks as <br>, hidden characters named")
    func mermaid() async throws {
        let text = String(decoding: try FlowRender.render(try await Self.loaded(), format: .mermaid), as: UTF8.self)
        Self.expectNoHiddenCharacters(text)
        #expect(!text.contains("<script") && !text.contains("<img"))
        #expect(text.contains(##""Evil #quot;Co#quot; #lt;script#gt;alert(1)#lt;/script#gt;""##))
        #expect(text.contains(##""rtl#lt;U+202E#gt;fdp.exe""##))
        #expect(text.contains(##""line<br>break""##))
        #expect(text.contains(##"|"#lt;img src=x onerror=alert(1)#gt;"|"##))
    }

    @Test("docs site: no script from input, markup as text, hidden characters named, every page well-formed")
    func docsSite() async throws {
        let input = try await Self.loaded()
        let site = try DocsGenerator().site(for: input.model, findings: FlowCheck.findings(in: input))
        let pages = site.files.filter { $0.path.hasSuffix(".html") }
        #expect(!pages.isEmpty)
        for page in pages {
            let text = String(decoding: page.contents, as: UTF8.self)
            Self.expectNoHiddenCharacters(text)
            #expect(!text.contains("<script") && !text.contains("<img"), "\(page.path)")
            _ = try XMLDocument(data: page.contents, options: [])
        }
        let all = pages.map { String(decoding: $0.contents, as: UTF8.self) }.joined()
        #expect(all.contains("Evil &quot;Co&quot; &lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(all.contains("rtl&lt;U+202E&gt;fdp.exe"))
    }

    private static func strings(in object: Any) -> [String] {
        switch object {
        case let text as String: [text]
        case let array as [Any]: array.flatMap(strings(in:))
        case let dictionary as [String: Any]: dictionary.values.flatMap(strings(in:))
        default: []
        }
    }
}
