extension String {
    /// The text with every run of whitespace and newlines made one space, so a multi-line call fits a
    /// one-line message.
    var collapsingWhitespace: String {
        split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
