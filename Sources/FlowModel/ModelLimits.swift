import Foundation

/// The largest model files flowgraph reads. Each is far beyond any real app and exists so that a broken or
/// hostile file is refused with one clear line instead of exhausting the stack, the memory or the CI job's time.
/// The README's "Limits" section lists them.
public enum ModelLimits {
    /// The largest model file, in bytes (256 MiB). A generated 100,000-screen model written by `flowgraph extract`
    /// (indented, a location on every element) is 182 MB, 70% of that; as YAML it is 17 MB.
    public static let fileBytes = 256 << 20

    /// The most screens one model file may declare. Checks stay interactive well past 100,000 screens; a file
    /// with more is generated wrongly, not written by a team.
    public static let screens = 200_000

    /// The deepest nesting of `[`/`{` collections in a model file. A model needs five levels; libyaml and Yams
    /// build nested collections recursively, so depth is bounded before they see the text.
    public static let nesting = 64

    /// `1 MiB`, `256 MiB`, `20.0 MB`: a byte count as people say it.
    public static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        let megabytes = Double(bytes) / 1_000_000
        return megabytes >= 1 ? "\(String(format: "%.1f", megabytes)) MB" : "\(bytes) bytes"
    }
}
