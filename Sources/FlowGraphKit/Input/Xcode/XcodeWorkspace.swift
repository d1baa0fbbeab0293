import FlowModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The projects an Xcode workspace (`.xcworkspace`) gathers, read from its `contents.xcworkspacedata`.
///
/// Each `FileRef` names a file by a location: `group:` relative to the enclosing `Group`'s location (the
/// workspace's folder at the top), `container:` relative to the workspace's folder, `absolute:` as it is. Files
/// other than `.xcodeproj` folders, and other kinds of location, hold no targets and are passed over.
enum XcodeWorkspace {
    /// The paths of the workspace's projects, in the order it lists them, without repeats.
    /// - Throws: ``FlowGraphError`` naming the workspace's contents file when it cannot be read or is not XML.
    static func projects(in workspace: String) throws -> [String] {
        let contents = PathText.joined(workspace, "contents.xcworkspacedata")
        let text: String
        switch InputFileReader.read(contents, as: .projectFile) {
        case let .success(file): text = file.text
        case let .failure(refusal): throw FlowGraphError.badInput("\(contents): \(refusal.reason)")
        }
        let reader = WorkspaceXMLReader(folder: PathText.folder(of: workspace))
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        guard parser.parse() else {
            let location = SourceLocation(file: contents, line: parser.lineNumber, column: max(parser.columnNumber, 1))
            // Foundation's own description of the error is "The operation could not be completed"; its code says more.
            let reason = "the XML is malformed" + ((parser.parserError as NSError?).map { " (XMLParser error \($0.code))" } ?? "")
            throw FlowGraphError.invalidModel(ModelLoadFailure(problems: [
                ModelProblem(location: location, message: "not a readable workspace file: \(reason)"),
            ]))
        }
        var seen: Set<String> = []
        return reader.projects.filter { seen.insert($0).inserted }
    }
}

/// Follows the workspace's groups as Foundation's XML parser meets them, resolving each file's location.
private final class WorkspaceXMLReader: NSObject, XMLParserDelegate {
    private let folder: String
    /// The folder of each open element, innermost last: a group's own, else its parent's.
    private var open: [String]
    private(set) var projects: [String] = []

    init(folder: String) {
        self.folder = folder
        open = [folder]
    }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        let enclosing = open.last ?? folder
        let location = attributes["location"].flatMap { resolve($0, in: enclosing) }
        if element == "FileRef", let location, location.hasSuffix(".xcodeproj") { projects.append(location) }
        open.append(element == "Group" ? location ?? enclosing : enclosing)
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if open.count > 1 { open.removeLast() }
    }

    private func resolve(_ location: String, in enclosing: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let path = String(location[location.index(after: colon)...])
        switch location[..<colon] {
        case "group": return PathText.joined(enclosing, path)
        case "container": return PathText.joined(folder, path)
        case "absolute": return PathText.normalized(path)
        default: return nil
        }
    }
}
