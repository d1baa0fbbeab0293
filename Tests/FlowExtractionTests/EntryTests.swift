import FlowExtraction
import FlowModel
import Testing

/// `load(with:navigation:)` calls, wherever they are, become root entries of the coordinator they start.
@Suite struct EntryTests {
    private func entries(_ source: String) async -> (entries: [String], notes: [String]) {
        let extraction = await InlineExtraction(TideApp.source(onNext: "") + source)
        let entries = extraction.model.coordinators.flatMap { coordinator in
            coordinator.entries.map { "\(coordinator.name) \($0.screen) \($0.kind.rawValue) \($0.navigation)" }
        }
        return (entries, extraction.notes)
    }

    @Test func receiverTypeFromAPropertyOfAView() async {
        let result = await entries("""
        struct TideRoot: View {
            let tides = TideCoordinator()
            var body: some View { tides.load(with: .harbour(), navigation: true) }
        }
        """)
        #expect(result.entries == ["TideCoordinator harbour root true"])
        #expect(result.notes == [])
    }

    @Test func receiverIsSelfInsideTheCoordinator() async {
        let result = await entries("""
        extension TideCoordinator {
            func start() -> AnyView { load(with: .chart, navigation: false) }
        }
        """)
        #expect(result.entries == ["TideCoordinator chart root false"])
    }

    @Test func receiverTypeFromAParameterOrAnInitializer() async {
        let result = await entries("""
        func makeRoot(_ coordinator: TideCoordinator) -> AnyView { coordinator.load(with: .chart(), navigation: true) }
        let root = TideCoordinator().load(with: .logbook, navigation: true)
        """)
        #expect(result.entries == ["TideCoordinator chart root true", "TideCoordinator logbook root true"])
    }

    @Test func unknownReceiverFallsBackToTheEnumThatDeclaresTheCase() async {
        let result = await entries("""
        func start(_ any: AnyObject) { any.load(with: .logbook, navigation: true) }
        func restore(_ any: AnyObject) { any.load(with: TidePath.chart(), navigation: true) }
        """)
        #expect(result.entries == ["TideCoordinator chart root true", "TideCoordinator logbook root true"])
    }

    @Test func ambiguousCaseIsNoted() async {
        let result = await entries("""
        enum DockPath: ContextPath { case harbour }
        final class DockCoordinator: Coordinator<DockPath> {}
        func start(_ any: AnyObject) { any.load(with: .harbour(), navigation: true) }
        """)
        #expect(result.entries == [])
        #expect(result.notes == [
            "could not tell which coordinator any.load(with: .harbour(), navigation: true) starts: DockCoordinator, TideCoordinator all use case harbour",
        ])
    }

    @Test func argumentThatIsNotACaseIsNoted() async {
        let result = await entries("func start(_ c: TideCoordinator) { c.load(with: savedPath(), navigation: true) }\n")
        #expect(result.notes == ["could not resolve the screen of c.load(with: savedPath(), navigation: true): the argument is not a path case"])
    }

    @Test func navigationThatIsNotALiteralIsNoted() async {
        let result = await entries("func start(_ c: TideCoordinator, nav: Bool) { c.load(with: .chart, navigation: nav) }\n")
        #expect(result.entries == ["TideCoordinator chart root true"])
        #expect(result.notes == [
            "could not read navigation of c.load(with: .chart, navigation: nav): it is not true or false, so the entry assumes true",
        ])
    }

    @Test func loadWithoutNavigationLabelIsNotJump() async {
        let result = await entries("func warm(_ cache: ImageCache) { cache.load(with: .harbour) }\n")
        #expect(result.entries == [])
        #expect(result.notes == [])
    }
}
