import Testing

/// Routes handed through closures a coordinator stores on its view models: each call of the closure takes the arm
/// of the case it passes.
@Suite("Routes through stored closures")
struct StoredClosureRouteTests {
    /// `model.onRoute = { self?.navigate(to: $0) }`, the model calling `onRoute?(.map)`: the closure's parameter is
    /// what it is called with, so the coordinator's switch takes the arm of that case, not every arm.
    @Test(arguments: [
        "{ [weak self] in self?.navigate(to: $0) }",
        "{ [weak self] route in self?.navigate(to: route) }",
        "{ self.navigate(to: $0) }",
    ])
    func aCaseHandedToAStoredClosureTakesItsOwnArm(closure: String) async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class QuarryCoordinator {
            enum Route { case seam(Int), map, permits(seam: Int) }
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let model = QuarryListModel()
                model.onRoute = \(closure)
                navigationController.setViewControllers([QuarryListViewController(model: model)], animated: false)
            }
            func navigate(to route: Route) {
                switch route {
                case .seam(let id):
                    let model = SeamModel(id: id)
                    model.onRoute = \(closure)
                    ↓navigationController.pushViewController(SeamViewController(model: model), animated: true)
                case .map: ↓navigationController.pushViewController(QuarryMapViewController(), animated: true)
                case .permits(let seam): ↓navigationController.present(PermitsViewController(seam: seam), animated: true)
                }
            }
        }
        final class QuarryListModel {
            var onRoute: ((QuarryCoordinator.Route) -> Void)?
            func select(_ id: Int) { onRoute?(.seam(id)) }
            func showMap() { onRoute?(.map) }
        }
        final class SeamModel {
            var onRoute: ((QuarryCoordinator.Route) -> Void)?
            let id: Int
            init(id: Int) { self.id = id }
            func askForPermits() { onRoute?(.permits(seam: id)) }
        }
        final class QuarryListViewController: UITableViewController {
            let model: QuarryListModel
            init(model: QuarryListModel) { self.model = model; super.init(style: .plain) }
            required init?(coder: NSCoder) { fatalError() }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { model.select(indexPath.row) }
            @objc func mapTapped() { model.showMap() }
        }
        final class SeamViewController: UIViewController {
            let model: SeamModel
            init(model: SeamModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            @objc func permitsTapped() { model.askForPermits() }
        }
        final class QuarryMapViewController: UIViewController {}
        final class PermitsViewController: UIViewController {
            init(seam: Int) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(extraction.transitions(of: "QuarryCoordinator") == [
            "QuarryCoordinator/- present swap -> QuarryListViewController",
            "QuarryListViewController/mapTapped present push -> QuarryMapViewController",
            "QuarryListViewController/tableView present push -> SeamViewController",
            "SeamViewController/permitsTapped present sheet -nav -> PermitsViewController",
        ])
        #expect(extraction.locations(of: "QuarryCoordinator", "QuarryListViewController/tableView present push -> SeamViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "QuarryCoordinator", "QuarryListViewController/mapTapped present push -> QuarryMapViewController")
            == [extraction.marker(1)])
        #expect(extraction.locations(of: "QuarryCoordinator", "SeamViewController/permitsTapped present sheet -nav -> PermitsViewController")
            == [extraction.marker(2)])
    }
}
