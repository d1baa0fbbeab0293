import ComposableArchitecture
import SwiftUI

@main
struct /*↓*/CafeOrdersApp: App {
    let store = Store(initialState: CafeTabs.State()) { CafeTabs() }

    var body: some Scene {
        WindowGroup {
            CafeTabsView(store: store)
        }
    }
}
