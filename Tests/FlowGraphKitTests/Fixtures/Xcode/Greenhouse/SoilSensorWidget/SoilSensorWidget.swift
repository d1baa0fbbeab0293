import SwiftUI
import WidgetKit

/// The driest plant's soil on the home screen.
struct SoilSensorWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SoilSensor", provider: SoilTimeline()) { entry in
            Text("\(entry.plant.name): \(entry.moisture)%")
        }
    }
}
