import SwiftSyntax

/// Reads the closure of a `.navigationDestination(for:)`, `.sheet(item:)` or `.fullScreenCover(item:)`: which
/// route cases its `switch` builds a view for and which view, or the one view it builds for every value.
///
/// An arm that starts with `fatalError`/`preconditionFailure` builds nothing, and `default:` names no case, so a
/// case only `default:` reaches is not built.
enum DestinationArms {
    static func read(_ closure: ClosureExprSyntax?) -> NavigationStackFileFacts.Arms {
        var arms = NavigationStackFileFacts.Arms()
        guard let closure else { return arms }
        guard let switchExpression = firstSwitch(in: Syntax(closure.statements)) else {
            arms.whole = ViewSourceReader.source(ofLast: closure.statements)
            return arms
        }
        arms.switches = true
        for switchCase in SwitchCases.flatten(switchExpression.cases) {
            guard case let .case(label) = switchCase.label, !FatalArm.startsWithFatalError(switchCase.statements) else { continue }
            for name in CasePattern.patterns(of: label).compactMap(\.caseName) {
                arms.built[name] = ViewSourceReader.source(ofLast: switchCase.statements)
            }
        }
        return arms
    }

    private static func firstSwitch(in node: Syntax) -> SwitchExprSyntax? {
        if let switchExpression = node.as(SwitchExprSyntax.self) { return switchExpression }
        if node.is(ClosureExprSyntax.self) { return nil }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = firstSwitch(in: child) { return found }
        }
        return nil
    }
}
