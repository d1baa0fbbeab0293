import SwiftSyntax

/// Finds the method a call on `self` runs, across the type's body, its extensions in any file, its superclasses and
/// the extensions of the protocols it adopts, and pairs the call's arguments with the method's parameter names.
struct MethodResolver {
    /// A call matched to a method body.
    struct Resolution {
        let method: MethodDeclaration
        let file: ParsedFile
        let syntax: FunctionDeclSyntax
        /// Parameter name (as the body uses it) → the argument expression the call passes.
        let arguments: [String: ExprSyntax]
    }

    let index: SymbolIndex
    let store: SourceStore

    /// The method of `owner` (or of a superclass, or a protocol extension's default) that `call` runs, when exactly
    /// one matches its name and labels.
    func resolve(_ call: CallShape, on owner: String) -> Resolution? {
        var searched = index.classChain(from: owner)
        // A protocol extension's default runs only where no class declares the name; the protocols are looked up
        // only then, since most calls are the classes' own or the SDK's.
        if !searched.contains(where: { declares(call.name, $0) }) { searched += index.adoptedProtocols(of: searched) }
        for type in searched {
            let matches = index.methods(of: type).compactMap { method in
                bind(call, to: method).map { (method, $0) }
            }
            guard let (method, arguments) = matches.first else { continue }
            guard matches.count == 1, let found = store.declaration(of: method) else { return nil }
            return Resolution(method: method, file: found.file, syntax: found.syntax, arguments: arguments)
        }
        return nil
    }

    private func declares(_ name: String, _ type: String) -> Bool {
        index.methods(of: type).contains { $0.name == name }
    }

    /// Pairs arguments with parameters by label, skipping defaulted parameters the call leaves out; trailing
    /// closures fill the remaining parameters in order. Nil when the labels do not fit the method.
    private func bind(_ call: CallShape, to method: MethodDeclaration) -> [String: ExprSyntax]? {
        guard method.name == call.name else { return nil }
        var trailing = [call.call.trailingClosure.map(ExprSyntax.init)].compactMap { $0 }
            + call.call.additionalTrailingClosures.map { ExprSyntax($0.closure) }
        var arguments = call.arguments[...]
        var bound: [String: ExprSyntax] = [:]
        for parameter in method.parameters {
            if let argument = arguments.first, argument.label?.text == parameter.label {
                bound[parameter.name] = argument.expression
                arguments = arguments.dropFirst()
            } else if arguments.isEmpty, !trailing.isEmpty {
                bound[parameter.name] = trailing.removeFirst()
            } else if !parameter.hasDefault {
                return nil
            }
        }
        return arguments.isEmpty && trailing.isEmpty ? bound : nil
    }
}
