import Testing

/// Screens made by a dependency container the app declares itself: `resolve(T.self)` gives a `T`, and the
/// factories registered at launch show nothing by themselves.
@Suite("Dependency containers")
struct DependencyContainerTests {
    @Test func aResolvedScreenIsTheTypeAskedForAndARegisteredFactoryIsNoEntry() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Resolving { func resolve<Service>(_ type: Service.Type) -> Service? }
        final class Container: Resolving {
            private var factories: [ObjectIdentifier: (Resolving) -> Any] = [:]
            func register<Service>(_ type: Service.Type, factory: @escaping (Resolving) -> Service) {
                factories[ObjectIdentifier(type)] = factory
            }
            func resolve<Service>(_ type: Service.Type) -> Service? {
                factories[ObjectIdentifier(type)]?(self) as? Service
            }
        }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            let container = Container()
            var coordinator: GreenhouseCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                container.register(SeedTrayViewController.self) { _ in SeedTrayViewController() }
                container.register(SeedlingViewController.self) { _ in SeedlingViewController() }
                let navigationController = UINavigationController()
                window?.rootViewController = navigationController
                coordinator = GreenhouseCoordinator(navigationController: navigationController, container: container)
                coordinator?.start()
            }
        }
        final class GreenhouseCoordinator {
            let navigationController: UINavigationController
            let container: Resolving
            init(navigationController: UINavigationController, container: Resolving) {
                self.navigationController = navigationController
                self.container = container
            }
            func start() {
                let tray = container.resolve(SeedTrayViewController.self)!
                tray.onSelect = { [weak self] in self?.showSeedling() }
                navigationController.pushViewController(tray, animated: false)
            }
            func showSeedling() {
                ↓navigationController.pushViewController(container.resolve(SeedlingViewController.self)!, animated: true)
            }
        }
        final class SeedTrayViewController: UIViewController {
            var onSelect: (() -> Void)?
            @objc func trayTapped() { onSelect?() }
        }
        final class SeedlingViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "GreenhouseCoordinator") == [
            "SeedTrayViewController/onSelect present push -> SeedlingViewController",
        ])
        #expect(extraction.coordinator("GreenhouseCoordinator")?.entries.map(\.screen) == ["SeedTrayViewController"])
        #expect(extraction.coordinator("SceneDelegate") == nil)
        #expect(extraction.locations(of: "GreenhouseCoordinator", "SeedTrayViewController/onSelect present push -> SeedlingViewController")
            == [extraction.marker(0)])
    }

    /// A router injected by key path with no type written (`@Injected(\.router) private var router`, the Factory
    /// library's), or taken from the container (`Container.shared.router()`): it is of the type the container's
    /// factory of that name makes, a protocol whose one conforming class routes.
    @Test(arguments: ["@Injected(\\.router) private var router", "private let router = Container.shared.router()"])
    func aDependencyInjectedByKeyPathIsOfTheTypeItsFactoryMakes(router: String) async {
        let extraction = await InlineExtraction("""
        import UIKit
        import Factory

        enum LarderRoute { case pantry, spices }
        protocol LarderRouting: AnyObject { func route(to route: LarderRoute) }

        extension Container {
            var router: Factory<LarderRouting> { self { LarderRouter() }.singleton }
            var clock: Factory<Date> { self { Date() } }
        }

        final class PantryViewController: UIViewController {}
        final class SpiceRackViewController: UIViewController {}

        final class LarderRouter: LarderRouting {
            let navigationController = UINavigationController()
            func route(to route: LarderRoute) {
                switch route {
                case .pantry: ↓navigationController.pushViewController(PantryViewController(), animated: true)
                case .spices: ↓navigationController.present(SpiceRackViewController(), animated: true)
                }
            }
        }

        final class LarderViewController: UIViewController {
            \(router)
            @objc func pantryTapped() { router.route(to: .pantry) }
            @objc func spicesTapped() { router.route(to: .spices) }
        }
        """)
        let steps = extraction.model.coordinators.flatMap(\.transitions).map(\.summary).filter { $0.hasPrefix("LarderViewController/") }
        #expect(steps.sorted() == [
            "LarderViewController/pantryTapped present push -> PantryViewController",
            "LarderViewController/spicesTapped present sheet -nav -> SpiceRackViewController",
        ])
        let locations = extraction.model.coordinators.flatMap(\.transitions)
            .filter { $0.from == "LarderViewController" }.sorted { $0.summary < $1.summary }.compactMap(\.location?.marked)
        #expect(locations == [extraction.marker(0), extraction.marker(1)])
    }
}
