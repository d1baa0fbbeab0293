import Foundation
import SwiftParser
import SwiftSyntax

/// parse-only [--jobs N] [--walk] PATH...
///
/// Reads every `.swift` file under the PATHs (hidden folders skipped, as flowgraph skips them), parses each with
/// swift-syntax and drops the tree. `--jobs 1` (the default) is the single-core floor; `--jobs N` splits the files
/// over N tasks. `--walk` also visits every node of each tree once with a `SyntaxVisitor` that does nothing but
/// count them: the floor of any reader built on swift-syntax's visitors, which must at least do that. Prints the
/// number of files and bytes read and of top-level statements parsed (and nodes visited), so that the work cannot
/// be optimised away.

/// Visits every node and counts them; what a reader costs before it does anything with a node.
final class NodeCounter: SyntaxAnyVisitor {
    var nodes = 0

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        nodes += 1
        return .visitChildren
    }
}

func swiftFiles(under path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { return path.hasSuffix(".swift") ? [path] : [] }
    let root = URL(fileURLWithPath: path)
    let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]
    )
    var files: [String] = []
    while let url = enumerator?.nextObject() as? URL {
        if url.pathExtension == "swift" { files.append(url.path) }
    }
    return files.sorted()
}

/// Parses `files` (and walks each tree when `walks`) and returns (bytes read, top-level statements parsed, nodes
/// visited).
func parse(_ files: ArraySlice<String>, walks: Bool) -> (bytes: Int, statements: Int, nodes: Int) {
    var bytes = 0, statements = 0, nodes = 0
    for file in files {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        let text = String(decoding: data, as: UTF8.self)
        bytes += data.count
        let tree = Parser.parse(source: text)
        statements += tree.statements.count
        if walks {
            let counter = NodeCounter(viewMode: .sourceAccurate)
            counter.walk(tree)
            nodes += counter.nodes
        }
    }
    return (bytes, statements, nodes)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var jobs = 1
if let flag = arguments.firstIndex(of: "--jobs"), flag + 1 < arguments.count, let count = Int(arguments[flag + 1]) {
    jobs = max(1, count)
    arguments.removeSubrange(flag...(flag + 1))
}
let walks = arguments.contains("--walk")
arguments.removeAll { $0 == "--walk" }
guard !arguments.isEmpty else {
    FileHandle.standardError.write(Data("usage: parse-only [--jobs N] [--walk] PATH...\n".utf8))
    exit(2)
}
let files = arguments.flatMap(swiftFiles(under:))
let chunk = (files.count + jobs - 1) / max(jobs, 1)
let totals = await withTaskGroup(of: (bytes: Int, statements: Int, nodes: Int).self) { group in
    for start in stride(from: 0, to: files.count, by: max(chunk, 1)) {
        let slice = files[start..<min(start + chunk, files.count)]
        group.addTask { parse(slice, walks: walks) }
    }
    var totals = (bytes: 0, statements: 0, nodes: 0)
    for await part in group {
        totals.bytes += part.bytes
        totals.statements += part.statements
        totals.nodes += part.nodes
    }
    return totals
}
print("\(files.count) files, \(totals.bytes) bytes, \(totals.statements) top-level statements"
    + (walks ? ", \(totals.nodes) nodes visited" : ""))
