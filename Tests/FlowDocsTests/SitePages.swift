import FlowDocs
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A generated HTML site, every page parsed as XML (the pages are written well-formed for this), with the
/// lookups link and escaping tests need.
struct SitePages {
    let site: DocsSite
    let pages: [String: XMLElement]

    init(_ site: DocsSite) throws {
        self.site = site
        var pages: [String: XMLElement] = [:]
        for file in site.files where file.path.hasSuffix(".html") {
            let document = try XMLDocument(data: file.contents, options: [])
            guard let root = document.rootElement() else { throw CocoaError(.fileReadCorruptFile) }
            pages[file.path] = root
        }
        self.pages = pages
    }

    func text(of path: String) -> String {
        site.files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
    }

    /// Every element of a page, in document order.
    func elements(in path: String) -> [XMLElement] {
        pages[path].map { [$0] + $0.descendants } ?? []
    }

    /// The `id`s of a page.
    func ids(in path: String) -> [String] {
        elements(in: path).compactMap { $0.value(of: "id") }
    }

    /// Every link of a page: HTML `href`s and the SVG's `xlink:href`s.
    func links(in path: String) -> [String] {
        elements(in: path).filter { $0.localName == "a" || $0.localName == "link" }
            .compactMap { $0.value(of: "href") ?? $0.value(of: "xlink:href") }
    }

    /// The links out of the site (source links), and for the rest the page and anchor each points at that does
    /// not exist.
    func brokenLinks() -> [String] {
        var broken: [String] = []
        for page in pages.keys.sorted() {
            for link in links(in: page) where !link.hasPrefix("https://") {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let target = parts[0].isEmpty ? page : String(parts[0])
                guard site.files.contains(where: { $0.path == target }) else {
                    broken.append("\(page): \(link) (no such file)")
                    continue
                }
                if parts.count == 2, !ids(in: target).contains(String(parts[1])) {
                    broken.append("\(page): \(link) (no such anchor)")
                }
            }
        }
        return broken
    }

    /// The node of a drawing on a page, by its SVG id.
    func svgNode(_ id: String, in path: String) -> XMLElement? {
        elements(in: path).first { $0.localName == "g" && $0.value(of: "id") == id }
    }

    /// Where a drawing's node links to: the `xlink:href` of the `<a>` Graphviz wraps around it.
    func nodeLink(_ id: String, in path: String) -> String? {
        svgNode(id, in: path)?.descendants.first { $0.localName == "a" }?.value(of: "xlink:href")
    }

    /// The cells of each row whose id starts with `prefix`.
    func rows(withIDPrefix prefix: String, in path: String) -> [[String]] {
        elements(in: path).filter { $0.localName == "tr" && $0.value(of: "id")?.hasPrefix(prefix) == true }
            .map { row in row.children?.compactMap { ($0 as? XMLElement)?.stringValue } ?? [] }
    }

    /// The table row with this id.
    func row(_ id: String, in path: String) -> [String]? {
        elements(in: path).first { $0.localName == "tr" && $0.value(of: "id") == id }
            .map { row in row.children?.compactMap { ($0 as? XMLElement)?.stringValue } ?? [] }
    }
}

extension XMLElement {
    var descendants: [XMLElement] {
        (children ?? []).compactMap { $0 as? XMLElement }.flatMap { [$0] + $0.descendants }
    }

    /// The attribute by its qualified name; searched directly because on Linux `attribute(forName:)` misses
    /// unprefixed attributes of elements in a default namespace.
    func value(of attribute: String) -> String? {
        attributes?.first { $0.name == attribute }?.stringValue
    }
}
