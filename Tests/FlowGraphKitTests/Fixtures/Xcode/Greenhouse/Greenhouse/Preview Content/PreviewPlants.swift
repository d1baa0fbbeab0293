/// Sample plants for previews; the exception set keeps this folder out of the app.
extension Plant {
    static let preview = Plant(name: "Basil", daysBetweenWatering: 2)
}
