import Moorings

enum FerryPath: ContextPath {
    case timetable(TimetableActions = .idle)
    case booking
}

enum TimetableActions: ContextAction {
    case idle
    case didPickSailing
}

final class FerryCoordinator: Coordinator<FerryPath> {
    override func onNext(current path: FerryPath) {
        switch path {
        case .timetable(.didPickSailing):
            present(.booking, mode: .push)
        default:
            break
        }
    }

    override func buildView(presenter: ContextPresenter<FerryPath>) -> Screen? {
        switch presenter.name {
        case .timetable:
            return Screen(title: "Timetable")
        case .booking:
            return Screen(title: "Booking")
        }
    }
}

func openFerries() -> FerryCoordinator {
    let coordinator = FerryCoordinator().load(with: .timetable(), navigation: true)
    coordinator.dispatch(.timetable(.didPickSailing))
    return coordinator
}
