extension SemanticProject {
    /// A property of a view or a modifier that another view's property is handed to (`RouteModifier(target:
    /// $target)`, or through a view extension's binding parameter, `.routing(to: $target)`): setting the holder's
    /// property changes the one it is handed to, so what observes that one (`.onChange(of: target)`) runs.
    struct BoundProperty: Hashable {
        var type: String
        var property: String
    }

    /// For each view's property, by its type and name, the properties of the views and modifiers it builds that are
    /// handed it, directly or through a function's parameter that each call passes it for (``boundProperties``,
    /// gathered once per read).
    func gatherBoundProperties() -> [BoundProperty: [BoundProperty]] {
        var found: [BoundProperty: Set<BoundProperty>] = [:]
        // Handed a function's parameter: bound to what each caller of that function passes.
        var forwarded: [String: [(parameter: Int, bound: BoundProperty, function: FunctionID)]] = [:]
        for builder in allFunctions {
            for case let .call(nil, written, arguments) in function(builder).configuredEmbeds {
                let type = resolve(written, in: builder)
                guard types.isSwiftUIView(type) || types.isViewModifier(type) else { continue }
                for argument in arguments {
                    guard let label = argument.label, property(named: label, on: type) != nil else { continue }
                    let bound = BoundProperty(type: type, property: label)
                    switch argument.value {
                    case let .member(nil, name), let .member(.selfValue?, name):
                        guard let owner = owner(of: builder) else { continue }
                        found[BoundProperty(type: owner, property: name), default: []].insert(bound)
                    case let .parameter(index):
                        forwarded[function(builder).name, default: []].append((index, bound, builder))
                    default:
                        continue
                    }
                }
            }
        }
        if !forwarded.isEmpty {
            for caller in allFunctions {
                guard let owner = owner(of: caller) else { continue }
                for call in function(caller).calls {
                    for (index, bound, callee) in forwarded[call.name] ?? [] {
                        switch function(callee).argument(index, in: call.arguments) {
                        case let .member(nil, name)?, let .member(.selfValue?, name)?:
                            found[BoundProperty(type: owner, property: name), default: []].insert(bound)
                        default:
                            continue
                        }
                    }
                }
            }
        }
        return found.mapValues { $0.sorted { ($0.type, $0.property) < ($1.type, $1.property) } }
    }
}
