import FlowExtraction
import Testing

/// Locations are the file as given, 1-based lines and 1-based columns in UTF-8 bytes.
@Suite struct LocationTests {
    @Test func everyElementPointsAtItsToken() async throws {
        let extraction = await InlineExtraction([
            "Sources/Tide/Tide.swift": """
            enum TidePath {
                case ↓harbour(HarbourActions = .idle), ↓chart
            }
            enum HarbourActions { case ↓idle, ↓didTapChart }
            final class ↓TideCoordinator: Coordinator<TidePath> {
                override func onNext(current path: TidePath) {
                    switch path {
                    case .harbour(.didTapChart): ↓self.present(.chart, mode: .push)
                    default: break
                    }
                }
            }
            """,
            "Sources/Tide/TideApp.swift": "let root = ↓TideCoordinator().load(with: .harbour(), navigation: true)\n",
        ])
        let tide = try #require(extraction.coordinator("TideCoordinator"))
        #expect(tide.screen(named: "harbour")?.location?.marked == extraction.marker(0))
        #expect(tide.screen(named: "chart")?.location?.marked == extraction.marker(1))
        #expect(tide.screen(named: "harbour")?.action(named: "idle")?.location?.marked == extraction.marker(2))
        #expect(tide.screen(named: "harbour")?.action(named: "didTapChart")?.location?.marked == extraction.marker(3))
        #expect(tide.location?.marked == extraction.marker(4))
        #expect(tide.transitions.first?.location?.marked == extraction.marker(5))
        #expect(tide.entries.first?.location?.marked == extraction.marker(6))
    }

    @Test func columnsCountUTF8Bytes() async throws {
        let extraction = await InlineExtraction(TideApp.source(onNext: """
            switch path {
            case .harbour(.didTapChart): log("🌊 Ébbe"); ↓dismiss()
            default: break
            }
        """))
        let location = try #require(extraction.coordinator("TideCoordinator")?.transitions.first?.location)
        #expect(location.marked == extraction.marker(0))
        // 4 spaces, `case .harbour(.didTapChart): ` (29), `log("🌊 Ébbe"); ` (15 characters, 19 bytes).
        #expect(location.column == 4 + 29 + 19 + 1)
    }
}
