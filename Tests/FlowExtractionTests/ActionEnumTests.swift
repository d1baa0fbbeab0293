import FlowExtraction
import Testing

@Suite struct ActionEnumTests {
    @Test func actionsAreTheCasesOfTheEnumThePathCaseNames() async throws {
        let extraction = await InlineExtraction("""
        enum ReefPath { case wreck(WreckActions = .idle) }
        enum WreckActions {
            case ↓idle, ↓didSpotFish(species: String, count: Int)
            case ↓didSurface(Double)
        }
        final class ReefCoordinator: Coordinator<ReefPath> {}
        """)
        let wreck = try #require(extraction.coordinator("ReefCoordinator")?.screen(named: "wreck"))
        #expect(wreck.actions.map(\.name) == ["didSpotFish", "didSurface", "idle"])
        #expect(wreck.action(named: "idle")?.location?.marked == extraction.marker(0))
        #expect(wreck.action(named: "didSpotFish")?.location?.marked == extraction.marker(1))
        #expect(wreck.action(named: "didSurface")?.location?.marked == extraction.marker(2))
        #expect(wreck.actions.filter { $0.dispatched || $0.ignored } == [])
    }

    @Test func actionCasesDeclaredInAnExtensionCount() async throws {
        let extraction = await InlineExtraction([
            "Reef.swift": "enum ReefPath { case wreck(WreckActions) }\nfinal class ReefCoordinator: Coordinator<ReefPath> {}\n",
            "WreckActions.swift": "enum WreckActions { case idle }\nextension WreckActions {}\n",
        ])
        #expect(extraction.coordinator("ReefCoordinator")?.screen(named: "wreck")?.actions.map(\.name) == ["idle"])
    }

    @Test func undeclaredActionEnumIsNoted() async {
        let extraction = await InlineExtraction("""
        enum ReefPath { case ↓wreck(WreckActions = .idle) }
        final class ReefCoordinator: Coordinator<ReefPath> {}
        """)
        #expect(extraction.coordinator("ReefCoordinator")?.screen(named: "wreck")?.actions == [])
        #expect(extraction.notes == ["could not read the actions of path case wreck: no single enum named WreckActions is declared"])
        #expect(extraction.result.notes.map(\.location.marked) == [extraction.marker(0)])
    }
}

@Suite struct PathDataTests {
    @Test func pathCasesCarryingDataDeclareNoActions() async throws {
        let extraction = await InlineExtraction("""
        struct Wreck { let name: String }
        enum ReefPath { case wreck(Wreck), depth(Int), log(entry: String) }
        final class ReefCoordinator: Coordinator<ReefPath> {}
        """)
        let reef = try #require(extraction.coordinator("ReefCoordinator"))
        #expect(reef.screens.map(\.name) == ["depth", "log", "wreck"])
        #expect(reef.screens.flatMap(\.actions) == [])
        #expect(extraction.notes == [])
    }
}
