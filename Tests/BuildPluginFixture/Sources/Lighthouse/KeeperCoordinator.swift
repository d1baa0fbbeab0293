import Moorings

enum KeeperPath: ContextPath {
    case lamp(LampActions = .idle)
    case logbook
    case fogSignal
}

enum LampActions: ContextAction {
    case idle
    case didOpenLog
}

final class KeeperCoordinator: Coordinator<KeeperPath> {
    override func onNext(current path: KeeperPath) {
        switch path {
        case .lamp(.didOpenLog):
            present(.logbook, mode: .sheet)
        default:
            break
        }
    }

    override func buildView(presenter: ContextPresenter<KeeperPath>) -> Screen? {
        switch presenter.name {
        case .lamp:
            return Screen(title: "Lamp")
        case .logbook:
            return Screen(title: "Logbook")
        case .fogSignal:
            return Screen(title: "Fog signal")
        }
    }
}

func openLighthouse() -> KeeperCoordinator {
    let coordinator = KeeperCoordinator().load(with: .lamp(), navigation: true)
    coordinator.dispatch(.lamp(.didOpenLog))
    return coordinator
}
