import SwiftUI

struct WateringSheet: View {
    let plant: Plant

    var body: some View { Text("Water \(plant.name) every \(plant.daysBetweenWatering) days") }
}
