/// Every file's typed calls and stored properties, grouped for the lookups the style readers make once per
/// coordinator method or screen. Scanning the whole lists for each lookup made extraction grow with the square
/// of the app (an MVP app of 400 coordinators took minutes); a lookup here costs only what it returns.
struct MemberFactIndex: Sendable {
    /// Every typed call, in file order.
    let calls: [MemberFacts.TypedCall]
    private let callsByName: [String: [MemberFacts.TypedCall]]
    /// Positions in `calls`, by the receiver type as written.
    private let callsByReceiver: [String: [Int]]
    /// Positions in `calls`, by method name and then receiver type as written: generic names (`back`, `next`)
    /// are called on every feature's coordinator.
    private let callsByNameAndReceiver: [String: [String: [Int]]]
    /// Positions in `calls`, by method name and then the simple name of the calling type.
    private let callsByNameAndOwner: [String: [String: [Int]]]
    /// The calling types (nil: outside any type) of each method name.
    private let callingOwnersByName: [String: Set<String?>]
    /// By the simple name of the property's type.
    private let propertiesByType: [String: [MemberFacts.Property]]

    init(_ members: [MemberFacts]) {
        let calls = members.flatMap(\.calls)
        self.calls = calls
        callsByName = Dictionary(grouping: calls, by: \.name)
        callsByReceiver = Dictionary(grouping: calls.indices, by: { calls[$0].receiverType })
        callsByNameAndReceiver = Dictionary(grouping: calls.indices, by: { calls[$0].name })
            .mapValues { positions in Dictionary(grouping: positions, by: { calls[$0].receiverType }) }
        callsByNameAndOwner = Dictionary(grouping: calls.indices.filter { calls[$0].owner != nil }, by: { calls[$0].name })
            .mapValues { positions in Dictionary(grouping: positions, by: { TypeName(written: calls[$0].owner!).simpleName }) }
        callingOwnersByName = callsByName.mapValues { Set($0.map(\.owner)) }
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

    /// The calls of a method with this name whose receiver can be this type (``calls(onType:)``), in file order.
    func calls(named name: String, onType qualifiedName: String) -> [MemberFacts.TypedCall] {
        positions(named: name, onType: qualifiedName).map { calls[$0] }
    }

    /// Positions in `calls` of ``calls(named:onType:)``, in file order.
    func positions(named name: String, onType qualifiedName: String) -> [Int] {
        guard let byReceiver = callsByNameAndReceiver[name] else { return [] }
        return TypeNames.writtenForms(of: qualifiedName).flatMap { byReceiver[$0] ?? [] }.sorted()
    }

    /// Whether a type other than `owner` (or code outside any type, when `owner` is a type) calls a method with
    /// this name.
    func isCalled(named name: String, byOtherThan owner: String?) -> Bool {
        callingOwnersByName[name]?.contains { $0 != owner } ?? false
    }

    /// Whether a type with this simple name calls a method with this name.
    func hasCall(named name: String, fromOwner simpleName: String) -> Bool {
        callsByNameAndOwner[name]?[simpleName] != nil
    }

    /// The stored properties whose type has this simple name, in file order.
    func properties(ofType simpleName: String) -> [MemberFacts.Property] {
        propertiesByType[simpleName] ?? []
    }
}
