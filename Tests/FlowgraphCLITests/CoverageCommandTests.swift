import FlowTestSupport
import Foundation
import Testing

/// `flowgraph coverage`: every navigation call found, read or not, and why each not read was not; `check` ends with
/// one line on it when not everything was read.
@Suite("coverage")
struct CoverageCommandTests {
    private static func harbourFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "flowgraph-coverage-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try HarbourUIKitApp.source(charts: HarbourUIKitApp.unfollowedCharts)
            .write(toFile: folder + "/Harbour.swift", atomically: true, encoding: .utf8)
        return folder
    }

    @Test("JSON: the sites, how many were read, and why each other one was not")
    func json() throws {
        let folder = try Self.harbourFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try FlowgraphProcess.run(["coverage", ".", "--format", "json", "--no-cache"], in: folder)
        #expect(run.status == 0)
        #expect(run.standardOutput == """
            {
              "coordinators" : [
                {
                  "name" : "AppDelegate",
                  "transitions" : 2,
                  "unresolved" : 1
                }
              ],
              "files" : [
                {
                  "file" : "Harbour.swift",
                  "resolved" : 2,
                  "sites" : 3
                }
              ],
              "resolved" : 2,
              "sites" : 3,
              "unresolved" : [
                {
                  "column" : 33,
                  "file" : "Harbour.swift",
                  "line" : 13,
                  "reason" : "could not tell which screen this push shows (chartFactory.make(...)): its type is not known without a type checker"
                }
              ]
            }

            """)
    }

    @Test("text, and the line check prints after its findings")
    func textAndCheck() throws {
        let folder = try Self.harbourFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = try FlowgraphProcess.run(["coverage", ".", "--no-cache"], in: folder)
        #expect(text.standardOutput == """
            2 of 3 navigation calls became transitions (66%).

            Files with calls not read:
              Harbour.swift: 2 of 3

            Calls not read:
              Harbour.swift:13:33: could not tell which screen this push shows (chartFactory.make(...)): its type is not known without a type checker

            """)
        let check = try FlowgraphProcess.run(["check", ".", "--no-cache"], in: folder)
        #expect(check.standardError
            == "navigation read: 2 of 3 navigation calls (66%); `flowgraph coverage` lists the rest\n")
        let quiet = try FlowgraphProcess.run(["check", ".", "--no-cache", "--quiet"], in: folder)
        #expect(quiet.standardError == "")
        // The docs index says it under the counts.
        let docs = try FlowgraphProcess.run(["docs", ".", "--output", "site", "--no-cache"], in: folder)
        #expect(docs.status == 0)
        let index = try String(contentsOfFile: folder + "/site/index.html", encoding: .utf8)
        #expect(index.contains("<p class=\"summary\">navigation read: 2 of 3 navigation calls (66%); `flowgraph coverage` lists the rest</p>"))
        // An app read whole gets no such line.
        let whole = try FlowgraphProcess.run(["check", "Lighthouse", "--no-cache"])
        #expect(!whole.standardError.contains("navigation read"))
    }
}
