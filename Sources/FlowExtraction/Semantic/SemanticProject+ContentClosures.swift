/// What a view built with content closures (`SettingsRow(title: "Members") { MemberList() }`) is handed.
extension SemanticProject {
    /// The property a trailing closure given to `type`'s initializer is stored under: the initializer's last
    /// parameter of a function type (`init(story: Story, onOpen: @escaping (URL) -> Void)`).
    func trailingClosureLabel(of type: String) -> String? {
        let initializers = functionsByOwner[type]?["init"] ?? []
        for id in initializers {
            if let parameter = function(id).parameters.last, parameter.type?.contains("->") == true {
                return parameter.label ?? parameter.name
            }
        }
        // A struct's memberwise initializer takes its stored properties in order: the last closure one.
        guard initializers.isEmpty else { return nil }
        return lastClosureProperty[type]
    }
}
