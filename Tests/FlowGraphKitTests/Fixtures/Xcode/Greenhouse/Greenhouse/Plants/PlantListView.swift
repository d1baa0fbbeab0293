import SwiftUI

/// The plants of the greenhouse; a plant's watering is a sheet over the list.
struct PlantListView: View {
    @State private var watering: Plant?

    var body: some View {
        List(Plant.all) { plant in
            Button(plant.name) { watering = plant }
        }
        .sheet(item: $watering) { plant in WateringSheet(plant: plant) }
    }
}
