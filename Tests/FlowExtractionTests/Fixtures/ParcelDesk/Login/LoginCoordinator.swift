import UIKit

final class /*↓*/LoginCoordinator: Coordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let login = LoginViewController()
        login.delegate = self
        navigationController.setViewControllers([login], animated: false)
    }

    func backToLogin() {
        /*↓*/navigationController.popToRootViewController(animated: true)
    }
}

extension LoginCoordinator: LoginViewControllerDelegate {
    func loginDidSucceed(_ viewController: LoginViewController) {
        print("signed in")
    }

    func loginDidTapForgot(_ viewController: LoginViewController) {
        let reset = ResetPasswordViewController()
        reset.coordinator = self
        /*↓*/navigationController.pushViewController(reset, animated: true)
    }
}
