import Stinsen
import SwiftUI

final class /*↓*/RegisterCoordinator: NavigationCoordinatable {
    let stack = /*↓*/NavigationStack(initial: \RegisterCoordinator.name)

    @Root var name = makeName
    @Route(.push) var region = makeRegion

    func makeName() -> some View {
        ObserverNameScreen()
    }

    func makeRegion() -> some View {
        HomeRegionScreen()
    }
}

struct /*↓*/ObserverNameScreen: View {
    @EnvironmentObject private var router: NavigationRouter<RegisterCoordinator>

    var body: some View {
        Button("Next") { /*↓*/router.route(to: \.region) }
            .navigationTitle("Your name")
    }
}

struct /*↓*/HomeRegionScreen: View {
    @EnvironmentObject private var router: RegisterCoordinator.Router

    var body: some View {
        Button("Done") { router.dismissCoordinator() }
            .navigationTitle("Home region")
    }
}
