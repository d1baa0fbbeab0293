import SwiftUI
import SwiftUIRouter

enum PantryPath: ContextPath {
    case /*↓*/shelves(ShelfActions = .idle)
    case /*↓*/jar
}

enum ShelfActions: ContextAction {
    case /*↓*/idle
    case /*↓*/didOpenJar
}

final class /*↓*/PantryCoordinator: Coordinator<PantryPath> {
    override func onNext(current path: PantryPath) {
        switch path {
        case .shelves(.didOpenJar):
            /*↓*/present(.jar, mode: .push)
        default:
            break
        }
    }

    override func buildView(presenter: ContextPresenter<PantryPath>) -> AnyView {
        switch presenter.name {
        case .shelves?:
            return ShelvesView(presenter: presenter).any
        case .jar?:
            return Text("Jar").any
        default:
            return EmptyView().any
        }
    }
}

struct ShelvesView: View {
    let presenter: ContextPresenter<PantryPath>

    var body: some View {
        Button("Honey") { presenter.dispatch(.shelves(.didOpenJar)) }
    }
}
