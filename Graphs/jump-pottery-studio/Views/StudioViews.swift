import SwiftUI
import SwiftUIRouter

struct TimetableView: ContextView {
    var presenter: ContextPresenter<StudioPath>

    var body: some View {
        ContextContent<StudioPath>(presenter) { dispatch in
            List {
                Button("Wheel throwing, Tuesday") { dispatch(.timetable(.didSelectClass)) }
                Button("Glazes") { dispatch(.timetable(.didTapGallery)) }
                Button("Kiln") { dispatch(.timetable(.didTapKiln)) }
            }
        }
    }
}

struct ClassDetailView: ContextView {
    var presenter: ContextPresenter<StudioPath>

    var body: some View {
        ContextContent<StudioPath>(presenter) { dispatch in
            VStack {
                Button("Book a seat") { dispatch(.classDetail(.didTapBook)) }
                Button("Similar class") { dispatch(.classDetail(.didTapSimilarClass)) }
            }
        }
    }
}

struct BookingView: ContextView {
    var presenter: ContextPresenter<StudioPath>

    var body: some View {
        ContextContent<StudioPath>(presenter) { dispatch in
            VStack {
                Button("Confirm") { dispatch(.booking(.didConfirm)) }
                Button("Cancel") { dispatch(.booking(.didCancel)) }
            }
        }
    }
}

struct StudioRoot: View {
    let coordinator = StudioCoordinator()

    var body: some View {
        coordinator.load(with: .timetable(), navigation: true)
    }
}
