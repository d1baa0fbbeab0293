import UIKit

final class /*↓*/MuseumCoordinator: Coordinator {
    private let window: UIWindow
    private var exhibitFlow: Coordinator?
    private var children: [Coordinator] = []

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let gallery = GalleryBuilder(delegate: self).build()
        window.rootViewController = gallery
        window.makeKeyAndVisible()
    }
}

extension MuseumCoordinator: GalleryViewControllerDelegate {
    func gallery(_ viewController: UIViewController, didSelect exhibit: Exhibit) {
        let builder = ExhibitCoordinatorBuilder(presenting: viewController, exhibit: exhibit)
        exhibitFlow = builder.build()
        /*↓*/exhibitFlow?.start()
    }

    func galleryDidOpenMap(_ viewController: UIViewController) {
        let map = MapCoordinator(presenter: viewController)
        children.append(map)
        /*↓*/map.start()
    }
}
