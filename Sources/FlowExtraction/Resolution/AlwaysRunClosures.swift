import SwiftSyntax

/// Calls known to run the closure they are given, once and for sure: a navigation call inside such a closure is
/// no more conditional than one outside it. Closures handed to any other code may never run.
enum AlwaysRunClosures {
    private static let callees: Set<String> = [
        "DispatchQueue.main.async", "DispatchQueue.main.asyncAfter", "DispatchQueue.main.sync",
        "Task", "Task.detached", "MainActor.run", "withAnimation",
    ]

    /// Whether `call` is one of them, judged by its callee as written.
    static func contains(_ call: FunctionCallExprSyntax) -> Bool {
        var callee = call.calledExpression
        // `Task<Void, Never> { ... }` and `Task { @MainActor in ... }` name the same runner.
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        return callees.contains(callee.trimmedText.collapsingWhitespace.replacingOccurrences(of: " ", with: ""))
    }

    /// The closures the call is given, as arguments or trailing closures.
    static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
            + [call.trailingClosure].compactMap { $0 }
            + call.additionalTrailingClosures.map(\.closure)
    }
}
