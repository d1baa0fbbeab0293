import FlowExtraction
import Testing

@Suite struct PathEnumTests {
    @Test func casesOfTheGenericArgumentAreTheScreens() async throws {
        let extraction = await InlineExtraction("""
        enum ReefPath {
            case ↓lagoon
            case ↓wreck(WreckActions)
            case ↓kelp(KelpActions = .idle)
            case ↓trench(actions: KelpActions = .idle), ↓shelf
        }
        enum WreckActions { case idle }
        enum KelpActions { case idle }
        final class ↓ReefCoordinator: Coordinator<ReefPath> {}
        """)
        let reef = try #require(extraction.coordinator("ReefCoordinator"))
        #expect(reef.style == .jump)
        #expect(reef.location?.marked == extraction.marker(5))
        #expect(reef.screens.map(\.name) == ["kelp", "lagoon", "shelf", "trench", "wreck"])
        #expect(reef.screen(named: "lagoon")?.location?.marked == extraction.marker(0))
        #expect(reef.screen(named: "shelf")?.location?.marked == extraction.marker(4))
        #expect(reef.screen(named: "lagoon")?.actions == [])
        #expect(reef.screen(named: "trench")?.actions.map(\.name) == ["idle"])
        #expect(extraction.notes == [])
    }

    @Test func pathEnumNestedInTheCoordinatorIsFound() async throws {
        let extraction = await InlineExtraction([
            "Reef.swift": "final class ReefCoordinator: Coordinator<ReefCoordinator.Path> {}\n",
            "Reef+Path.swift": "extension ReefCoordinator {\n    enum Path: ContextPath { case lagoon, wreck }\n}\n",
        ])
        #expect(extraction.coordinator("ReefCoordinator")?.screens.map(\.name) == ["lagoon", "wreck"])
    }

    @Test func contextPathEnumWithoutCoordinatorIsNoted() async {
        let extraction = await InlineExtraction("enum ↓DockPath: ContextPath { case berth }\n")
        #expect(extraction.model.coordinators == [])
        #expect(extraction.notes == ["path enum DockPath conforms to ContextPath but no class subclasses Coordinator<DockPath>"])
        #expect(extraction.result.notes.map(\.location.marked) == [extraction.marker(0)])
    }

    @Test func undeclaredPathEnumIsNoted() async {
        let extraction = await InlineExtraction("final class ↓DockCoordinator: Coordinator<DockPath> {}\n")
        #expect(extraction.model.coordinators == [])
        #expect(extraction.notes == ["could not read the screens of DockCoordinator: no single enum named DockPath is declared"])
    }

    @Test func classesThatDoNotSubclassCoordinatorAreIgnored() async {
        let extraction = await InlineExtraction("""
        enum DockPath { case berth }
        final class DockRouter: Router<DockPath> {}
        final class DockCoordinator: NSObject, Coordinator {}
        """)
        #expect(extraction.model.coordinators == [])
    }
}

@Suite struct QualifiedNameTests {
    @Test func nestedEnumsWithTheSameNameBelongToTheirCoordinator() async throws {
        let extraction = await InlineExtraction([
            "Reef.swift": """
            final class ReefCoordinator: Coordinator<ReefCoordinator.Path> {
                enum Path { case lagoon(Actions = .idle) }
                enum Actions { case idle, didDive }
            }
            """,
            "Dock.swift": """
            final class DockCoordinator: Coordinator<Path> {
                override func onNext(current path: Path) {
                    switch path {
                    case .berth(.didMoor): present(.berth(), mode: .push)
                    default: break
                    }
                }
            }
            extension DockCoordinator {
                enum Path { case berth(Actions) }
                enum Actions { case idle, didMoor }
            }
            func start(_ dock: DockCoordinator) { dock.load(with: DockCoordinator.Path.berth(.idle), navigation: true) }
            """,
        ])
        let reef = try #require(extraction.coordinator("ReefCoordinator"))
        let dock = try #require(extraction.coordinator("DockCoordinator"))
        #expect(reef.screen(named: "lagoon")?.actions.map(\.name) == ["didDive", "idle"])
        #expect(dock.screen(named: "berth")?.actions.map(\.name) == ["didMoor", "idle"])
        #expect(dock.transitions.map(\.summary) == ["berth/didMoor present push -> berth"])
        #expect(dock.entries.map(\.screen) == ["berth"])
        #expect(extraction.notes == [])
    }
}

@Suite struct BaseCoordinatorTests {
    @Test func subclassesOfAGenericBaseCoordinatorAreCoordinators() async throws {
        let extraction = await InlineExtraction([
            "AppCoordinator.swift": """
            class AppCoordinator<Route: ContextPath>: Coordinator<Route> {
                func closeAll() { showRoot() }
            }
            """,
            "Tide.swift": TideApp.source(onNext: """
                switch path {
                case .chart(.didClose): closeAll()
                default: break
                }
            """).replacingOccurrences(of: ": Coordinator<TidePath>", with: ": AppCoordinator<TidePath>"),
        ])
        #expect(extraction.model.coordinators.map(\.name) == ["TideCoordinator"])
        #expect(TideApp.transitions(extraction) == ["chart/didClose showRoot"])
        #expect(extraction.notes == [])
    }
}
