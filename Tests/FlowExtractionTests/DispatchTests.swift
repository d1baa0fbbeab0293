import FlowExtraction
import Testing

/// `dispatch(.path(.action))` calls in views mark the actions screens really send.
@Suite struct DispatchTests {
    @Test func dispatchedActionsAreMarked() async throws {
        let extraction = await InlineExtraction([
            "Tide.swift": TideApp.source(onNext: ""),
            "HarbourView.swift": """
            struct HarbourView: ContextView {
                var presenter: ContextPresenter<TidePath>
                var body: some View {
                    ContextContent<TidePath>(presenter) { dispatch in
                        Button("Chart") { dispatch(.harbour(.didTapChart)) }
                        Button("Help") { dispatch(TidePath.harbour(.didTapHelp(topic: "tides"))) }
                        Button("Zoom") { dispatch(.chart(.didZoom)) }
                        Button("Nothing") { dispatch(.logbook) }
                    }
                }
            }
            """,
        ])
        let coordinator = try #require(extraction.coordinator("TideCoordinator"))
        let dispatched = coordinator.screens.flatMap { screen in
            screen.actions.filter(\.dispatched).map { "\(screen.name)/\($0.name)" }
        }
        #expect(dispatched == ["chart/didZoom", "harbour/didTapChart", "harbour/didTapHelp"])
    }
}

@Suite struct DispatchPathTypeTests {
    @Test func theViewsPathEnumDecidesWhichCoordinatorsActionIsSent() async throws {
        let extraction = await InlineExtraction([
            "Coordinators.swift": """
            enum ReefPath { case dock(ReefActions) }
            enum ReefActions { case idle, didClose }
            final class ReefCoordinator: Coordinator<ReefPath> {}
            enum PierPath { case dock(PierActions) }
            enum PierActions { case idle, didClose }
            final class PierCoordinator: Coordinator<PierPath> {}
            """,
            "Views.swift": """
            struct ReefDock: ContextView {
                var body: some View {
                    ContextContent<ReefPath>(presenter) { dispatch in
                        Button("Close") { dispatch(.dock(.didClose)) }
                    }
                }
            }
            struct PierDock: ContextView {
                var presenter: ContextPresenter<PierPath>
                func leave(dispatch: (PierPath) -> Void) { dispatch(.dock(.idle)) }
            }
            """,
        ])
        let reef = try #require(extraction.coordinator("ReefCoordinator")?.screen(named: "dock"))
        let pier = try #require(extraction.coordinator("PierCoordinator")?.screen(named: "dock"))
        #expect(reef.actions.filter(\.dispatched).map(\.name) == ["didClose"])
        #expect(pier.actions.filter(\.dispatched).map(\.name) == ["idle"])
    }
}
