import UIKit

/// Shows no screen itself: it picks the flow the app starts with.
final class /*↓*/ParcelAppCoordinator: Coordinator {
    enum Flow { case login, parcels }

    private let window: UIWindow
    private let session: Session
    private let navigationController = UINavigationController()
    private var children: [Flow: Coordinator] = [:]

    init(window: UIWindow, session: Session) {
        self.window = window
        self.session = session
    }

    func start() {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        if session.isSignedIn {
            showParcels()
        } else {
            showLogin()
        }
    }

    private func showParcels() {
        let parcels = ParcelsCoordinator(navigationController: navigationController)
        children[.parcels] = parcels
        /*↓*/parcels.start()
    }

    private func showLogin() {
        let login = LoginCoordinator(navigationController: navigationController)
        children[.login] = login
        /*↓*/login.start()
    }
}

struct Session {
    var isSignedIn = false
}
