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

    @Test("values the command line gets wrong are refused with one line naming what is accepted")
    func badOptions() {
        #expect(throws: FlowGraphError.self) { try FlowRender.options(rankDirection: "diagonal") }
        #expect(throws: FlowGraphError.self) { try FlowRender.options(theme: "neon") }
        #expect(throws: FlowGraphError.self) { try FlowRender.options(depth: 2) }
    }

    @Test("a focused drawing through the pipeline keeps only the neighbourhood")
    func focus() async throws {
        let options = try FlowRender.options(focus: "berth", depth: 1, rankDirection: "lr", theme: "dark")
        let input = try await loaded()
        let svg = String(decoding: try FlowRender.render(input, format: .svg, options: options), as: UTF8.self)
        #expect(svg.contains("id=\"fg_Quay__berths\""))
        #expect(svg.contains("id=\"fg_Quay__tides\""))
        #expect(!svg.contains("id=\"fg_Quay__harbourMaster\""))
        #expect(svg.contains("fill=\"#14191f\""), "the dark background")
        #expect(throws: FlowGraphError.self) {
            try FlowRender.render(input, format: .svg, options: try FlowRender.options(focus: "pier"))
        }
    }

    @Test("PNG and PDF by name or extension, drawn by Graphviz's cairo plugin")
    func rasterFormats() async throws {
        #expect(RenderFormat(outputPath: "flow.PNG") == .png)
        #expect(RenderFormat(outputPath: "flow.pdf") == .pdf)
        #expect(try RenderFormat(argument: "png") == .png)
        let png = try FlowRender.render(try await loaded(), format: .png)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let pdf = try FlowRender.render(try await loaded(), format: .pdf)
        #expect(pdf.starts(with: Data("%PDF-".utf8)))
    }
}
