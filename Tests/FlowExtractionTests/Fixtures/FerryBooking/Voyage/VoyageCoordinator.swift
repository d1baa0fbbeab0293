import SwiftUI
import SwiftUIRouter

/// Books a crossing: pick a sailing, a cabin, then pay.
final class /*↓*/VoyageCoordinator: Coordinator<VoyageCoordinator.Path> {
    enum Weather { case calm, storm }

    var weather = Weather.calm
    var legs: [String] = []

    func start() -> AnyView {
        /*↓*/self.load(with: .sailings(), navigation: true)
    }

    override func onNext(current path: Path) {
        route(path)
    }

    override func buildView(presenter: ContextPresenter<Path>) -> AnyView {
        switch presenter.name {
        case .sailings, .cabinChoice:
            return SailingsView(presenter: presenter).any
        #if os(iOS)
        case .payment:
            return PaymentView(presenter: presenter).any
        #else
        case .payment:
            fatalError("payments need iOS")
        #endif
        case .delayNotice, .boarding, .lostAndFound:
            return NoticeView(presenter: presenter).any
        case .none:
            fatalError("no path")
        }
    }
}
