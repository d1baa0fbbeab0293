/// Why a documentation site could not be made.
public enum DocsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A `--source-url-prefix` that is not an http(s) URL.
    case invalidSourceURLPrefix(String)

    /// One line that says what went wrong and what to do about it.
    public var description: String {
        switch self {
        case let .invalidSourceURLPrefix(prefix):
            "invalid source URL prefix '\(prefix)': give an http:// or https:// URL, such as"
                + " https://github.com/org/app/blob/main/"
        }
    }
}
