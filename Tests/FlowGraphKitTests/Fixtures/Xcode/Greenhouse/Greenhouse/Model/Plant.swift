/// A plant in the greenhouse; the soil sensor widget shares it with the app.
struct Plant: Identifiable, Hashable {
    var name: String
    var daysBetweenWatering: Int
    var id: String { name }

    static let all = [Plant(name: "Fern", daysBetweenWatering: 3), Plant(name: "Aloe", daysBetweenWatering: 14)]
}
