/// A value the handler walker follows symbolically through `switch`es and helper calls.
enum JumpHandlerValue: Equatable {
    /// The path `onNext(current:)` receives, narrowed to a screen (and action) once a `case` has matched.
    case path(screen: String?, action: String?)
    /// The action enum value taken out of a path case's associated value.
    case action(screen: String, action: String?)
}

/// What the walker knows at one point of a handler: which screen and action lead here, whether reaching it
/// depends on anything else, and which local names hold the path or an action.
struct JumpHandlerScope {
    var screen: String?
    var action: String?
    /// True under `if`, `guard`, a ternary, a loop, an unknown closure, or a `switch` on anything but the path
    /// or action.
    var conditional = false
    var values: [String: JumpHandlerValue] = [:]
    /// Local names bound to `self` (`guard let strongSelf = self`): calls on them are calls on the coordinator.
    var selfAliases: Set<String> = []

    var asConditional: JumpHandlerScope {
        var copy = self
        copy.conditional = true
        return copy
    }

    /// The scope after `pattern` has matched `value` (held in `name`), or nil when it can never match.
    func narrowed(by pattern: CasePattern, matching value: JumpHandlerValue, in name: String?) -> JumpHandlerScope? {
        var scope = self
        switch (value, pattern) {
        case let (.path(screen, action), .enumCase(caseName, payload)):
            if let screen, screen != caseName { return nil }
            var narrowedAction = action
            switch payload {
            case let .enumCase(actionName, _)?:
                if let action, action != actionName { return nil }
                narrowedAction = actionName
            case let .binding(binding)?:
                scope.values[binding] = .action(screen: caseName, action: action)
            case .other?:
                scope.conditional = true
            case .wildcard?, nil:
                break
            }
            scope.screen = caseName
            scope.action = narrowedAction
            if let name { scope.values[name] = .path(screen: caseName, action: narrowedAction) }
        case let (.action(screen, action), .enumCase(caseName, _)):
            if let action, action != caseName { return nil }
            scope.screen = screen
            scope.action = caseName
            if let name { scope.values[name] = .action(screen: screen, action: caseName) }
        case let (_, .binding(binding)):
            scope.values[binding] = value
        case (_, .wildcard):
            break
        case (_, .other):
            scope.conditional = true
        }
        return scope
    }
}
