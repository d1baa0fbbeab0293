import FlowExtraction
import Testing

/// Comments and test code are not read; every `#if` branch is.
@Suite struct SkippingTests {
    @Test func commentsAreNotNavigation() async {
        let extraction = await InlineExtraction(TideApp.source(onNext: """
            switch path {
            case .harbour(.didTapChart):
                // present(.chart(), mode: .push)
                /* dismiss() */
                /// showRoot()
                break
            default: break
            }
        """))
        #expect(TideApp.transitions(extraction) == [])
    }

    @Test func testCodeIsSkippedByDefault() async {
        let files = [
            SourceFile(path: "App/Tide.swift", text: TideApp.source(onNext: "")),
            SourceFile(path: "Tests/DockTests/Dock.swift", text: "enum DockPath { case a }\nclass DockCoordinator: Coordinator<DockPath> {}\n"),
            SourceFile(path: "App/ReefTests.swift", text: "enum ReefPath { case a }\nclass ReefCoordinator: Coordinator<ReefPath> {}\n"),
            SourceFile(path: "App/Fakes/MockLagoon.swift", text: "enum LagoonPath { case a }\nclass LagoonCoordinator: Coordinator<LagoonPath> {}\n"),
        ]
        let skipping = await SwiftExtractor(skipsTestCode: true).extract(files: files)
        #expect(skipping.model.coordinators.map(\.name) == ["TideCoordinator"])
        let reading = await SwiftExtractor(skipsTestCode: false).extract(files: files)
        #expect(reading.model.coordinators.map(\.name) == ["DockCoordinator", "LagoonCoordinator", "ReefCoordinator", "TideCoordinator"])
    }

    @Test(arguments: [
        ("Tests/FlowTests/A.swift", true),
        ("Sources/App/TideUITests/A.swift", true),
        ("Sources/App/TideCoordinatorTests.swift", true),
        ("Sources/Mocks/Tide.swift", true),
        ("Sources/App/TideMockData.swift", true),
        ("Sources/App/TideCoordinator.swift", false),
        ("Sources/Testsuite/Tide.swift", false),
        ("Sources/App/Contests.swift", false),
    ])
    func testCodeFilter(path: String, isTest: Bool) {
        #expect(TestCodeFilter.isTestCode(path: path) == isTest)
    }

    /// Every `#if` branch an iOS build may compile is read (`DEBUG` either way); another platform's is not.
    @Test func everyIfConfigBranchAnIOSBuildMayCompileIsRead() async throws {
        let extraction = await InlineExtraction("""
        enum TidePath {
            case harbour(HarbourActions = .idle)
            #if os(iOS)
            case chart
            #else
            case logbook
            #endif
        }
        enum HarbourActions {
            case idle
            #if DEBUG
            case didShake
            #endif
        }
        final class TideCoordinator: Coordinator<TidePath> {
            override func onNext(current path: TidePath) {
                switch path {
                #if os(iOS)
                case .harbour(.didShake): present(.chart, mode: .push)
                #elseif os(macOS)
                case .harbour(.didShake): present(.logbook, mode: .sheet)
                #endif
                default: break
                }
            }
            #if DEBUG
            override func buildView(presenter: ContextPresenter<TidePath>) -> AnyView {
                switch presenter.name {
                case .harbour: return HarbourView().any
                #if os(iOS)
                case .chart: return ChartView().any
                #endif
                default: fatalError()
                }
            }
            #endif
        }
        """)
        let tide = try #require(extraction.coordinator("TideCoordinator"))
        #expect(tide.screens.map(\.name) == ["chart", "harbour"])
        #expect(tide.screen(named: "harbour")?.actions.map(\.name) == ["didShake", "idle"])
        #expect(tide.screens.filter(\.built).map(\.name) == ["chart", "harbour"])
        #expect(tide.transitions.map(\.summary) == ["harbour/didShake present push -> chart"])
    }
}
