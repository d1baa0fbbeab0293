/// Every file's typed calls and stored properties, grouped for the lookups the style readers make once per
/// coordinator method or screen. Scanning the whole lists for each lookup made extraction grow with the square
/// of the app (an MVP app of 400 coordinators took minutes); a lookup here costs only what it returns.
struct MemberFactIndex: Sendable {
    /// Every typed call, in file order.
    let calls: [MemberFacts.TypedCall]
    private let callsByName: [String: [MemberFacts.TypedCall]]
    /// Positions in `calls`, by the receiver type as written.
    private let callsByReceiver: [String: [Int]]
    /// By the simple name of the property's type.
    private let propertiesByType: [String: [MemberFacts.Property]]

    init(_ members: [MemberFacts]) {
        let calls = members.flatMap(\.calls)
        self.calls = calls
        callsByName = Dictionary(grouping: calls, by: \.name)
        callsByReceiver = Dictionary(grouping: calls.indices, by: { calls[$0].receiverType })
        propertiesByType = Dictionary(grouping: members.flatMap(\.properties).filter { $0.type != nil }) { $0.type!.simpleName }
    }

    /// The calls of a method with this name, in file order.
    func calls(named name: String) -> [MemberFacts.TypedCall] {
        callsByName[name] ?? []
    }

    /// The calls whose receiver is written as a name that can refer to this type (``TypeNames/match(_:written:)``),
    /// in file order.
    func calls(onType qualifiedName: String) -> [MemberFacts.TypedCall] {
        TypeNames.writtenForms(of: qualifiedName).flatMap { callsByReceiver[$0] ?? [] }.sorted().map { calls[$0] }
    }

    /// The stored properties whose type has this simple name, in file order.
    func properties(ofType simpleName: String) -> [MemberFacts.Property] {
        propertiesByType[simpleName] ?? []
    }
}
