protocol Coordinator: AnyObject { func start() }
final class AppCoordinator: Coordinator, LoginDelegate {
    let navigationController: UINavigationController
    var children: [Coordinator] = []
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let login = LoginViewController()
        login.delegate = self
        navigationController.setViewControllers([login], animated: false)
    }
    func loginDidFinish() {
        let child = ParcelsCoordinator(navigationController: navigationController)
        children.append(child)
        child.start()
    }
    func loginNeedsHelp() { navigationController.present(UINavigationController(rootViewController: HelpViewController()), animated: true) }
}
