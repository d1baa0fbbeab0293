/// What the UIKit reader needs from every file, gathered in the first pass: the types with a `func start()`
/// that returns nothing (the UIKit coordinator protocol's shape), and the view controller each builder or
/// factory method returns.
struct UIKitFileFacts: Equatable, Sendable {
    /// A method that returns a view controller of a known type.
    struct Factory: Equatable, Sendable {
        var owner: String
        var name: String
        var viewController: ViewControllerValue
    }

    var startOwners: Set<String> = []
    var factories: [Factory] = []
}

/// A view controller an expression creates: its type, and whether it is wrapped in a `UINavigationController`.
struct ViewControllerValue: Hashable, Sendable {
    var type: String
    var inNavigation: Bool
}
