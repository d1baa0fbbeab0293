import SwiftUI
import WidgetKit

/// The last race's finishing order on the home screen.
struct ResultsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Results", provider: ResultsTimeline()) { entry in
            Text(entry.finishingOrder.joined(separator: ", "))
        }
    }
}
