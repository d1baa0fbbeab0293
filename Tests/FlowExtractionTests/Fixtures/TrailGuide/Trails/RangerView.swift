import SwiftUI

struct RangerView: View {
    let ranger: Ranger
    let coordinator: TrailCoordinator

    var body: some View {
        Button("All trails") { /*↓*/coordinator.backToList() }
    }
}
