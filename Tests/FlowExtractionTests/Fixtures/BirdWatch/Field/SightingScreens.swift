import Stinsen
import SwiftUI

struct /*↓*/SightingListScreen: View {
    @EnvironmentObject private var router: SightingsCoordinator.Router
    let species = ["Heron", "Kingfisher", "Osprey"]

    var body: some View {
        List(species, id: \.self) { name in
            Button(name) { /*↓*/router.route(to: \.sighting, name) }
        }
        .navigationTitle("Sightings")
    }
}

struct /*↓*/SightingScreen: View {
    @EnvironmentObject private var router: SightingsCoordinator.Router
    let species: String

    var body: some View {
        VStack {
            Text(species)
            Button("Photograph") { /*↓*/router.route(to: \.camera) }
        }
        .navigationTitle(species)
    }
}

struct /*↓*/CameraScreen: View {
    var body: some View {
        Text("Viewfinder")
    }
}
