import FlowStacks
import SwiftUI

enum SignUpStep: Hashable {
    case pace(distance: Int)
    case confirm
}

/// Signing up for a race: the distance, the expected pace, then a confirmation over them.
struct /*↓*/RaceSignUpCoordinator: View {
    let onFinish: () -> Void
    @State private var path = FlowPath()

    var body: some View {
        FlowStack($path, withNavigation: true) /*↓*/{
            DistanceView()
                .flowDestination(for: SignUpStep.self) { step in
                    switch step {
                    case let .pace(distance):
                        PaceView(distance: distance)
                    case .confirm:
                        ConfirmSignUpView(onFinish: onFinish)
                    }
                }
        }
    }
}
