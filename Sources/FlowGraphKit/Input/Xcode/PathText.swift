/// Paths joined and tidied by their text alone, so that files a project names keep the form the project was named
/// in (relative to the current folder when it was given so), as positions in findings show them.
enum PathText {
    /// `relative` below `base`; `relative` itself when it is absolute.
    static func joined(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || base.isEmpty { return normalized(relative) }
        if relative.isEmpty { return normalized(base) }
        return normalized(base + "/" + relative)
    }

    /// `path` without empty and `.` components, and with each `..` taking away the component before it when there is
    /// one; "" for the current folder.
    static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else if component != ".." || !path.hasPrefix("/") {
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }

    /// The folder holding `path`: "" for a name in the current folder.
    static func folder(of path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
