import Stinsen
import SwiftUI

final class /*↓*/SightingsCoordinator: NavigationCoordinatable {
    let stack = /*↓*/NavigationStack(initial: \SightingsCoordinator.list)

    @Root var list = makeList
    @Route(.push) var sighting = makeSighting
    @Route(.fullScreen) var camera = makeCamera

    func makeList() -> some View {
        SightingListScreen()
    }

    func makeSighting(species: String) -> some View {
        SightingScreen(species: species)
    }

    func makeCamera() -> some View {
        CameraScreen()
    }
}
