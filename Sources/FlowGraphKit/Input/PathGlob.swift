/// A path pattern from `included`/`excluded`: `*` matches within one path component, `**` across components,
/// `?` one character. A pattern that matches a folder matches every file below it, so `Sources/Legacy` and
/// `Sources/Legacy/**` mean the same.
struct PathGlob: Hashable, Sendable {
    let pattern: String

    /// Whether `relativePath` (`/`-separated, relative to the configuration's folder) or one of its folders matches.
    func matches(_ relativePath: String) -> Bool {
        let pattern = Array(normalized(self.pattern).utf8)
        let components = relativePath.split(separator: "/")
        return components.indices.contains { end in
            Self.match(pattern[...], Array(components[...end].joined(separator: "/").utf8)[...])
        }
    }

    /// Drops a leading `./` and a trailing `/`, which name the same paths.
    private func normalized(_ text: String) -> String {
        var text = Substring(text)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }

    private static let star = UInt8(ascii: "*")
    private static let question = UInt8(ascii: "?")
    private static let slash = UInt8(ascii: "/")

    /// Backtracking match over bytes; patterns are short, so the worst case does not matter.
    private static func match(_ pattern: ArraySlice<UInt8>, _ path: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == star {
            let rest = pattern.dropFirst()
            if rest.first == star {
                // `**/` also matches no folder at all.
                var afterStars = rest.dropFirst()
                if afterStars.first == slash, match(afterStars.dropFirst(), path) { return true }
                afterStars = rest.dropFirst()
                return path.indices.contains { match(afterStars, path[$0...]) } || match(afterStars, path[path.endIndex...])
            }
            var index = path.startIndex
            while true {
                if match(rest, path[index...]) { return true }
                guard index < path.endIndex, path[index] != slash else { return false }
                index += 1
            }
        }
        guard let character = path.first, character == first || (first == question && character != slash) else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }
}
