import FlowExtraction
import FlowModel
import Testing

/// FlowStacks as an app sees it: a router view over an array of routes (`Router($routes) { screen, _ in ... }`),
/// and the array's calls (`push`, `presentSheet`, `presentCover`, `routes = [.root(...)]`) wherever they are made.
/// The library's own types are not on the machine: the fixture declares only what it uses.
@Suite struct FlowStacksTests {
    @Test func routesPushedPresentedAndSetAsRootThroughTheAppsNavigator() async {
        let extraction = await InlineExtraction("""
        import SwiftUI
        import FlowStacks

        enum Berth: Hashable {
            case harbour
            case mooring(Int)
            case fees
        }

        final class Harbourmaster: ObservableObject {
            enum Style { case root, push, sheet, cover }
            @Published var routes: Routes<Berth> = [.root(.harbour)]

            func show(_ berth: Berth, as style: Style) {
                switch style {
                case .root: routes = [.root(berth, embedInNavigationView: true)]
                case .push: ↓routes.push(berth)
                case .sheet: routes.presentSheet(berth)
                case .cover: routes.presentCover(berth)
                }
            }
        }

        struct HarbourRouter: View {
            @StateObject var master = Harbourmaster()
            var body: some View {
                Router($master.routes) { berth, _ in
                    switch berth {
                    case .harbour: HarbourView()
                    case let .mooring(number): MooringView(number: number)
                    case .fees: FeesView()
                    }
                }
                .environmentObject(master)
            }
        }

        struct HarbourView: View {
            @EnvironmentObject var master: Harbourmaster
            var body: some View {
                Button("Mooring") { master.show(.mooring(4), as: .push) }
                Button("Fees") { master.show(.fees, as: .sheet) }
            }
        }
        struct MooringView: View {
            let number: Int
            @EnvironmentObject var master: Harbourmaster
            var body: some View { Button("Leave") { master.show(.harbour, as: .root) } }
        }
        struct FeesView: View {
            @EnvironmentObject var master: Harbourmaster
            var body: some View {
                Text("Fees").modifier(TrailingButton(title: "Pay") { master.routes.presentCover(.harbour) })
            }
        }
        struct TrailingButton: ViewModifier {
            let title: String
            let action: () -> Void
            func body(content: Content) -> some View { HStack { content; Button(title, action: action) } }
        }
        """)
        #expect((extraction.coordinator("App")?.transitions.map(\.summary) ?? []).sorted() == [
            "FeesView/action present fullScreen -nav -> HarbourView",
            "HarbourView/show present push -> MooringView",
            "HarbourView/show present sheet -nav -> FeesView",
            "MooringView/show present swap -> HarbourView",
        ])
        #expect(extraction.coordinator("App")?.transitions.filter { $0.to?.screen == "MooringView" }.compactMap(\.location?.marked)
            == [extraction.marker(0)])
    }
}
