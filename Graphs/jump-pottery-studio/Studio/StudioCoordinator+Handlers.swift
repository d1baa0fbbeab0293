import SwiftUIRouter

extension StudioCoordinator {
    func handleTimetable(_ action: TimetableAction) {
        switch action {
        case .didSelectClass:
            present(.classDetail(), mode: .push)
        case .didTapGallery:
            present(.glazeGallery, mode: .sheet, addNavigation: false)
        case .didTapKiln:
            break
        case .idle:
            break
        }
    }

    func handleClassDetail(_ action: ClassDetailAction) {
        switch action {
        case .didTapBook:
            present(.booking(), mode: .sheet, addNavigation: false)
        case .didTapSimilarClass:
            present(.classDetail(), mode: .push)
        case .didTapClose:
            dismiss()
        case .idle:
            break
        }
    }

    func handleBooking(_ action: BookingAction) {
        switch action {
        case .didConfirm:
            dismiss(to: .timetable())
        case .didCancel:
            dismiss()
        case .paymentFailed:
            present(.waitingList, mode: .push)
        case .idle:
            break
        }
    }
}
