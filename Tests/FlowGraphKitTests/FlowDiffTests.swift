import FlowGraphKit
import FlowModel
import FlowTestSupport
import Foundation
import Testing

@Suite("flowgraph diff: reports and sides")
struct FlowDiffTests {
    static func tramDiff() throws -> NavigationDiff {
        NavigationDiff(
            from: try ModelFileLoader.load(text: TramTicketModels.base, path: "base.flow.yml"),
            to: try ModelFileLoader.load(text: TramTicketModels.head, path: "head.flow.yml")
        )
    }

    @Test("text: one line per change in snapshot notation, grouped by coordinator, then the counts")
    func text() throws {
        #expect(DiffReport(try Self.tramDiff()).text == """
            - coordinator RefundCoordinator
            - screen RefundCoordinator.refund
            - RefundCoordinator.refund -[didFinish dismiss]-> (back)
            + screen TicketsCoordinator.receipt
            ~ screen TicketsCoordinator.tickets: action -didTapRefund
            ~ screen TicketsCoordinator.zones: no longer built, action +didPickZone
            + entry TicketsCoordinator.receipt (deepLink)
            ~ TicketsCoordinator.tickets -[didTapHelp push]-> TicketsCoordinator.help: sheet → push
            - TicketsCoordinator.tickets -[didTapRefund start]-> RefundCoordinator
            + TicketsCoordinator.zones -[didPickZone push]-> TicketsCoordinator.receipt
            3 added, 4 removed, 3 changed

            """)
        let same = try ModelFileLoader.load(text: TramTicketModels.head, path: "head.flow.yml")
        #expect(DiffReport(NavigationDiff(from: same, to: same)).text == "no navigation changes\n")
    }

    @Test("markdown: the sides, the counts and a table whose cells escape Markdown and HTML")
    func markdown() throws {
        let report = DiffReport(try Self.tramDiff()).markdown(base: "main", head: "feature/`tickets`")
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(6)) == [
            "### Navigation changes",
            "",
            "`main` → `feature/'tickets'`: 3 added, 4 removed, 3 changed.",
            "",
            "| | Coordinator | Element | What changed |",
            "| --- | --- | --- | --- |",
        ])
        #expect(lines[6] == "| 🔴 removed | RefundCoordinator | coordinator RefundCoordinator |  |")
        #expect(lines.contains(
            "| 🟠 changed | TicketsCoordinator | TicketsCoordinator.tickets -\\[didTapHelp push\\]-&gt; "
                + "TicketsCoordinator.help | sheet → push |"
        ))
        #expect(lines.count == 6 + 10 + 1)
    }

    @Test("json: the sides, counts of each change, and every change with its kind; transitions in full")
    func json() throws {
        let base = try ModelFileLoader.load(text: """
            version: 1
            coordinators:
              - { name: QuayCoordinator, entries: [quay], screens: [quay] }
            """, path: "base.flow.yml")
        let head = try ModelFileLoader.load(text: """
            version: 1
            coordinators:
              - name: QuayCoordinator
                entries: [quay]
                screens: [{ name: quay, actions: [didTapTide] }, tides]
                transitions: [{ from: quay, action: didTapTide, mode: sheet, to: tides }]
            """, path: "head.flow.yml")
        let data = try DiffReport(NavigationDiff(from: base, to: head)).json(base: "v1", head: "v2")
        #expect(String(decoding: data, as: UTF8.self) == """
            {
              "base" : "v1",
              "changes" : [
                {
                  "change" : "changed",
                  "coordinator" : "QuayCoordinator",
                  "details" : [
                    "action +didTapTide"
                  ],
                  "element" : "screen QuayCoordinator.quay",
                  "kind" : "screen",
                  "transition" : null
                },
                {
                  "change" : "added",
                  "coordinator" : "QuayCoordinator",
                  "details" : [

                  ],
                  "element" : "screen QuayCoordinator.tides",
                  "kind" : "screen",
                  "transition" : null
                },
                {
                  "change" : "added",
                  "coordinator" : "QuayCoordinator",
                  "details" : [

                  ],
                  "element" : "QuayCoordinator.quay -[didTapTide sheet]-> QuayCoordinator.tides",
                  "kind" : "transition",
                  "transition" : {
                    "action" : "didTapTide",
                    "conditional" : false,
                    "from" : "quay",
                    "kind" : "present",
                    "location" : {
                      "column" : 19,
                      "file" : "head.flow.yml",
                      "line" : 6
                    },
                    "mode" : "sheet",
                    "navigation" : null,
                    "to" : {
                      "coordinator" : "QuayCoordinator",
                      "screen" : "tides"
                    }
                  }
                }
              ],
              "counts" : {
                "added" : 2,
                "changed" : 1,
                "removed" : 0
              },
              "head" : "v2"
            }

            """)
    }

    @Test("sides can be git revisions, with or without a path; the work tree and index stay untouched")
    func gitRevisions() async throws {
        let repository = try TemporaryFolder()
        try repository.git("init", "-q", "-b", "main")
        try repository.write(TramTicketModels.base, to: "Navigation/tram.flow.yml")
        try repository.write("final class Unrelated {}\n", to: "App/Unrelated.swift")
        try repository.write(TramTicketModels.head, to: "Tests/ignored.flow.yml")
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "base")
        try repository.write(TramTicketModels.head, to: "Navigation/tram.flow.yml")
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "head")
        try repository.write("version: 1\ncoordinators: []\n", to: "Navigation/tram.flow.yml")
        let statusBefore = try repository.git("status", "--porcelain")

        let expected = DiffReport(try Self.tramDiff()).text
        let outcome = try await FlowDiff.compare(base: "HEAD~1", head: "main:Navigation", repository: repository.path)
        #expect(DiffReport(outcome.diff).text == expected)
        #expect(outcome.files.isEmpty)
        let workTree = repository.path + "/Navigation"
        let againstWorkTree = try await FlowDiff.compare(
            base: "HEAD:Navigation/tram.flow.yml", head: workTree, repository: repository.path
        )
        #expect(againstWorkTree.diff.coordinators == [.init(coordinator: "TicketsCoordinator", change: .removed)])
        #expect(againstWorkTree.files == [workTree + "/tram.flow.yml"])
        #expect(try repository.git("status", "--porcelain") == statusBefore)
    }

    @Test("a Swift blob of a revision that is not UTF-8 is skipped with skipped_file, as on disk, and the diff goes on")
    func unreadableSwiftBlob() async throws {
        let repository = try TemporaryFolder()
        try repository.git("init", "-q", "-b", "main")
        try repository.write(TramTicketModels.base, to: "Navigation/tram.flow.yml")
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "base")
        try repository.write(TramTicketModels.head, to: "Navigation/tram.flow.yml")
        #expect(FileManager.default.createFile(
            atPath: repository.path + "/Navigation/Generated.swift", contents: Data([0x63, 0x6C, 0x61, 0x73, 0x73, 0xFF, 0xFE])
        ))
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "head")

        let outcome = try await FlowDiff.compare(base: "HEAD~1", head: "HEAD", repository: repository.path)
        #expect(DiffReport(outcome.diff).text == DiffReport(try Self.tramDiff()).text)
        #expect(outcome.skippedFiles.map(\.warningLine) == [
            "HEAD:Navigation/Generated.swift:1:1: warning: not read: the file is not valid UTF-8 text; any navigation in it is missing from the model [skipped_file]",
        ])
    }

    @Test("a side that is neither a path nor a revision, or a revision with nothing to read, is bad input")
    func badSides() async throws {
        let repository = try TemporaryFolder()
        try repository.git("init", "-q", "-b", "main")
        try repository.write("final class Unrelated {}\n", to: "App/Unrelated.swift")
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "one")
        let app = repository.path + "/App"
        for (base, message) in [
            ("no-such-branch", "error: no-such-branch: neither a file, a folder, nor a git revision of the repository"),
            ("--output=x", "error: --output=x: neither a file, a folder, nor a git revision of the repository"),
            ("main:Docs", "error: main:Docs: no Swift sources or model files (.flow.yml, .flow.yaml, .flow.json) there"),
        ] {
            do {
                _ = try await FlowDiff.compare(base: base, head: app, repository: repository.path)
                Issue.record("expected a failure for \(base)")
            } catch let error as FlowGraphError {
                #expect(error.description == message)
            }
        }
    }
}
