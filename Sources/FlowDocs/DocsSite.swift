import Foundation

/// A documentation site in memory: every file with its path relative to the site's folder.
public struct DocsSite: Sendable {
    /// One file of the site.
    public struct File: Sendable {
        /// The path inside the site's folder, `/`-separated.
        public var path: String
        public var contents: Data

        public init(path: String, contents: Data) {
            self.path = path
            self.contents = contents
        }
    }

    /// The file that marks a folder as a site flowgraph wrote, so that writing a site again may replace it and
    /// never a folder of anything else.
    public static let markerFile = ".flowgraph-docs"

    /// The files, the index first; the marker file included.
    public var files: [File]

    public init(files: [File]) {
        self.files = files
    }
}
