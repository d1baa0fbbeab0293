import Stinsen
import SwiftUI

struct /*↓*/WelcomeScreen: View {
    @EnvironmentObject private var signInRouter: SignInCoordinator.Router
    @EnvironmentObject private var observerRouter: ObserverCoordinator.Router
    @State private var email = ""

    var body: some View {
        Form {
            TextField("Email", text: $email)
            Button("Sign in") { /*↓*/observerRouter.root(\.signedIn) }
            Button("Forgot your password?") { /*↓*/signInRouter.route(to: \.recoverPassword, email) }
            Button("New here? Register") { /*↓*/signInRouter.route(to: \.register) }
        }
        .navigationTitle("Bird Watch")
    }
}

struct /*↓*/RecoverPasswordScreen: View {
    let email: String

    var body: some View {
        Text("A link to reset your password is on its way to \(email).")
            .navigationTitle("Recover password")
    }
}
