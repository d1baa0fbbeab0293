import SwiftUI
import WidgetKit

/// The next high water on the home screen.
struct TideWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TideWidget", provider: TideTimeline()) { entry in
            Text(TideFormatter().describe(heightInMetres: entry.height))
        }
    }
}
