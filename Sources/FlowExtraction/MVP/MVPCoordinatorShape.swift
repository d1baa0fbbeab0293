import FlowModel

/// An MVP coordinator: a class conforming to a `Coordinator` protocol (directly or through protocols that refine
/// it, like `MasterCoordinator: Coordinator`), in its declaration or an extension, whose `start()` returns a
/// view. It has one screen, its view.
struct MVPCoordinatorShape {
    var name: String
    var location: FlowModel.SourceLocation
    /// The protocols it conforms to on the way to `Coordinator`, whose extension methods it can call.
    var protocols: [String]
    var start: MVPFileFacts.Start

    static func all(in index: SymbolIndex, starts: [MVPFileFacts.Start]) -> [MVPCoordinatorShape] {
        let startsByOwner = Dictionary(starts.map { ($0.owner, $0) }, uniquingKeysWith: { first, _ in first })
        return index.types.compactMap { type in
            guard type.kind == .classType,
                  let start = TypeNames.writtenForms(of: type.qualifiedName).lazy.compactMap({ startsByOwner[$0] }).first,
                  let protocols = coordinatorProtocols(of: type, in: index) else { return nil }
            return MVPCoordinatorShape(name: type.qualifiedName, location: type.location, protocols: protocols, start: start)
        }
    }

    /// Every protocol through which the type reaches a non-generic `Coordinator`; nil when it reaches none.
    private static func coordinatorProtocols(of type: TypeDeclaration, in index: SymbolIndex, depth: Int = 0) -> [String]? {
        guard depth < 8 else { return nil }
        var reaches = false
        var protocols: [String] = []
        for inherited in index.inherited(by: type) {
            if inherited.simpleName == "Coordinator", inherited.genericArguments.isEmpty {
                reaches = true
                continue
            }
            guard let declaration = index.resolve(inherited.written, from: nil, kind: .protocolType),
                  let rest = coordinatorProtocols(of: declaration, in: index, depth: depth + 1) else { continue }
            reaches = true
            protocols += [declaration.qualifiedName] + rest
        }
        return reaches ? protocols : nil
    }
}
