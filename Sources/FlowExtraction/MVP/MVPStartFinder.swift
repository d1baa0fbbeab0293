import FlowModel
import SwiftSyntax

/// One `coordinate(to:)` call: the method it is in, the child it starts, where, and whether under a condition.
struct MVPStart {
    var method: MethodDeclaration
    var child: String
    var conditional: Bool
    var location: FlowModel.SourceLocation
}

/// Finds the `coordinate(to:)` calls in a coordinator's methods and in the extension methods of the protocols
/// it conforms to, and the child coordinator each one starts.
struct MVPStartFinder {
    private(set) var starts: [MVPStart] = []
    private(set) var notes: [ExtractionNote] = []

    /// - Parameter coordinators: each coordinator's name under every way source can write it
    ///   (``TypeNames/writtenForms(of:)``); where two could be meant, the first declared.
    init(shape: MVPCoordinatorShape, coordinators: [String: String], index: SymbolIndex, store: SourceStore) {
        let methods = ([shape.name] + shape.protocols).flatMap { index.methods(of: $0) }
        for method in methods {
            guard let (file, syntax) = store.declaration(of: method), let body = syntax.body else { continue }
            for call in BodyNodes.callsAndSequences(in: Syntax(body)).compactMap({ $0.as(FunctionCallExprSyntax.self) }) {
                guard let shape = CallShape(call), shape.name == "coordinate", let argument = shape.argument("to") else { continue }
                let location = file.location(of: call)
                guard let child = Self.childType(argument),
                      let found = coordinators[child] else {
                    notes.append(ExtractionNote(
                        location: location,
                        message: "could not tell which coordinator \(shape.text) starts: "
                            + "the argument is not an MVP coordinator's initializer"
                    ))
                    continue
                }
                starts.append(MVPStart(
                    method: method, child: found,
                    conditional: EnclosingDeclaration.isConditional(Syntax(call)), location: location
                ))
            }
        }
    }

    /// `Child(...)`, `Child<Self>(...)`, or a local set to one of them.
    private static func childType(_ expression: ExprSyntax) -> String? {
        guard case let .type(name)? = ViewSourceReader.source(of: expression) else { return nil }
        return name
    }
}
