import Foundation

/// High and low water as the app and the widget print them.
struct TideFormatter {
    func describe(heightInMetres: Double) -> String { String(format: "%.1f m", heightInMetres) }
}
