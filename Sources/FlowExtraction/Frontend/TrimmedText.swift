import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source text without the trivia before its first token and after its last: what swift-syntax's
    /// `trimmedDescription` gives, read from the text itself.
    ///
    /// `trimmedDescription` builds a detached copy of the node with both trivia rewritten through key paths made at
    /// run time (tens of thousands of instructions a call); asked of every attribute and property type of an app,
    /// that was 6% of a check. Like it, this leaves alone the trivia of a missing first or last token (which
    /// prints nothing, so the present token beside it keeps its trivia).
    var trimmedText: String {
        let text = description
        let first = firstToken(viewMode: .all)
        let last = lastToken(viewMode: .all)
        let leading = first?.presence == .present ? first?.leadingTriviaLength.utf8Length ?? 0 : 0
        let trailing = last?.presence == .present ? last?.trailingTriviaLength.utf8Length ?? 0 : 0
        return String(decoding: text.utf8.dropFirst(leading).dropLast(trailing), as: UTF8.self)
    }
}
