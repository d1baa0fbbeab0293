/// A SwiftUI view as an expression builds it: a type's initializer, or a method expected to return one.
enum ViewSource: Hashable, Sendable {
    case type(String)
    /// A call to `name` on `receiverType` (the enclosing type when the call is on `self`).
    case method(receiverType: String?, name: String)
}
