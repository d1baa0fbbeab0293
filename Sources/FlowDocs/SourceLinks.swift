import FlowModel

/// Turns source locations into links to the code, e.g. a repository's blob URL + path + `#L` + line.
public struct SourceLinks: Sendable {
    /// The URL every location's path is appended to; nil shows locations as text.
    public let prefix: String?
    /// The folder relative paths start from: an absolute path inside it is linked by its path from there.
    public let root: String?

    /// No links: locations are shown as `file:line:column` text.
    public init() {
        prefix = nil
        root = nil
    }

    /// Links to `prefix` + path + `#L` + line.
    /// - Throws: ``DocsError/invalidSourceURLPrefix(_:)`` unless the prefix is an `http` or `https` URL: it ends
    ///   up in every page's links, so no other scheme (`javascript:` above all) is accepted.
    public init(prefix: String, root: String? = nil) throws {
        let lowered = prefix.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://"),
              !prefix.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F })
        else {
            throw DocsError.invalidSourceURLPrefix(prefix)
        }
        self.prefix = prefix
        self.root = root.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    /// The URL of `location`'s line, or nil without a prefix or for an absolute path outside ``root``.
    public func url(for location: SourceLocation) -> String? {
        guard let prefix else { return nil }
        var path = location.file
        if path.hasPrefix("/") {
            guard let root, path.hasPrefix(root + "/") else { return nil }
            path = String(path.dropFirst(root.count + 1))
        }
        while path.hasPrefix("./") { path = String(path.dropFirst(2)) }
        return prefix + Escaping.urlPath(path) + "#L\(location.line)"
    }
}
