import FlowModel
import Testing

@Suite("Screen names")
struct ScreenNameTests {
    @Test("Coordinator.screen splits at the last dot, so a nested coordinator keeps its own dots")
    func parsing() {
        #expect(ScreenName(parsing: "TicketsCoordinator.receipt") == ScreenName(coordinator: "TicketsCoordinator", screen: "receipt"))
        #expect(ScreenName(parsing: "Harbour.FerryCoordinator.ticket") == ScreenName(coordinator: "Harbour.FerryCoordinator", screen: "ticket"))
        #expect(ScreenName(parsing: "Harbour.FerryCoordinator.ticket")?.description == "Harbour.FerryCoordinator.ticket")
    }

    @Test("a name without a coordinator or without a screen is no screen name", arguments: ["receipt", ".receipt", "TicketsCoordinator.", ".", ""])
    func incomplete(text: String) {
        #expect(ScreenName(parsing: text) == nil)
    }
}
