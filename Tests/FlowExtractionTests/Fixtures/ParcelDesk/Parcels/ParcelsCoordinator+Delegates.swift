import UIKit

extension ParcelsCoordinator: ParcelListViewControllerDelegate {
    func parcelList(_ viewController: ParcelListViewController, didPick parcel: Parcel) {
        if parcel.isDelivered {
            /*↓*/navigationController.pushViewController(DeliveryProofViewController(parcel: parcel), animated: true)
        } else {
            let tracking = TrackingViewController(parcel: parcel)
            tracking.delegate = self
            /*↓*/navigationController.pushViewController(tracking, animated: true)
        }
    }

    func parcelListDidTapScan(_ viewController: ParcelListViewController) {
        let scanner = UINavigationController(rootViewController: ScannerViewController())
        /*↓*/navigationController.present(scanner, animated: true)
    }

    func parcelListDidTapSettings(_ viewController: ParcelListViewController) {
        /*↓*/navigationController.present(makeSettings(), animated: true)
    }
}

extension ParcelsCoordinator: TrackingViewControllerDelegate {
    func trackingDidFinish(_ viewController: TrackingViewController) {
        /*↓*/navigationController.popViewController(animated: true)
    }

    func trackingDidTapHelp(_ viewController: TrackingViewController) {
        /*↓*/navigationController.present(helpScreen, animated: true)
    }
}

extension ParcelsCoordinator: ArchiveViewControllerDelegate {
    func archive(_ viewController: ArchiveViewController, didRestore parcel: Parcel) {
        /*↓*/navigationController.setViewControllers([ParcelListViewController.make(delegate: self)], animated: true)
    }
}
