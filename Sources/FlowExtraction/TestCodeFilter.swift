/// Decides which Swift files are test code, which the extractor skips by default: test targets describe fake
/// navigation (mocks, stubs) that would otherwise appear as real screens and edges.
public enum TestCodeFilter {
    /// Whether `path` is test code: inside a folder named `Tests` or ending in `Tests` (`GardenUITests/`), a file
    /// named `*Tests.swift`, or any path component containing `Mock`.
    public static func isTestCode(path: String) -> Bool {
        let components = path.split(separator: "/").map(String.init)
        guard let fileName = components.last else { return false }
        if fileName.hasSuffix("Tests.swift") { return true }
        if components.dropLast().contains(where: { $0.hasSuffix("Tests") }) { return true }
        return components.contains { $0.contains("Mock") }
    }
}
