import SwiftUI
import SwiftUIRouter

@main
struct PlantCareApp: App {
    let garden = GardenCoordinator()

    var body: some Scene {
        WindowGroup {
            TabView {
                /*↓*/garden.load(with: .overview(.idle), navigation: true)
                /*↓*/ShopCoordinator().load(with: ShopPath.catalog(), navigation: false)
            }
        }
    }
}
