import SwiftUI
import SwiftUIRouter

final class StudioCoordinator: Coordinator<StudioPath> {
    private let kiln = KilnCoordinator()

    override func onNext(current path: StudioPath) {
        switch path {
        case .timetable(let action):
            handleTimetable(action)
        case .classDetail(let action):
            handleClassDetail(action)
        case .booking(let action):
            handleBooking(action)
        default:
            break
        }
    }

    override func buildView(presenter: ContextPresenter<StudioPath>) -> AnyView {
        switch presenter.name {
        case .timetable:
            return TimetableView(presenter: presenter).any
        case .classDetail:
            return ClassDetailView(presenter: presenter).any
        case .booking:
            return BookingView(presenter: presenter).any
        default:
            fatalError("every studio screen needs a view")
        }
    }
}
