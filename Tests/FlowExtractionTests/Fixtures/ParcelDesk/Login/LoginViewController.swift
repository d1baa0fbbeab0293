import UIKit

protocol LoginViewControllerDelegate: AnyObject {
    func loginDidSucceed(_ viewController: LoginViewController)
    func /*↓*/loginDidTapForgot(_ viewController: LoginViewController)
}

final class /*↓*/LoginViewController: UIViewController {
    weak var delegate: LoginViewControllerDelegate?

    @objc private func forgotTapped() {
        delegate?.loginDidTapForgot(self)
    }
}

final class /*↓*/ResetPasswordViewController: UIViewController {
    weak var coordinator: LoginCoordinator?

    @objc private func doneTapped() {
        /*↓*/coordinator?.backToLogin()
    }
}
