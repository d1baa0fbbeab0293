import SwiftUI
import SwiftUIRouter

@main
struct LighthouseApp: App {
    var body: some Scene {
        WindowGroup {
            LighthouseCoordinator().load(with: .tower(), navigation: true)
        }
    }
}

struct TowerView: ContextView {
    var presenter: ContextPresenter<LighthousePath>

    var body: some View {
        ContextContent<LighthousePath>(presenter) { dispatch in
            Button("Logbook") { dispatch(.tower(.didTapLogbook)) }
        }
    }
}

struct LogbookView: ContextView {
    var presenter: ContextPresenter<LighthousePath>

    var body: some View {
        ContextContent<LighthousePath>(presenter) { dispatch in
            Button("Lamp") { dispatch(.logbook(.didTapLamp)) }
            Button("Back to log") { dispatch(.lamp(.didTapLogbook)) }
        }
    }
}
