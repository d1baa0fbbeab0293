import FlowExtraction
import FlowModel
import Testing

/// Stinsen as an app sees it, beyond the BirdWatch fixture app: what is not read is said.
@Suite struct StinsenTests {
    /// A key path to a route no coordinator of the app declares (here the route lives in a package the app
    /// imports) is a note naming the key path, not a silent gap.
    @Test func aRouteNoCoordinatorDeclaresIsANote() async {
        let extraction = await InlineExtraction("""
        import Stinsen
        import SwiftUI

        struct LogbookScreen: View {
            @EnvironmentObject private var router: ChartsCoordinator.Router

            var body: some View {
                Button("Tides") { ↓router.route(to: \\.tides) }
                    .navigationTitle("Logbook")
            }
        }
        """)
        #expect(extraction.model.coordinators.flatMap(\.transitions).isEmpty)
        #expect(extraction.notes == ["could not tell which screen this shows (\\.tides): its type is not known without a type checker"])
        #expect(extraction.result.notes.map(\.location.marked) == [extraction.marker(0)])
    }
}
