import Foundation

extension VoyageCoordinator {
    func route(_ path: Path) {
        switch path {
        case .sailings(let action):
            self.handleSailings(action: action)
        case let .cabinChoice(action) where action != .idle:
            handleCabins(action)
        case .payment(.didPay):
            /*↓*/dismiss(onComplete: {
                switch self.weather {
                case .storm:
                    /*↓*/self.present(.delayNotice, mode: .top)
                case .calm:
                    /*↓*/self.present(.boarding, mode: .swap)
                }
            })
        case .payment(.didCancel):
            /*↓*/self.trackCancel(path); /*↓*/showRoot()
        default:
            break
        }
    }

    private func handleCabins(_ action: CabinActions) {
        switch action {
        case .didPickCabin:
            /*↓*/present(.payment(.idle), mode: .sheet, addNavigation: wantsNavigation())
        case .didTapOtherSailings:
            // Back to the list, on top of the cabins: sailings and cabins push each other forever.
            /*↓*/present(.sailings(), mode: .push)
        case .didTapHelp:
            DispatchQueue.main.async {
                /*↓*/self.present(.lostAndFound, mode: .sheet)
            }
        case .idle:
            break
        }
    }

    private func wantsNavigation() -> Bool { true }
}
