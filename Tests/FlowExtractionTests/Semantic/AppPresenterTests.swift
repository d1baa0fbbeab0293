import FlowExtraction
import FlowModel
import Testing

/// Presenters an app writes itself: a view extension handed a binding and the destination
/// (`.pushing(item: $flow.berth) { BerthView(...) }`, through an overlaid `NavigationLink(isActive:)`), and a
/// `ViewModifier` handed a binding and its content (`CoverModifier(item: $flow.tide) { TideView(...) }`) that a view
/// applies with `.modifier(...)`. Setting the bound property (`berth = .init()`) presents; the code that sets it is
/// the step's.
@Suite struct AppPresenterTests {
    @Test func bindingForwardingPresentersShowWhatTheyAreGivenWhereTheBindingIsSet() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        extension View {
            func pushing<Item, Destination: View>(item: Binding<Item?>, @ViewBuilder destination: (Item) -> Destination) -> some View {
                let isActive = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
                return pushing(isActive: isActive) { item.wrappedValue.map(destination) }
            }
            func pushing<Destination: View>(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) -> some View {
                overlay(NavigationLink(destination: destination(), isActive: isActive) { EmptyView() })
            }
        }
        struct CoverModifier<Item: Identifiable, Cover: View>: ViewModifier {
            @Binding var item: Item?
            let cover: (Item) -> Cover
            func body(content: Content) -> some View { content.sheet(item: $item, content: cover) }
        }
        final class Berth: Identifiable { let id = 1 }
        final class Tide: Identifiable { let id = 2 }
        final class HarbourFlow: ObservableObject {
            @Published var berth: Berth?
            @Published var tide: Tide?
            func open(_ berth: Berth) { ↓self.berth = .init() }
            func open(_ url: URL) { tide = .init() }
            func showTide() { ↓tide = .init() }
        }
        struct HarbourFlowView: View {
            @ObservedObject var flow: HarbourFlow
            var body: some View {
                NavigationView {
                    DockList(flow: flow)
                        .pushing(item: $flow.berth) { berth in
                            BerthView(flow: flow, tideModifier: CoverModifier(item: $flow.tide) { TideView(tide: $0) })
                        }
                }
            }
        }
        struct DockList: View {
            let flow: HarbourFlow
            var body: some View { Button("Berth 4") { flow.open(Berth()) }.navigationTitle("Docks") }
        }
        struct BerthView<TideModifier: ViewModifier>: View {
            let flow: HarbourFlow
            let tideModifier: TideModifier
            var body: some View { Button("Tides", action: flow.showTide).modifier(tideModifier) }
        }
        struct TideView: View {
            let tide: Tide
            var body: some View { Text("Tide") }
        }
        @main struct HarbourApp: App {
            var body: some Scene { WindowGroup { HarbourFlowView(flow: HarbourFlow()) } }
        }
        """)
        let transitions = extraction.model.coordinators.flatMap(\.transitions)
        // The berth is opened with a Berth: `open(_ url:)`, which would show the tide, is not that call.
        #expect(transitions.filter { $0.to?.screen != "DockList" }.map(\.summary).sorted() == [
            "BerthView/showTide present sheet -nav -> TideView",
            "DockList/open present push -> BerthView",
        ])
        #expect(transitions.filter { $0.to?.screen == "BerthView" }.compactMap(\.location?.marked) == [extraction.marker(0)])
        #expect(transitions.filter { $0.to?.screen == "TideView" }.compactMap(\.location?.marked) == [extraction.marker(1)])
    }
}
