import SwiftSyntax

/// The calls and assignments a method body runs, for readers that look at each navigation call on its own.
enum BodyNodes {
    /// Calls and unfolded sequences (where assignments live) under `node`, outermost first, without entering
    /// nested functions or types, which run only when called; `skipping` leaves out the calls it names and
    /// everything inside them; `skippingClosures` leaves out the closures it names (those stored for later,
    /// ``isStored(_:isProjectType:)``), which run where what holds them calls them.
    static func callsAndSequences(
        in node: Syntax, skippingClosures: (ClosureExprSyntax) -> Bool = { _ in false },
        skipping: (FunctionCallExprSyntax) -> Bool = { _ in false }
    ) -> [Syntax] {
        var found: [Syntax] = []
        for child in node.children(viewMode: .sourceAccurate) {
            if let declaration = child.as(DeclSyntax.self), !declaration.is(VariableDeclSyntax.self) { continue }
            if let call = child.as(FunctionCallExprSyntax.self), skipping(call) { continue }
            if let closure = child.as(ClosureExprSyntax.self), skippingClosures(closure) { continue }
            if child.is(FunctionCallExprSyntax.self) || child.is(SequenceExprSyntax.self) { found.append(child) }
            found += callsAndSequences(in: child, skippingClosures: skippingClosures, skipping: skipping)
        }
        return found
    }

    /// Whether a closure is stored rather than run where it is written: assigned to a property
    /// (`model.onSelect = { ... }`) or handed to the initializer of one of the project's types
    /// (`DetailViewController(onClose: { ... })`). A platform type's handler (`UIAlertAction(handler:)`) runs on a
    /// tap of what the same code shows, and stays part of it.
    static func isStored(_ closure: ClosureExprSyntax, isProjectType: (String) -> Bool) -> Bool {
        let node = Syntax(closure)
        if let list = node.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true {
            let elements = Array(list)
            if let index = elements.firstIndex(where: { $0.id == node.id }), index >= 2,
               elements[index - 1].is(AssignmentExprSyntax.self) {
                return true
            }
        }
        guard let call = handingCall(of: closure) else { return false }
        let name = calleeName(call.calledExpression)
        return name.first?.isUppercase == true && isProjectType(name)
    }

    /// The calls that subscribe a closure to a stream (RxSwift's `subscribe`, `bind`, `drive`, Combine's `sink`,
    /// SwiftUI's `onReceive`): the closure runs when the stream sends, not where it is written.
    static let subscriptionCalls: Set<String> = [
        "subscribe", "sink", "bind", "drive", "emit", "observe", "observeNext", "onReceive",
    ]

    /// Whether a closure is handed to a subscription (`route.sink { route in ... }`, `.subscribe(onNext: { ... })`).
    static func isSubscribed(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = handingCall(of: closure) else { return false }
        return subscriptionCalls.contains(calleeName(call.calledExpression))
    }

    /// Whether a closure is a notification's block observer (`NotificationCenter.default.addObserver(forName:
    /// .sessionExpired, object: nil, queue: .main) { _ in ... }`): it runs when the notification is posted, not where
    /// it is written.
    static func isNotificationObserver(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = handingCall(of: closure), calleeName(call.calledExpression) == "addObserver" else { return false }
        return call.arguments.contains { $0.label?.text == "forName" }
    }

    /// The call a closure is handed to: as its trailing closure, or as an argument (`sink(receiveValue: { ... })`).
    private static func handingCall(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        let node = Syntax(closure)
        return node.parent?.as(FunctionCallExprSyntax.self) ?? node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    /// The last name of a callee as written: `Detail` of `Detail(...)` and of `Screens.Detail(...)`.
    private static func calleeName(_ callee: ExprSyntax) -> String {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { return calleeName(specialized.expression) }
        return ""
    }
}
