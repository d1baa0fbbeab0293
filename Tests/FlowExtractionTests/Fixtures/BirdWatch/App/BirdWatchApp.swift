import Stinsen
import SwiftUI

@main
struct BirdWatchApp: App {
    var body: some Scene {
        WindowGroup {
            ObserverCoordinator().view()
        }
    }
}
