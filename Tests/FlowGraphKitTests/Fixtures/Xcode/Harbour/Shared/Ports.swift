/// The ports a ferry from this harbour calls at.
enum Port: String, CaseIterable {
    case northQuay, ferrySlip
}
