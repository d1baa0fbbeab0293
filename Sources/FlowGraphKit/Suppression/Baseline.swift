import FlowRules
import Foundation

/// The findings a team has accepted for now, by keys that survive moving code: rule, coordinator, screen and
/// action, never a line number. `check --baseline` reports only findings beyond it.
public struct Baseline: Codable, Hashable, Sendable {
    /// The version of the file format this code writes and reads.
    public static let currentVersion = 1

    /// The stable identity of one finding.
    public struct Key: Codable, Hashable, Sendable, Comparable {
        public var rule: String
        public var coordinator: String?
        public var screen: String?
        public var action: String?
        /// The message, kept only for findings about no coordinator (extractor notes, unused suppressions), which
        /// the other keys cannot tell apart. Messages carry names and code, never line numbers.
        public var message: String?

        /// The key of `finding`.
        public init(_ finding: Finding) {
            rule = finding.ruleID
            coordinator = finding.coordinator
            screen = finding.screen
            action = finding.action
            message = finding.coordinator == nil ? finding.message : nil
        }

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.rule, lhs.coordinator ?? "", lhs.screen ?? "", lhs.action ?? "", lhs.message ?? "")
                < (rhs.rule, rhs.coordinator ?? "", rhs.screen ?? "", rhs.action ?? "", rhs.message ?? "")
        }
    }

    public var version: Int
    /// One key per finding, sorted; a key appears as often as findings had it.
    public var findings: [Key]

    /// The baseline of `findings`.
    public init(findings: [Finding]) {
        version = Self.currentVersion
        self.findings = findings.map(Key.init).sorted()
    }

    /// The findings not accounted for: each baseline key absorbs as many findings with that key as it appears.
    public func newFindings(in findings: [Finding]) -> [Finding] {
        var remaining = self.findings.reduce(into: [Key: Int]()) { counts, key in counts[key, default: 0] += 1 }
        return findings.filter { finding in
            let key = Key(finding)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    /// Pretty, key-sorted JSON ending in a newline, so that the committed file diffs well and does not change
    /// between runs.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// Reads the baseline file at `path`.
    /// - Throws: ``FlowGraphError/badInput(_:)`` naming the file when it is missing, not a baseline, or of another
    ///   version.
    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FlowGraphError.badInput("\(path): cannot read the baseline file")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw FlowGraphError.badInput("\(path): not a flowgraph baseline (write one with --write-baseline)")
        }
        guard baseline.version == currentVersion else {
            throw FlowGraphError.badInput("\(path): baseline version \(baseline.version) is not supported (expected \(currentVersion))")
        }
        return baseline
    }
}
