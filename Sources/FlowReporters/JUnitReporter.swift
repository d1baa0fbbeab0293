import FlowModel
import FlowRules

/// JUnit XML, which Jenkins, GitLab, Azure Pipelines, CircleCI and Buildkite show as test results.
///
/// One test suite per rule rather than per file: every finding has a rule but not every finding has a file, and
/// rules are stable while files move, so a CI system's test history lines up across runs. Each known rule is a
/// suite even when it found nothing (one passing case), so a clean run shows the checks that passed instead of an
/// empty report that some CI systems reject. Each finding is one failing case, named by what it is about.
public struct JUnitReporter: Reporter {
    public static let id = "junit"

    public init() {}

    public func report(_ findings: [Finding]) throws -> String {
        let suites = FindingCatalogue.covering(findings).map { rule in
            suite(for: rule, findings: findings.filter { $0.ruleID == rule.id })
        }
        let root = XMLNode(
            "testsuites",
            [("name", ToolIdentity.name), ("tests", String(suites.map(\.tests).reduce(0, +))),
             ("failures", String(findings.count))],
            children: suites.map(\.node)
        )
        return root.document()
    }

    private func suite(for rule: FindingDescriptor, findings: [Finding]) -> (node: XMLNode, tests: Int) {
        let cases = findings.isEmpty
            ? [XMLNode("testcase", [("classname", className(rule.id)), ("name", "no findings")])]
            : findings.map(testCase)
        let node = XMLNode(
            "testsuite",
            [("name", rule.id), ("tests", String(cases.count)), ("failures", String(findings.count))],
            children: cases
        )
        return (node, cases.count)
    }

    private func testCase(_ finding: Finding) -> XMLNode {
        let place = finding.location?.description
        let failure = XMLNode(
            "failure",
            [("type", finding.severity.rawValue), ("message", finding.message)],
            text: [place, finding.message].compactMap { $0 }.joined(separator: ": ")
        )
        return XMLNode(
            "testcase",
            [
                ("classname", className(finding.ruleID)),
                ("name", finding.subject ?? place ?? finding.message),
                ("file", finding.location?.file),
                ("line", finding.location.map { String($0.line) }),
            ],
            children: [failure]
        )
    }

    private func className(_ ruleID: String) -> String {
        "\(ToolIdentity.name).\(ruleID)"
    }
}
