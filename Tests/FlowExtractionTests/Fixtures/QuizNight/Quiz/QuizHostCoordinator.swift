import SwiftUI

final class /*↓*/QuizHostCoordinator: Coordinator {
    func start() -> some View {
        NavigationStack {
            QuizLobbyView(presenter: LobbyPresenter(coordinator: self))
        }
    }
}

final class LobbyPresenter: ObservableObject {
    private weak var coordinator: QuizHostCoordinator?

    init(coordinator: QuizHostCoordinator) {
        self.coordinator = coordinator
    }

    func /*↓*/onPlay(round: Int, isPresented: Binding<Bool>) -> some View {
        coordinator?.startRound(round, isPresented: isPresented)
    }

    func onRules(isPresented: Binding<Bool>) -> some View {
        coordinator?.showRules(isPresented: isPresented)
    }
}

struct /*↓*/QuizLobbyView: View {
    @ObservedObject var presenter: LobbyPresenter
    @State private var playing = false

    var body: some View {
        Button("Play round 1") { playing = true }
            .background(presenter.onPlay(round: 1, isPresented: $playing))
    }
}
