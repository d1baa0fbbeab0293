import SwiftUI

enum ScoreRoute: Hashable {
    case /*↓*/team(String)
}

final class /*↓*/ScoreCoordinator: ObservableObject {
    @Published var path: [ScoreRoute] = []

    func start() -> some View {
        NavigationStack(path: Binding(get: { self.path }, set: { self.path = $0 })) {
            ScoreboardView(coordinator: self)
                .navigationDestination(for: ScoreRoute.self) { route in
                    switch route {
                    case let .team(name):
                        TeamView(name: name)
                    }
                }
        }
    }

    func openTeam(_ name: String) {
        /*↓*/path.append(.team(name))
    }
}

struct /*↓*/ScoreboardView: View {
    let coordinator: ScoreCoordinator

    var body: some View {
        Button("Owls") { /*↓*/coordinator.openTeam("Owls") }
    }
}

struct TeamView: View {
    let name: String
    var body: some View { Text(name) }
}
