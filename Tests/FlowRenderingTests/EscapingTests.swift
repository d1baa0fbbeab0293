import FlowModel
import Foundation
import Testing
@testable import FlowRendering

@Suite("Names from source stay text")
struct EscapingTests {
    static let markup = #"<b>"x" & y</b>"#
    static let backslash = #"back\slash"#
    static let labelEscape = #"\N"#
    static let trailing = #"ends\"#
    static let entity = "a&amp;b"
    static let awkwardNames = [markup, backslash, labelEscape, trailing, entity]
    static let coordinator = "Odd & <Names>"

    let svg: SVGDocument
    let dot: String
    let mermaid: String

    init() throws {
        let graph = try FlowStyler().style(Fixtures.awkward(Self.awkwardNames))
        svg = try SVGDocument(GraphvizRenderer.shared.renderSVG(graph))
        dot = DOTWriter().write(graph)
        mermaid = MermaidWriter().write(graph)
    }

    @Test("labels and tooltips in the SVG show exactly the name", arguments: awkwardNames)
    func svgText(name: String) throws {
        let node = try #require(svg.group(id: DiagramID.screen(name, in: Self.coordinator)))
        #expect(node.texts == [name])
        let firstLine = node.tooltip?.split(separator: "\n").first.map(String.init)
        #expect(firstLine == "\(name), a screen of \(Self.coordinator)")
        #expect(node.tooltip?.contains(#"Sources/Odd\Names.swift:4:9"#) == true)
        #expect(svg.groups(ofClass: "cluster").first?.texts == [Self.coordinator])
    }

    @Test("edge labels show exactly the action")
    func edgeText() {
        let labels = svg.groups(ofClass: "edge").flatMap(\.texts)
        #expect(labels.sorted() == Self.awkwardNames.dropFirst().map { "go \($0)" }.sorted())
    }

    @Test("DOT: & as an entity, backslashes as entities Graphviz reduces to one, quotes escaped for DOT")
    func dotText() {
        #expect(dot.contains(#"label="<b>\"x\" &amp; y</b>""#))
        #expect(dot.contains(#"label="back&#92;&#92;slash""#))
        #expect(dot.contains(#"label="&#92;&#92;N""#))
        #expect(dot.contains(#"label="ends&#92;&#92;""#))
        #expect(dot.contains(#"label="a&amp;amp;b""#))
        #expect(dot.contains(
            #"tooltip="back&#92;&#92;&#92;&#92;slash, a screen of Odd &amp; <Names>&#10;"#
                + #"Sources/Odd&#92;&#92;&#92;&#92;Names.swift:4:9""#
        ))
        #expect(!dot.contains("\\\\"), "no raw backslash reaches Graphviz")
        #expect(dot.contains(#"subgraph "cluster_fg_Odd_x20__x26__x20__x3C_Names_x3E_" {"#))
    }

    @Test("Mermaid: quoted labels with entity codes")
    func mermaidText() {
        let id = DiagramID.screen(Self.markup, in: Self.coordinator)
        #expect(mermaid.contains(##"\##(id)[["#lt;b#gt;#quot;x#quot; #amp; y#lt;/b#gt;"]]"##))
        #expect(mermaid.contains(#"("back\slash")"#))
        #expect(mermaid.contains(##"("a#amp;amp;b")"##))
        #expect(mermaid.contains(
            ##"subgraph cluster_fg_Odd_x20__x26__x20__x3C_Names_x3E_["Odd #amp; #lt;Names#gt;"]"##
        ))
        #expect(mermaid.contains(#"-->|"go back\slash"|"#))
    }

    @Test("control characters show as visible symbols, never as bytes XML cannot carry")
    func controlCharacters() throws {
        let name = "tab\there\u{1}\u{7F}"
        let graph = try FlowStyler().style(Fixtures.awkward([name]))
        let svg = try SVGDocument(GraphvizRenderer.shared.renderSVG(graph))
        let node = try #require(svg.group(id: DiagramID.screen(name, in: Self.coordinator)))
        #expect(node.texts == ["tab\u{2409}here\u{2401}\u{2421}"])
        #expect(Escaping.graphvizLabel("one\ntwo") == "one&#10;two")
        #expect(Escaping.mermaidLabel("one\ntwo\u{0}") == "one<br>two\u{2400}")
    }

    @Test("each character of a label or tooltip is written on its own, whatever stands around it")
    func everyCharacterOnItsOwn() {
        // Every ASCII character and a line break, as tooltips have them, with and without a ship after them.
        let ascii = String(decoding: Array(0..<128).map(UInt8.init) + Array("\n".utf8), as: UTF8.self)
        #expect(Escaping.graphvizTooltip(ascii + "⛴") == Escaping.graphvizTooltip(ascii) + "⛴")
        #expect(Escaping.graphvizLabel(ascii + "⛴") == Escaping.graphvizLabel(ascii) + "⛴")
        #expect(Escaping.graphvizTooltip("dock &\\ quay\n\u{1}") == "dock &amp;&#92;&#92;&#92;&#92; quay&#10;\u{2401}")
        #expect(Escaping.graphvizLabel("rtl\u{202E}é → \u{85}") == "rtl<U+202E>é → \u{FFFD}")
    }

    @Test("diagram ids keep letters and digits and hex-escape every other byte, `_` included")
    func diagramIDs() {
        #expect(DiagramID.screen("cart", in: "CheckoutCoordinator") == "fg_CheckoutCoordinator__cart")
        #expect(DiagramID.cluster("CheckoutCoordinator") == "cluster_fg_CheckoutCoordinator")
        #expect(DiagramID.screen("café", in: "A") == "fg_A__caf_xC3__xA9_")
        #expect(DiagramID.screen("snake_case", in: "A") == "fg_A__snake_x5F_case")
        #expect(DiagramID.screen("a.", in: "A") != DiagramID.screen("a_x2E_", in: "A"))
        #expect(DiagramID.screen("_b", in: "A_") != DiagramID.screen("__b", in: "A"))
    }
}
