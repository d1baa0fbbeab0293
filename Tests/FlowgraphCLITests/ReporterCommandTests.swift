import Foundation
import Testing

@Suite("flowgraph check reporters and --quiet")
struct ReporterCommandTests {
    @Test("--quiet prints nothing and keeps the exit status; reports to files are still written")
    func quiet() throws {
        let folder = NSTemporaryDirectory() + "flowgraph-quiet-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let failing = try FlowgraphProcess.run(["check", "--quiet", "bakery-faults.flow.yml", "--reporter", "xcode", "--reporter", "junit:\(folder)/junit.xml"])
        #expect(failing.status == 1)
        #expect(failing.standardOutput == "")
        #expect(failing.standardError == "")
        #expect(FileManager.default.fileExists(atPath: folder + "/junit.xml"))
        let clean = try FlowgraphProcess.run(["check", "--quiet", "bakery-clean.flow.yml"])
        #expect(clean.status == 0)
        #expect(clean.standardOutput == "")
    }

    @Test("github annotations and the summary table from one run")
    func githubAndSummary() throws {
        let result = try FlowgraphProcess.run(["check", "bakery-faults.flow.yml", "--reporter", "github", "--reporter", "summary"])
        #expect(result.status == 1)
        #expect(result.standardOutput == """
            ::error file=bakery-faults.flow.yml,line=9,col=9,title=unreachable_screen::screen 'oven' of BakeryCoordinator is not reachable from any entry
            ::error file=bakery-faults.flow.yml,line=11,col=9,title=unknown_destination::sheet from 'counter' on 'didTapReceipt' goes to screen 'receipt', which BakeryCoordinator does not declare
            rule                 error  warning  info  note  total
            unknown_destination      1        0     0     0      1
            unreachable_screen       1        0     0     0      1
            total                    2        0     0     0      2

            """)
    }

    @Test("SARIF from Swift source: the driver's version is the tool's, and unresolved navigation has its note descriptor")
    func sarifFromSource() throws {
        let folder = NSTemporaryDirectory() + "flowgraph-sarif-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Written at run time: a .swift file among the fixtures would be compiled into this test target.
        try """
            enum TidePath: ContextPath {
                case harbour(HarbourActions = .idle)
                case chart
            }

            enum HarbourActions: ContextAction {
                case idle, didTapChart
            }

            final class TideCoordinator: Coordinator<TidePath> {
                override func onNext(current path: TidePath) {
                    switch path {
                    case .harbour(.didTapChart):
                        present(makePath(), mode: .push)
                    default: break
                    }
                }
            }

            """.write(toFile: folder + "/TideCoordinator.swift", atomically: true, encoding: .utf8)
        let result = try FlowgraphProcess.run(["check", "TideCoordinator.swift", "--reporter", "sarif"], in: folder)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let version = try FlowgraphProcess.run(["--version"]).standardOutput
        #expect(driver["version"] as? String == version.trimmingCharacters(in: .whitespacesAndNewlines))

        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        let unresolved = try #require(results.first { $0["ruleId"] as? String == "unresolved_navigation" })
        #expect(unresolved["level"] as? String == "note")
        let descriptor = rules[try #require(unresolved["ruleIndex"] as? Int)]
        #expect(descriptor["id"] as? String == "unresolved_navigation")
        #expect((descriptor["shortDescription"] as? [String: Any])?["text"] as? String
            == "A navigation call the extractor could not resolve")
        #expect((descriptor["defaultConfiguration"] as? [String: Any])?["level"] as? String == "note")
    }
}
