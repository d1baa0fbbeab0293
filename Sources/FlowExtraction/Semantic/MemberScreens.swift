/// A screen no type declares: a SwiftUI view's own member that builds a destination out of SwiftUI's containers
/// alone (`NavigationLink(destination: crewList)` with `var crewList: some View { List(crew) { CrewRow($0) } }`).
/// The core names it `Owner.member`; the model names it after the member, and the views the member builds are its
/// content, not the owner's.
extension SemanticProject {
    /// The member screen `value` names in `context`, when it is a view-building member of the view the code
    /// belongs to; nil for anything else.
    func memberScreen(_ value: SemanticValue, in context: FunctionID) -> String? {
        let name: String
        switch value {
        case let .member(nil, member), let .call(nil, member, _): name = member
        default: return nil
        }
        guard let owner = owner(of: context), types.isSwiftUIView(owner),
              let id = functionsByOwner[owner]?[name]?.first else { return nil }
        let member = function(id)
        guard !member.isClosure, !member.isStatic, member.returnType?.contains(ascii: "View") == true else { return nil }
        return owner + "." + name
    }

    /// The member a member screen's name (``memberScreen(_:in:)``) stands for, with its owner.
    func memberOfScreen(_ screen: String) -> (owner: String, member: String, function: FunctionID)? {
        guard let dot = screen.lastIndex(ofASCII: "."), types.index.declarations(of: screen).isEmpty else { return nil }
        let owner = String(screen[..<dot])
        let member = String(screen[screen.index(after: dot)...])
        guard let id = functionsByOwner[owner]?[member]?.first, !function(id).isClosure else { return nil }
        return (owner, member, id)
    }

    /// The functions that build each member screen: the member and the closures written in it, by screen.
    func memberScreenBuilders(_ screens: some Sequence<String>) -> [FunctionID: String] {
        var found: [FunctionID: String] = [:]
        for screen in screens {
            guard let (_, _, id) = memberOfScreen(screen) else { continue }
            var queue = [id]
            while let next = queue.popLast() {
                guard found[next] == nil else { continue }
                found[next] = screen
                queue += closures(writtenIn: next)
            }
        }
        return found
    }
}
