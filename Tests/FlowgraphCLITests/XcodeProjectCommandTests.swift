import Foundation
import Testing

/// Commands on an app through its Xcode project (Fixtures/Regatta): the app target's files are read, not the draft
/// on disk that no target builds, nor the test target's code unless `--target` names it.
@Suite("commands on an Xcode project")
struct XcodeProjectCommandTests {
    static let protest = """
        Regatta/Regatta/ProtestViewController.swift:4:13: error: screen 'ProtestViewController' of AppDelegate is not reachable from any entry [unreachable_screen]
        Regatta/Regatta/ProtestViewController.swift:10:13: error: screen 'HearingViewController' of AppDelegate is not reachable from any entry [unreachable_screen]

        """

    @Test("check reads the project's application target; the folder search also reads the draft no target builds")
    func applicationTarget() throws {
        let project = try FlowgraphProcess.run(["check", "Regatta/Regatta.xcodeproj", "--no-cache"])
        #expect(project.status == 1)
        #expect(project.standardOutput == Self.protest)
        #expect(project.standardError == "")
        let folder = try FlowgraphProcess.run(["check", "Regatta", "--no-cache"])
        #expect(folder.standardOutput == """
            Regatta/Regatta/Drafts/RescueBoatViewController.swift:4:13: error: screen 'RescueBoatViewController' of AppDelegate is not reachable from any entry [unreachable_screen]
            Regatta/Regatta/Drafts/RescueBoatViewController.swift:10:13: error: screen 'IncidentViewController' of AppDelegate is not reachable from any entry [unreachable_screen]

            """ + Self.protest)
    }

    @Test("--target reads the targets named: the test target's code too, which a folder search leaves out")
    func namedTargets() throws {
        let run = try FlowgraphProcess.run(["check", "Regatta/Regatta.xcodeproj", "--target", "Regatta", "--target", "RegattaTests", "--no-cache"])
        #expect(run.status == 1)
        #expect(run.standardOutput == Self.protest + """
            Regatta/RegattaTests/RaceListTests.swift:13:13: error: screen 'CourseSpyViewController' of AppDelegate is not reachable from any entry [unreachable_screen]
            Regatta/RegattaTests/RaceListTests.swift:19:13: error: screen 'MarkViewController' of AppDelegate is not reachable from any entry [unreachable_screen]

            """)
    }

    @Test("diff takes a project as a side: the folder has the draft's screens and push besides")
    func diff() throws {
        let run = try FlowgraphProcess.run(["diff", "Regatta/Regatta.xcodeproj", "Regatta"])
        #expect(run.status == 0)
        #expect(run.standardOutput == """
            + screen AppDelegate.IncidentViewController
            + screen AppDelegate.RescueBoatViewController
            + AppDelegate.RescueBoatViewController -[incidentTapped push]-> AppDelegate.IncidentViewController
            3 added, 0 removed, 0 changed

            """)
    }

    @Test("an unknown target is one line on standard error listing the targets, exit 2")
    func unknownTarget() throws {
        let run = try FlowgraphProcess.run(["check", "Regatta/Regatta.xcodeproj", "--target", "Ferry"])
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "error: Regatta/Regatta.xcodeproj: no target named 'Ferry' (targets: Regatta, RegattaTests, ResultsWidget)\n")
    }

    @Test("a project file that is not a property list is one line on standard error at its position, exit 2")
    func malformedProject() throws {
        let folder = NSTemporaryDirectory() + "flowgraph-xcodeproj-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/Quay.xcodeproj", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup\n\t};\n}\n"
        try text.write(toFile: folder + "/Quay.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let run = try FlowgraphProcess.run(["check", "Quay.xcodeproj"], in: folder)
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "Quay.xcodeproj/project.pbxproj:5:2: error: not a readable Xcode project file: expected ';' after the value of 'isa'\n")
    }
}
