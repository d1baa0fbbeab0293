import Stinsen
import SwiftUI

extension SignInCoordinator {
    @ViewBuilder func makeWelcome() -> some View {
        WelcomeScreen()
    }

    func makeRecoverPassword(email: String) -> some View {
        RecoverPasswordScreen(email: email)
    }

    func makeRegister() -> NavigationViewCoordinator<RegisterCoordinator> {
        NavigationViewCoordinator(RegisterCoordinator())
    }
}
