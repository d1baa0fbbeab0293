import FlowExtraction
import FlowModel
import FlowRules
import Foundation

/// A `// flowgraph:disable <rule>...` comment (suppressing findings on its own line) or
/// `// flowgraph:disable:next <rule>...` (on the next line) in a Swift source.
public struct InlineSuppression: Hashable, Sendable {
    /// The rule list entry that suppresses every rule.
    static let allRules = "all"

    /// Where the comment starts (the `//`).
    public var location: SourceLocation
    /// The line whose findings it suppresses.
    public var line: Int
    /// The rule ids as written, in order; ``allRules`` stands for every rule.
    public var ruleIDs: [String]

    /// Every suppression comment in `file`. A plain line scan: extraction skips comments, and the comment only
    /// needs its line, so no syntax tree is built for files without one.
    public static func scan(_ file: SourceFile) -> [InlineSuppression] {
        guard mentionsMarker(file.text) else { return [] }
        var found: [InlineSuppression] = []
        for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let suppression = parse(Substring(line), file: file.path, line: index + 1) else { continue }
            found.append(suppression)
        }
        return found
    }

    /// Whether `text` holds "flowgraph:disable" anywhere, compared byte by byte. With Foundation imported,
    /// `String.contains` bridged every file to an NSString: a quarter of a run that found every file cached. The
    /// standard library's generic `contains` on the UTF-8 views was slower still (200 times this loop).
    private static func mentionsMarker(_ text: String) -> Bool {
        let marker = Array("flowgraph:disable".utf8)
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= marker.count else { return false }
            for start in 0...(bytes.count - marker.count) where bytes[start] == marker[0] {
                var matched = 1
                while matched < marker.count, bytes[start + matched] == marker[matched] { matched += 1 }
                if matched == marker.count { return true }
            }
            return false
        }
    }

    private static func parse(_ text: Substring, file: String, line: Int) -> InlineSuppression? {
        guard let marker = text.range(of: "flowgraph:disable") else { return nil }
        let beforeMarker = text[..<marker.lowerBound]
        guard let slashes = beforeMarker.range(of: "//", options: .backwards),
              beforeMarker[slashes.upperBound...].allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        var rest = text[marker.upperBound...]
        let next = rest.hasPrefix(":next")
        if next { rest = rest.dropFirst(":next".count) }
        // `flowgraph:disabled` or `flowgraph:disable:previous` are not this command.
        guard let separator = rest.first, separator == " " || separator == "\t" else { return nil }
        let ids = rest.split { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" }.map(String.init)
        guard !ids.isEmpty else { return nil }
        let column = text.utf8.distance(from: text.startIndex, to: slashes.lowerBound) + 1
        return InlineSuppression(
            location: SourceLocation(file: file, line: line, column: column),
            line: next ? line + 1 : line,
            ruleIDs: ids
        )
    }

    /// Whether this suppression, for its entry `ruleID`, covers `finding`.
    func covers(_ finding: Finding, as ruleID: String) -> Bool {
        guard let location = finding.location, location.file == self.location.file, location.line == line else {
            return false
        }
        return ruleID == Self.allRules || ruleID == finding.ruleID
    }
}
