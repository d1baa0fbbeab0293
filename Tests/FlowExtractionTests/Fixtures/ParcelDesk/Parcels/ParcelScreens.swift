import UIKit

struct Parcel {
    let id: String
    let isDelivered: Bool
}

protocol ParcelListViewControllerDelegate: AnyObject {
    func /*↓*/parcelList(_ viewController: ParcelListViewController, didPick parcel: Parcel)
    func /*↓*/parcelListDidTapScan(_ viewController: ParcelListViewController)
    func /*↓*/parcelListDidTapSettings(_ viewController: ParcelListViewController)
}

final class /*↓*/ParcelListViewController: UIViewController {
    weak var delegate: ParcelListViewControllerDelegate?

    static func make(delegate: ParcelListViewControllerDelegate) -> ParcelListViewController {
        let list = ParcelListViewController()
        list.delegate = delegate
        return list
    }

    func select(_ parcel: Parcel) {
        delegate?.parcelList(self, didPick: parcel)
    }

    @objc private func scanTapped() {
        delegate?.parcelListDidTapScan(self)
    }

    @objc private func settingsTapped() {
        delegate?.parcelListDidTapSettings(self)
    }
}

protocol TrackingViewControllerDelegate: AnyObject {
    func /*↓*/trackingDidFinish(_ viewController: TrackingViewController)
    func trackingDidTapHelp(_ viewController: TrackingViewController)
}

final class /*↓*/TrackingViewController: UIViewController {
    weak var delegate: TrackingViewControllerDelegate?

    init(parcel: Parcel) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    @objc private func doneTapped() {
        delegate?.trackingDidFinish(self)
    }
}

protocol ArchiveViewControllerDelegate: AnyObject {
    func /*↓*/archive(_ viewController: ArchiveViewController, didRestore parcel: Parcel)
}

final class /*↓*/ArchiveViewController: UIViewController {
    weak var delegate: ArchiveViewControllerDelegate?
}

final class /*↓*/DeliveryProofViewController: UIViewController {
    init(parcel: Parcel) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

final class /*↓*/ScannerViewController: UIViewController {}

final class /*↓*/SettingsViewController: UIViewController {}
