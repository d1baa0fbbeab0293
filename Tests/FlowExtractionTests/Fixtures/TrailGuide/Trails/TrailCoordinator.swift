import SwiftUI

final class /*↓*/TrailCoordinator: ObservableObject {
    @Published private var trailPath = NavigationPath()
    private let factory: TrailScreenFactory

    init(factory: TrailScreenFactory) {
        self.factory = factory
    }

    func start() -> some View {
        makeStack()
    }

    private func makeListView() -> some View {
        factory.makeTrailList(coordinator: self)
    }

    private func makeStack() -> some View {
        NavigationStack(path: Binding(
            get: { self.trailPath },
            set: { self.trailPath = $0 }
        )) {
            makeListView()
                .navigationDestination(for: Trail.self) { trail in
                    self.factory.makeTrailDetail(for: trail, coordinator: self)
                }
                .navigationDestination(for: Ranger.self) { ranger in
                    self.factory.makeRanger(for: ranger, coordinator: self)
                }
        }
    }

    func showTrail(_ trail: Trail) {
        /*↓*/trailPath.append(trail)
    }

    func showRanger(_ ranger: Ranger) {
        /*↓*/trailPath.append(ranger)
    }

    func showCampsite(_ campsite: Campsite) {
        /*↓*/trailPath.append(campsite)
    }

    func backToList() {
        /*↓*/trailPath.removeAll()
    }

    func /*↓*/showWeather() {
        trailPath.removeLast()
    }
}
