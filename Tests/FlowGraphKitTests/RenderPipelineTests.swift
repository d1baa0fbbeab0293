import FlowExtraction
import FlowGraphKit
import Foundation
import Testing

@Suite("The render step: options from the command line, and every format")
struct RenderPipelineTests {
    static let model = """
        version: 1
        coordinators:
          - name: Quay
            entries: [berths]
            screens: [berths, berth, tides, harbourMaster]
            transitions:
              - { from: berths, action: didPickBerth, mode: push, to: berth }
              - { from: berth, action: didTapTides, mode: sheet, to: tides }
              - { from: tides, action: didTapMaster, mode: push, to: harbourMaster }
        """

    private func loaded() async throws -> LoadedInput {
        try await ModelLoading.load(InputContents(
            swiftSources: [], modelFiles: [SourceFile(path: "quay.flow.yml", text: Self.model)]
        ))
    }

    @Test("options that do not go together are refused with one line")
    func badOptions() {
        let depth = #expect(throws: FlowGraphError.self) { try FlowRender.options(depth: 2) }
        #expect(depth?.description == "error: --depth needs --focus SCREEN")
        #expect(throws: FlowGraphError.self) { try FlowRender.options(focus: "berth", overview: true) }
    }

    @Test("a focused drawing through the pipeline keeps only the neighbourhood")
    func focus() async throws {
        let options = try FlowRender.options(focus: "berth", depth: 1, rankDirection: .leftToRight, theme: .dark)
        let input = try await loaded()
        let svg = String(decoding: try FlowRender.render(input, format: .svg, options: options), as: UTF8.self)
        #expect(svg.contains("id=\"fg_Quay__berths\""))
        #expect(svg.contains("id=\"fg_Quay__tides\""))
        #expect(!svg.contains("id=\"fg_Quay__harbourMaster\""))
        #expect(svg.contains("fill=\"#14191f\""), "the dark background")
        #expect(throws: FlowGraphError.self) {
            try FlowRender.render(input, format: .svg, options: try FlowRender.options(focus: "pier"))
        }
        #expect(throws: FlowGraphError.self) { try FlowRender.render(input, format: .json, options: options) }
    }

    @Test("PNG and PDF by name or extension, drawn by Graphviz's cairo plugin")
    func rasterFormats() async throws {
        #expect(RenderFormat(outputPath: "flow.PNG") == .png)
        #expect(RenderFormat(outputPath: "flow.pdf") == .pdf)
        let png = try FlowRender.render(try await loaded(), format: .png)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let pdf = try FlowRender.render(try await loaded(), format: .pdf)
        #expect(pdf.starts(with: Data("%PDF-".utf8)))
    }
}

@Suite("Render and docs read the configuration check reads")
struct ConfiguredDrawingTests {
    private func input() async throws -> LoadedInput {
        try await ModelLoading.load(InputContents(
            swiftSources: [], modelFiles: [SourceFile(path: "quay.flow.yml", text: RenderPipelineTests.model + """

                  - name: Ferry
                    screens: [deck]
                """)]
        ))
    }

    private let declaringDeck = """
        entries:
          - Ferry.deck
        """

    @Test("a declared entry is drawn as an entry, and the finding it answers is gone; a stale one is refused")
    func render() async throws {
        let input = try await input()
        let plain = String(decoding: try FlowRender.render(input, format: .dot), as: UTF8.self)
        #expect(plain.contains("error [missing_entry]"))
        let configuration = try ConfigurationFile.load(text: declaringDeck, path: ".flowgraph.yml")
        let configured = String(
            decoding: try FlowRender.render(input, format: .dot, configuration: configuration), as: UTF8.self
        )
        #expect(!configured.contains("missing_entry"))
        #expect(configured.contains(#""fg_Ferry__deck" [id="fg_Ferry__deck", label="deck", "#
            + #"tooltip="deck, a screen of Ferry&#10;quay.flow.yml:11:15&#10;entry (declared)", peripheries="2"]"#))
        let stale = try ConfigurationFile.load(text: "entries:\n  - Ferry.bridge\n", path: ".flowgraph.yml")
        #expect(throws: FlowGraphError.self) { try FlowRender.render(input, format: .svg, configuration: stale) }
    }

    @Test("the docs site shows the declared entry and leaves out the finding it answers")
    func docs() async throws {
        let folder = try TemporaryFolder()
        let configuration = try ConfigurationFile.load(text: declaringDeck, path: ".flowgraph.yml")
        let options = try DocsPipeline.options(format: .html, title: "Quay", sourceURLPrefix: nil)
        let loaded = try await input()
        try DocsPipeline.write(loaded, options: options, configuration: configuration, to: folder.path + "/site")
        let page = try String(contentsOfFile: folder.path + "/site/coordinator-Ferry.html", encoding: .utf8)
        #expect(page.contains("<td>yes (declared)</td>"))
        #expect(!page.contains("missing_entry"))
    }
}
