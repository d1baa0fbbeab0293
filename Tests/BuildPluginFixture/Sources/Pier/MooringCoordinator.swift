import Moorings

enum MooringPath: ContextPath {
    case berths(BerthActions = .idle)
    case harbourMaster
}

enum BerthActions: ContextAction {
    case idle
    case didCallMaster
}

final class MooringCoordinator: Coordinator<MooringPath> {
    override func onNext(current path: MooringPath) {
        switch path {
        case .berths(.didCallMaster):
            present(.harbourMaster, mode: .push)
        default:
            break
        }
    }

    override func buildView(presenter: ContextPresenter<MooringPath>) -> Screen? {
        switch presenter.name {
        case .berths:
            return Screen(title: "Berths")
        case .harbourMaster:
            return Screen(title: "Harbour master")
        }
    }
}

func callHarbourMaster(on coordinator: MooringCoordinator) {
    coordinator.dispatch(.berths(.didCallMaster))
}
