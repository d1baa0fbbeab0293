import UIKit

struct Exhibit {
    let title: String
}

protocol GalleryViewControllerDelegate: AnyObject {
    func gallery(_ viewController: UIViewController, didSelect exhibit: Exhibit)
    func /*↓*/galleryDidOpenMap(_ viewController: UIViewController)
}

final class /*↓*/GalleryViewController: UIViewController {
    weak var delegate: GalleryViewControllerDelegate?

    func show(_ exhibit: Exhibit) {
        delegate?.gallery(self, didSelect: exhibit)
    }

    @objc private func mapTapped() {
        delegate?.galleryDidOpenMap(self)
    }
}

final class GalleryBuilder {
    private weak var delegate: GalleryViewControllerDelegate?

    init(delegate: GalleryViewControllerDelegate) {
        self.delegate = delegate
    }

    func build() -> UIViewController {
        let viewController = GalleryViewController()
        viewController.delegate = delegate
        return viewController
    }
}

final class ExhibitCoordinatorBuilder {
    private let presenting: UIViewController
    private let exhibit: Exhibit

    init(presenting: UIViewController, exhibit: Exhibit) {
        self.presenting = presenting
        self.exhibit = exhibit
    }

    func build() -> Coordinator {
        MapCoordinator(presenter: presenting)
    }
}
