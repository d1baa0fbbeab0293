import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A reporter's XML output parsed back with Foundation's XML parser, to prove it is well-formed and that every
/// value survives escaping.
struct XMLReport {
    let document: XMLDocument

    init(_ text: String) throws {
        document = try XMLDocument(data: Data(text.utf8))
    }

    /// The elements an XPath expression selects.
    func elements(_ path: String) throws -> [XMLElement] {
        try document.nodes(forXPath: path).compactMap { $0 as? XMLElement }
    }

    /// The value of `name` on each element `path` selects, in document order.
    func attribute(_ name: String, of path: String) throws -> [String?] {
        try elements(path).map { $0.attribute(forName: name)?.stringValue }
    }
}
