import Stinsen
import SwiftUI

final class /*↓*/FieldTabsCoordinator: TabCoordinatable {
    let child = TabChild(startingItems: [\FieldTabsCoordinator.sightings, \FieldTabsCoordinator.profile])

    @Route(tabItem: makeSightingsTab) var /*↓*/sightings = makeSightings
    @Route(tabItem: makeProfileTab) var /*↓*/profile = makeProfile

    func makeSightings() -> NavigationViewCoordinator<SightingsCoordinator> {
        NavigationViewCoordinator(SightingsCoordinator())
    }

    @ViewBuilder func makeSightingsTab(isActive: Bool) -> some View {
        Image(systemName: "binoculars")
        Text("Sightings")
    }

    func makeProfile() -> some View {
        ProfileScreen()
    }

    @ViewBuilder func makeProfileTab(isActive: Bool) -> some View {
        Image(systemName: "person")
        Text("Profile")
    }
}

struct /*↓*/ProfileScreen: View {
    @EnvironmentObject private var observerRouter: ObserverCoordinator.Router

    var body: some View {
        Button("Sign out") { /*↓*/observerRouter.root(\.signedOut) }
            .navigationTitle("Profile")
    }
}
