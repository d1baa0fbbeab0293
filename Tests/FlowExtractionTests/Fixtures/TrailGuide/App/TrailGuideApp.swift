import SwiftUI

@main
struct TrailGuideApp: App {
    @StateObject private var coordinator = TrailCoordinator(factory: LiveTrailScreenFactory())

    var body: some Scene {
        WindowGroup {
            /*↓*/coordinator.start()
        }
    }
}
