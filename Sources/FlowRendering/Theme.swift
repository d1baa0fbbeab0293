/// The colours a drawing is painted in.
///
/// Styling decides what each colour means (``StyleColor/ink``, ``StyleColor/finding``, ...); the theme decides
/// how that meaning looks on its background, when a writer spells the colour out. So every styler, the change
/// drawing included, gets the dark theme without knowing about it.
public enum Theme: String, Hashable, Sendable, CaseIterable {
    /// Dark lines on a transparent background, for light pages.
    case light
    /// Light lines on a dark background, for dark pages and slides.
    case dark

    /// The background to paint behind the drawing; nil leaves it transparent.
    public var background: StyleColor? {
        switch self {
        case .light: nil
        case .dark: StyleColor(hex: "#14191f")
        }
    }

    /// How `color` is shown in this theme.
    public func paint(_ color: StyleColor) -> StyleColor {
        switch self {
        case .light: color
        case .dark: Self.darkColors[color.hex].map(StyleColor.init(hex:)) ?? color
        }
    }

    /// Each light colour's counterpart: the same hue, light enough (or dark enough, for fills) to keep its
    /// contrast on the dark background. Colours not listed are shown as they are.
    private static let darkColors: [String: String] = [
        StyleColor.ink.hex: "#e4e7eb",
        StyleColor.finding.hex: "#ef5350",
        StyleColor.muted.hex: "#7b8794",
        StyleColor.unreachableFill.hex: "#2a323c",
        StyleColor.start.hex: "#64b5f6",
        StyleColor.replace.hex: "#ce93d8",
        StyleColor.clusterOutline.hex: "#4a5663",
        StyleColor.clusterFill.hex: "#1c232b",
        StyleColor.faded.hex: "#3e4a56",
        // The change drawing's added and changed markings.
        "#2e7d32": "#66bb6a",
        "#ef6c00": "#ffa726",
    ]
}
