import FlowModel

/// The largest inputs a run reads, besides the model-file limits of ``ModelLimits``. The README's "Limits"
/// section lists them all.
public enum InputLimits {
    /// The largest Swift source read (8 MiB). Navigation code is never near it; a larger file is generated (asset
    /// catalogues, API clients), so it is skipped with a `skipped_file` warning rather than parsed for seconds.
    public static let swiftSourceBytes = 8 << 20
}
