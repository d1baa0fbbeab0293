import FlowModel
import FlowRendering
import Foundation

/// The HTML site: an index, a page per coordinator, the style sheet. The diagrams are SVG inline in the pages,
/// laid out by Graphviz, so the site needs no server, no network and no script.
struct HTMLSite {
    var facts: DocsFacts
    var options: DocsOptions

    private var names: PageNames { PageNames(fileExtension: "html") }
    private var layout: HTMLLayout { HTMLLayout(sourceLinks: options.sourceLinks) }

    /// - Throws: ``RenderingError`` when Graphviz cannot draw a diagram.
    func files() throws -> [DocsSite.File] {
        let model = facts.model
        let embedding = DiagramEmbedding(model: model, names: names)
        let overview = model.coordinators.isEmpty
            ? nil : try svg(OverviewStyler().style(facts.drawable), from: nil, embedding: embedding)
        let index = HTMLIndexPage(facts: facts, names: names, layout: layout, overview: overview)
        var files = [DocsSite.File(path: names.index, contents: Data(index.html(title: options.title).utf8))]
        for coordinator in facts.coordinators {
            let name = coordinator.coordinator.name
            let page = HTMLCoordinatorPage(
                facts: coordinator, model: model, names: names, layout: layout,
                diagram: try svg(facts.diagram(of: name), from: name, embedding: embedding)
            )
            files.append(DocsSite.File(
                path: names.coordinator(name), contents: Data(page.html(siteTitle: options.title).utf8)
            ))
        }
        files.append(DocsSite.File(path: StyleSheet.fileName, contents: Data(StyleSheet.text.utf8)))
        return files
    }

    private func svg(_ graph: StyledGraph, from page: String?, embedding: DiagramEmbedding) throws -> String {
        DiagramEmbedding.inline(try GraphvizRenderer.shared.renderSVG(embedding.linked(graph, from: page)))
    }
}
