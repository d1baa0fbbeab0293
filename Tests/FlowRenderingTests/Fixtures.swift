import FlowModel
import FlowRules

/// Models written for these tests: a recipe app and a bike-rental app.
enum Fixtures {
    static let recipeFile = "Sources/Recipes/RecipeCoordinator.swift"
    static let shoppingFile = "Sources/Shopping/ShoppingCoordinator.swift"

    static func at(_ file: String, _ line: Int, _ column: Int = 9) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// Two coordinators: recipes start a shopping list; one screen is unreachable, one never built, and one
    /// transition targets a screen nobody declared.
    static let recipes = NavigationModel(coordinators: [
        Coordinator(
            name: "RecipeCoordinator",
            style: .jump,
            location: at(recipeFile, 3, 1),
            entries: [Entry(screen: "recipeList")],
            screens: [
                Screen(name: "recipeList", location: at(recipeFile, 6)),
                Screen(name: "recipeDetail", location: at(recipeFile, 7)),
                Screen(name: "timer", location: at(recipeFile, 8)),
                Screen(name: "ingredientPicker", built: false, location: at(recipeFile, 9)),
                Screen(name: "pantry", location: at(recipeFile, 10)),
            ],
            transitions: [
                Transition(
                    from: "recipeList", action: "didSelectRecipe", kind: .present, mode: .push,
                    to: Target(coordinator: "RecipeCoordinator", screen: "recipeDetail"), location: at(recipeFile, 30)
                ),
                Transition(
                    from: "recipeDetail", action: "didTapTimer", kind: .present, mode: .sheet,
                    to: Target(coordinator: "RecipeCoordinator", screen: "timer"), location: at(recipeFile, 32)
                ),
                Transition(from: "timer", action: "didFinish", kind: .dismiss, location: at(recipeFile, 34)),
                Transition(
                    from: "recipeDetail", action: "didTapIngredients", kind: .present, mode: .fullScreen,
                    to: Target(coordinator: "RecipeCoordinator", screen: "ingredientPicker"), conditional: true,
                    location: at(recipeFile, 36)
                ),
                Transition(
                    from: "ingredientPicker", action: "didPick", kind: .dismissTo,
                    to: Target(coordinator: "RecipeCoordinator", screen: "recipeDetail"), location: at(recipeFile, 38)
                ),
                Transition(
                    from: "recipeDetail", action: "didTapShop", kind: .start, mode: .sheet,
                    to: Target(coordinator: "ShoppingCoordinator", screen: nil), location: at(recipeFile, 40)
                ),
                Transition(
                    from: "recipeDetail", action: "didTapHelp", kind: .present, mode: .top,
                    to: Target(coordinator: "RecipeCoordinator", screen: "helpCenter"), location: at(recipeFile, 42)
                ),
            ]
        ),
        Coordinator(
            name: "ShoppingCoordinator",
            style: .navigationStack,
            location: at(shoppingFile, 2, 1),
            entries: [Entry(screen: "shoppingList")],
            screens: [
                Screen(name: "shoppingList", location: at(shoppingFile, 5)),
                Screen(name: "storeMap", location: at(shoppingFile, 6)),
            ],
            transitions: [
                Transition(
                    from: "shoppingList", action: "didTapMap", kind: .present, mode: .push,
                    to: Target(coordinator: "ShoppingCoordinator", screen: "storeMap"), location: at(shoppingFile, 20)
                ),
                Transition(from: "storeMap", action: nil, kind: .showRoot, location: at(shoppingFile, 22)),
                Transition(from: "shoppingList", action: "didTapClose", kind: .dismiss, location: at(shoppingFile, 24)),
            ]
        ),
    ])

    static let recipeFindings = [
        Finding(
            ruleID: "unreachable_screen", severity: .error, message: "no entry reaches 'pantry'",
            location: at(recipeFile, 10), coordinator: "RecipeCoordinator", screen: "pantry"
        ),
        Finding(
            ruleID: "missing_build_case", severity: .error, message: "'ingredientPicker' has no case in buildView",
            location: at(recipeFile, 9), coordinator: "RecipeCoordinator", screen: "ingredientPicker"
        ),
        Finding(
            ruleID: "unknown_destination", severity: .error,
            message: "'helpCenter' is not a screen of RecipeCoordinator",
            location: at(recipeFile, 42), coordinator: "RecipeCoordinator", screen: "recipeDetail"
        ),
    ]

    /// One coordinator whose screen names need escaping everywhere.
    static func awkward(_ names: [String]) -> NavigationModel {
        NavigationModel(coordinators: [
            Coordinator(
                name: "Odd & <Names>",
                entries: names.first.map { [Entry(screen: $0)] } ?? [],
                screens: names.map { Screen(name: $0, location: at("Sources/Odd\\Names.swift", 4)) },
                transitions: zip(names, names.dropFirst()).map { from, to in
                    Transition(
                        from: from, action: "go \(to)", kind: .present, mode: .push,
                        to: Target(coordinator: "Odd & <Names>", screen: to)
                    )
                }
            ),
        ])
    }
}

extension Fixtures {
    /// `coordinators` coordinators of `screensEach` screens: a push chain with a sheet and a dismiss every few
    /// screens, and each coordinator starting the next.
    static func generated(coordinators: Int, screensEach: Int) -> NavigationModel {
        NavigationModel(coordinators: (0..<coordinators).map { index in
            let name = "Station\(index)Coordinator"
            let screens = (0..<screensEach).map { "dock\($0)" }
            var transitions: [Transition] = []
            for (step, (from, to)) in zip(screens, screens.dropFirst()).enumerated() {
                transitions.append(Transition(
                    from: from, action: "next\(step)", kind: .present, mode: step % 3 == 2 ? .sheet : .push,
                    to: Target(coordinator: name, screen: to)
                ))
                if step % 3 == 2 { transitions.append(Transition(from: to, action: "close\(step)", kind: .dismiss)) }
            }
            if index + 1 < coordinators {
                transitions.append(Transition(
                    from: screens[screensEach / 2], action: "openStation\(index + 1)", kind: .start, mode: .sheet,
                    to: Target(coordinator: "Station\(index + 1)Coordinator", screen: nil)
                ))
            }
            return Coordinator(
                name: name, entries: [Entry(screen: screens[0])], screens: screens.map { Screen(name: $0) },
                transitions: transitions
            )
        })
    }
}
