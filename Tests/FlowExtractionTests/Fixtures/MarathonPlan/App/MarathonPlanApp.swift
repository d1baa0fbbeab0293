import SwiftUI

@main
struct /*↓*/MarathonPlanApp: App {
    var body: some Scene {
        WindowGroup {
            TrainingCoordinator()
        }
    }
}
