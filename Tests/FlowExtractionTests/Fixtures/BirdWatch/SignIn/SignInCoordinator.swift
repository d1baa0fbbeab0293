import Stinsen
import SwiftUI

final class /*↓*/SignInCoordinator: NavigationCoordinatable {
    let stack = /*↓*/NavigationStack(initial: \SignInCoordinator.welcome)

    @Root var welcome = makeWelcome
    @Route(.push) var recoverPassword = makeRecoverPassword
    @Route(.modal) var register = makeRegister
}
