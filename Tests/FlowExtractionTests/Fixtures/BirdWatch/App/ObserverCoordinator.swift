import Stinsen
import SwiftUI

/// Signed out, the observer sees the sign-in flow; signed in, the field tabs. Each swaps the other in as the root.
final class /*↓*/ObserverCoordinator: NavigationCoordinatable {
    let stack = /*↓*/NavigationStack(initial: \ObserverCoordinator.signedOut)

    @Root var signedOut = makeSignedOut
    @Root var signedIn = makeSignedIn

    func makeSignedOut() -> NavigationViewCoordinator<SignInCoordinator> {
        NavigationViewCoordinator(SignInCoordinator())
    }

    func makeSignedIn() -> FieldTabsCoordinator {
        FieldTabsCoordinator()
    }
}
