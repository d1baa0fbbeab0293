import FlowModel
import SwiftParser
import SwiftSyntax

/// One parsed source file and the converter that turns its syntax positions into model locations.
struct ParsedFile: Sendable {
    let path: String
    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    init(_ file: SourceFile) {
        path = file.path
        tree = Parser.parse(source: file.text)
        converter = SourceLocationConverter(fileName: file.path, tree: tree)
    }

    /// Where `node` starts, after its leading trivia (comments and whitespace before it).
    ///
    /// Lines and columns are 1-based; the column counts UTF-8 bytes from the start of the line, as swift-syntax's
    /// `SourceLocationConverter` (and the Swift compiler's diagnostics) count them.
    func location(of node: some SyntaxProtocol) -> FlowModel.SourceLocation {
        let position = node.startLocation(converter: converter)
        return FlowModel.SourceLocation(file: path, line: position.line, column: position.column)
    }

    /// The function declaration whose first token starts at `offset` (a UTF-8 offset recorded by the index).
    func functionDeclaration(at offset: Int) -> FunctionDeclSyntax? {
        var node = tree.token(at: AbsolutePosition(utf8Offset: offset)).map(Syntax.init)
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) { return function }
            node = current.parent
        }
        return nil
    }
}
