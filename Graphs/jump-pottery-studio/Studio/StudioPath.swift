import SwiftUIRouter

/// The screens of the studio flow of a pottery-class booking app.
enum StudioPath: ContextPath {
    case timetable(TimetableAction = .idle)
    case classDetail(ClassDetailAction = .idle)
    case booking(BookingAction = .idle)
    case glazeGallery
    case waitingList
}

enum TimetableAction: ContextAction {
    case idle
    case didSelectClass
    case didTapGallery
    case didTapKiln
}

enum ClassDetailAction: ContextAction {
    case idle
    case didTapBook
    case didTapSimilarClass
    case didTapClose
}

enum BookingAction: ContextAction {
    case idle
    case didConfirm
    case didCancel
    case paymentFailed
}
