import Foundation
import Testing

/// `flowgraph check` on a small Swift app (Fixtures/Lighthouse) whose `.flowgraph.yml` declares an entry, allows a
/// cycle and lowers a severity, and whose sources carry inline suppressions, one of them unused.
@Suite("flowgraph check with configuration, suppressions and baseline")
struct ConfigurationCommandTests {
    static let configured = """
        Lighthouse/App/LighthousePath.swift:4:38: warning: flowgraph:disable for 'unreachable_screen' suppresses no finding; remove it [superfluous_disable_command]
        Lighthouse/App/LighthousePath.swift:9:5: warning: flowgraph:disable for 'unused_action' suppresses no finding; remove it [superfluous_disable_command]
        Lighthouse/App/LighthousePath.swift:10:10: warning: screen 'keeperNotes' of LighthouseCoordinator is not reachable from any entry [unreachable_screen]

        """

    @Test(".flowgraph.yml in the checked folder is used; what is left are warnings, so exit 0, and 1 with --strict")
    func configured() throws {
        let result = try FlowgraphProcess.run(["check", "Lighthouse"])
        #expect(result.status == 0)
        #expect(result.standardOutput == Self.configured)
        #expect(result.standardError == "")
        let strict = try FlowgraphProcess.run(["check", "Lighthouse", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.standardOutput == Self.configured)
    }

    @Test("flags override the file: --severity raises a rule again, --disable-rule silences one")
    func flagsOverride() throws {
        let result = try FlowgraphProcess.run([
            "check", "Lighthouse", "--severity", "unreachable_screen=error", "--disable-rule", "superfluous_disable_command",
        ])
        #expect(result.status == 1)
        #expect(result.standardOutput == """
            Lighthouse/App/LighthousePath.swift:10:10: error: screen 'keeperNotes' of LighthouseCoordinator is not reachable from any entry [unreachable_screen]

            """)
    }

    @Test("another --config replaces .flowgraph.yml: without its entry and allowed cycle those findings return")
    func otherConfig() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "disabled_rules: [superfluous_disable_command]\n".write(toFile: folder + "/strict.yml", atomically: true, encoding: .utf8)
        let result = try FlowgraphProcess.run(["check", "Lighthouse", "--config", folder + "/strict.yml"])
        #expect(result.status == 1)
        #expect(result.standardOutput == """
            Lighthouse/App/LighthouseCoordinator.swift:12:13: warning: navigation cycle grows the stack without bound: lamp -[didTapLogbook push]-> logbook -[didTapLamp push]-> lamp [navigation_cycle]
            Lighthouse/App/LighthousePath.swift:7:10: error: screen 'stormWarning' of LighthouseCoordinator is not reachable from any entry [unreachable_screen]
            Lighthouse/App/LighthousePath.swift:10:10: error: screen 'keeperNotes' of LighthouseCoordinator is not reachable from any entry [unreachable_screen]

            """)
    }

    @Test("an invalid configuration: every problem at its line and column on stderr, nothing on stdout, exit 2")
    func invalidConfig() throws {
        let result = try FlowgraphProcess.run(["check", "Lighthouse", "--config", "broken.flowgraph.yml"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == """
            broken.flowgraph.yml:3:21: error: unknown severity 'fatal' for navigation_cycle (expected one of: error, warning, info, note)
            broken.flowgraph.yml:4:18: error: unknown rule 'unused_actions' in 'disabled_rules' (known rules: invalid_dismiss_target, missing_build_case, missing_entry, navigation_cycle, push_without_navigation, skipped_file, superfluous_disable_command, unhandled_action, unknown_destination, unreachable_screen, unresolved_navigation, unused_action)
            broken.flowgraph.yml:6:5: error: expected a screen as 'Coordinator.screen' in 'entries', found 'stormWarning'
            broken.flowgraph.yml:7:1: error: unknown key 'colour' (known keys: allowed_cycles, disabled_rules, entries, excluded, ignored_screens, included, severity, skipped_folders, strict)

            """)
    }

    @Test("a missing --config file is bad usage")
    func missingConfig() throws {
        let result = try FlowgraphProcess.run(["check", "Lighthouse", "--config", "nowhere.yml"])
        #expect(result.status == 2)
        #expect(result.standardError == "error: nowhere.yml: no such configuration file\n")
    }

    @Test("excluded globs leave files out: without the app file, nothing starts the coordinator and no view dispatches")
    func excluded() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "excluded: [Lighthouse/App/LighthouseApp.swift]\ndisabled_rules: [superfluous_disable_command]\n"
            .write(toFile: folder + "/exclude.yml", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: FlowgraphProcess.fixtures + "/Lighthouse", toPath: folder + "/Lighthouse")
        try FileManager.default.removeItem(atPath: folder + "/Lighthouse/.flowgraph.yml")
        let result = try FlowgraphProcess.run(["check", "Lighthouse", "--config", "exclude.yml"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardOutput == """
            Lighthouse/App/LighthouseCoordinator.swift:4:13: error: coordinator LighthouseCoordinator has no entry and no coordinator starts it [missing_entry]
            Lighthouse/App/LighthouseCoordinator.swift:12:13: warning: navigation cycle grows the stack without bound: lamp -[didTapLogbook push]-> logbook -[didTapLamp push]-> lamp [navigation_cycle]
            Lighthouse/App/LighthousePath.swift:15:10: note: action 'didTapLogbook' of screen 'tower' is declared but no view dispatches it [unused_action]
            Lighthouse/App/LighthousePath.swift:20:10: note: action 'didTapLamp' of screen 'logbook' is declared but no view dispatches it [unused_action]
            Lighthouse/App/LighthousePath.swift:25:10: note: action 'didTapLogbook' of screen 'lamp' is declared but no view dispatches it [unused_action]

            """)
    }

    @Test("skipped_folders keeps a vendored library's coordinator out of every command; a bad value stops the run")
    func skippedFolders() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: FlowgraphProcess.fixtures + "/Lighthouse", toPath: folder + "/Lighthouse")
        // The app again, renamed: a library with a coordinator of its own.
        try FileManager.default.createDirectory(atPath: folder + "/Lighthouse/ThirdParty", withIntermediateDirectories: true)
        for name in ["LighthouseApp", "LighthouseCoordinator", "LighthousePath"] {
            let text = try String(contentsOfFile: FlowgraphProcess.fixtures + "/Lighthouse/App/\(name).swift", encoding: .utf8)
            try text.replacingOccurrences(of: "Lighthouse", with: "Beacon")
                .write(toFile: folder + "/Lighthouse/ThirdParty/\(name).swift", atomically: true, encoding: .utf8)
        }
        let read = try FlowgraphProcess.run(["extract", "Lighthouse"], in: folder)
        #expect(read.standardOutput.contains("BeaconCoordinator"))

        let configuration = try String(contentsOfFile: folder + "/Lighthouse/.flowgraph.yml", encoding: .utf8)
        try (configuration + "skipped_folders: [ThirdParty]\n")
            .write(toFile: folder + "/Lighthouse/.flowgraph.yml", atomically: true, encoding: .utf8)
        let extracted = try FlowgraphProcess.run(["extract", "Lighthouse"], in: folder)
        #expect(extracted.status == 0)
        #expect(extracted.standardOutput.contains("LighthouseCoordinator"))
        #expect(!extracted.standardOutput.contains("BeaconCoordinator"))
        let checked = try FlowgraphProcess.run(["check", "Lighthouse"], in: folder)
        #expect(checked.status == 0)
        #expect(checked.standardOutput == Self.configured)

        try (configuration + "skipped_folders: ThirdParty\n")
            .write(toFile: folder + "/Lighthouse/.flowgraph.yml", atomically: true, encoding: .utf8)
        let line = configuration.split(separator: "\n", omittingEmptySubsequences: false).count
        let bad = try FlowgraphProcess.run(["check", "Lighthouse"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.standardOutput == "")
        #expect(bad.standardError == "Lighthouse/.flowgraph.yml:\(line):18: error: expected 'skipped_folders' to be a list, found 'ThirdParty'\n")
    }

    @Test("a baseline absorbs today's findings; moving code keeps them absorbed; a new finding is reported alone")
    func baseline() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: FlowgraphProcess.fixtures + "/Lighthouse", toPath: folder + "/Lighthouse")
        let written = try FlowgraphProcess.run(["check", "Lighthouse", "--write-baseline", "baseline.json", "--quiet"], in: folder)
        #expect(written.status == 0)
        #expect(written.standardOutput == "")
        #expect(try String(contentsOfFile: folder + "/baseline.json", encoding: .utf8) == """
            {
              "findings" : [
                {
                  "message" : "flowgraph:disable for 'unreachable_screen' suppresses no finding; remove it",
                  "rule" : "superfluous_disable_command"
                },
                {
                  "message" : "flowgraph:disable for 'unused_action' suppresses no finding; remove it",
                  "rule" : "superfluous_disable_command"
                },
                {
                  "coordinator" : "LighthouseCoordinator",
                  "rule" : "unreachable_screen",
                  "screen" : "keeperNotes"
                }
              ],
              "version" : 1
            }

            """)

        // Move every finding's line: a header comment on top, and the unfinished screen first.
        let pathFile = folder + "/Lighthouse/App/LighthousePath.swift"
        let original = try String(contentsOfFile: pathFile, encoding: .utf8)
        let unfinished = """
                // Kept for the next release; the view is not written yet.
                // flowgraph:disable:next missing_build_case, unused_action
                case keeperNotes

            """
        let moved = "// Screens of the lighthouse keeper's app.\n\n" + original
            .replacingOccurrences(of: unfinished, with: "")
            .replacingOccurrences(of: "ContextPath {\n", with: "ContextPath {\n" + unfinished)
        #expect(moved != original)
        try moved.write(toFile: pathFile, atomically: true, encoding: .utf8)
        let unchanged = try FlowgraphProcess.run(["check", "Lighthouse", "--baseline", "baseline.json", "--strict"], in: folder)
        #expect(unchanged.status == 0)
        #expect(unchanged.standardOutput == "")

        try moved.replacingOccurrences(of: "    case stormWarning\n", with: "    case stormWarning\n    case fogHorn\n")
            .write(toFile: pathFile, atomically: true, encoding: .utf8)
        let added = try FlowgraphProcess.run(["check", "Lighthouse", "--baseline", "baseline.json"], in: folder)
        #expect(added.status == 1)
        #expect(added.standardOutput == """
            Lighthouse/App/LighthousePath.swift:13:10: error: screen 'fogHorn' cannot be built by LighthouseCoordinator: no code builds its view, or only a default:/fatalError arm reaches it [missing_build_case]
            Lighthouse/App/LighthousePath.swift:13:10: warning: screen 'fogHorn' of LighthouseCoordinator is not reachable from any entry [unreachable_screen]

            """)
    }

    @Test("--output writes the report that names no file there, the same bytes as on stdout")
    func output() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let toFile = try FlowgraphProcess.run(["check", "Lighthouse", "--reporter", "summary", "--output", folder + "/summary.txt"])
        #expect(toFile.status == 0)
        #expect(toFile.standardOutput == "")
        let toStdout = try FlowgraphProcess.run(["check", "Lighthouse", "--reporter", "summary"])
        #expect(try String(contentsOfFile: folder + "/summary.txt", encoding: .utf8) == toStdout.standardOutput)
        let ambiguous = try FlowgraphProcess.run(["check", "Lighthouse", "--reporter", "xcode", "--reporter", "json", "--output", "x.txt"])
        #expect(ambiguous.status == 2)
        #expect(ambiguous.standardError == "error: --output x.txt: exactly one --reporter without a file may write to it\n")
    }

    private static func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "flowgraph-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
