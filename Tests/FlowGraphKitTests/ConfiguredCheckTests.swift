import FlowExtraction
import FlowGraphKit
import FlowModel
import FlowReporters
import Testing

/// The configuration's effect on a check: declared entries, ignored screens, allowed cycles, disabled rules,
/// severities and inline suppressions, on one small library app.
@Suite("Check with configuration")
struct ConfiguredCheckTests {
    let library = """
        version: 1
        coordinators:
          - name: LibraryCoordinator
            entries: [shelf]
            screens: [shelf, book, author, overdueNotice, staffRoom]
            transitions:
              - from: shelf
                action: didTapBook
                mode: push
                to: book
              - from: book
                action: didTapAuthor
                mode: push
                to: author
              - from: author
                action: didTapBook
                mode: push
                to: book
        """

    @Test("without configuration: the cycle and both unreachable screens")
    func unconfigured() async throws {
        #expect(try await report() == """
            library.flow.yml:5:36: error: screen 'overdueNotice' of LibraryCoordinator is not reachable from any entry [unreachable_screen]
            library.flow.yml:5:51: error: screen 'staffRoom' of LibraryCoordinator is not reachable from any entry [unreachable_screen]
            library.flow.yml:15:9: warning: navigation cycle grows the stack without bound: author -[didTapBook push]-> book -[didTapAuthor push]-> author [navigation_cycle]

            """)
    }

    @Test("a declared entry makes its screen reachable; an ignored screen has no findings; an allowed cycle is not reported")
    func accepted() async throws {
        let configuration = try ConfigurationFile.load(text: """
            entries: [LibraryCoordinator.overdueNotice]
            ignored_screens: [LibraryCoordinator.staffRoom]
            allowed_cycles:
              - [LibraryCoordinator.author, LibraryCoordinator.book, LibraryCoordinator.shelf]
            """, path: ".flowgraph.yml")
        #expect(try await report(configuration) == "")
    }

    @Test("an allowed cycle must hold every screen of the reported cycle")
    func partialCycle() async throws {
        let configuration = try ConfigurationFile.load(text: """
            allowed_cycles: [[LibraryCoordinator.book, LibraryCoordinator.shelf]]
            disabled_rules: [unreachable_screen]
            """, path: ".flowgraph.yml")
        #expect(try await report(configuration).hasSuffix("[navigation_cycle]\n"))
    }

    @Test("disabled rules are not reported; severities apply to every finding")
    func rulesAndSeverities() async throws {
        let configuration = try ConfigurationFile.load(text: """
            disabled_rules: [navigation_cycle]
            severity: {unreachable_screen: info}
            """, path: ".flowgraph.yml")
        #expect(try await report(configuration) == """
            library.flow.yml:5:36: note: screen 'overdueNotice' of LibraryCoordinator is not reachable from any entry [unreachable_screen]
            library.flow.yml:5:51: note: screen 'staffRoom' of LibraryCoordinator is not reachable from any entry [unreachable_screen]

            """)
    }

    @Test("a screen the configuration names must exist: an error at the name")
    func staleReference() async throws {
        let configuration = try ConfigurationFile.load(text: """
            entries: [LibraryCoordinator.overdue]
            ignored_screens: [ArchiveCoordinator.vault]
            """, path: ".flowgraph.yml")
        let loaded = try await ModelLoading.load(InputContents(
            swiftSources: [], modelFiles: [SourceFile(path: "library.flow.yml", text: library)]
        ))
        do {
            _ = try FlowCheck.run(loaded, configuration: configuration, reporters: [])
            Issue.record("expected a failure")
        } catch let FlowGraphError.invalidModel(failure) {
            #expect(failure.description == """
                .flowgraph.yml:1:11: error: 'LibraryCoordinator.overdue' names no screen of the model: LibraryCoordinator has no screen 'overdue'
                .flowgraph.yml:2:19: error: 'ArchiveCoordinator.vault' names no screen of the model: there is no coordinator ArchiveCoordinator
                """)
        }
    }

    @Test("inline suppressions drop the findings on their line; unused ones and unknown rules are reported")
    func suppressions() async throws {
        let source = """
            import SwiftUIRouter

            enum LibraryPath: ContextPath {
                case shelf
                // flowgraph:disable:next unreachable_screen
                case staffRoom
                case archive // flowgraph:disable unreachable_screen, missing_build_case
                case lounge // flowgraph:disable all
                case attic // flowgraph:disable unreachable_screens
            }

            final class LibraryCoordinator: Coordinator<LibraryPath> {
                override func buildView(presenter: ContextPresenter<LibraryPath>) -> AnyView {
                    switch presenter.name {
                    case .shelf, .staffRoom, .archive, .attic: return ShelfView().any
                    default: fatalError()
                    }
                }
            }

            struct LibraryApp {
                let root = LibraryCoordinator().load(with: .shelf, navigation: true)
            }
            """
        let loaded = try await ModelLoading.load(InputContents(
            swiftSources: [SourceFile(path: "Library.swift", text: source)], modelFiles: []
        ))
        #expect(try XcodeReporter().report(FlowCheck.findings(in: loaded)) == """
            Library.swift:7:18: warning: flowgraph:disable for 'missing_build_case' suppresses no finding; remove it [superfluous_disable_command]
            Library.swift:9:10: error: screen 'attic' of LibraryCoordinator is not reachable from any entry [unreachable_screen]
            Library.swift:9:16: warning: 'unreachable_screens' in flowgraph:disable is not a flowgraph rule [superfluous_disable_command]

            """)
        var quiet = CheckConfiguration()
        quiet.disabledRules = ["missing_build_case", "superfluous_disable_command"]
        #expect(try XcodeReporter().report(FlowCheck.findings(in: loaded, configuration: quiet)) == """
            Library.swift:9:10: error: screen 'attic' of LibraryCoordinator is not reachable from any entry [unreachable_screen]

            """)
    }

    private func report(_ configuration: CheckConfiguration = CheckConfiguration()) async throws -> String {
        let loaded = try await ModelLoading.load(InputContents(
            swiftSources: [], modelFiles: [SourceFile(path: "library.flow.yml", text: library)]
        ))
        return try XcodeReporter().report(FlowCheck.run(loaded, configuration: configuration, reporters: []).findings)
    }
}
