import FlowModel
import FlowRules

/// Findings whose text tries to break every output format: quotes, markup, CDATA ends, table pipes, percent
/// signs, line breaks, and commas, colons and spaces in paths. They are in reading order, as reporters get them.
enum AwkwardFindings {
    static let shopFile = "Sources/Shop, Inc/Check:out.swift"

    static let all = [
        Finding(
            ruleID: "unused_action", severity: .info,
            message: "action 'didKnock' of screen \"door\" is never sent; 50% & more\r\n*bold* `code` _x_ [link](y)",
            location: nil, coordinator: "Quote\"Coordinator", screen: "door", action: "didKnock"
        ),
        Finding(
            ruleID: "navigation_cycle", severity: .warning,
            message: "navigation cycle grows the stack:\nloop -> ]]> -> loop",
            location: SourceLocation(file: "Sources/My Screens/Loop.swift", line: 3, column: 5),
            coordinator: "LoopCoordinator", screen: "]]>"
        ),
        Finding(
            ruleID: "unreachable_screen", severity: .error,
            message: "screen '<script>alert(\"x\")</script>' of ShopCoordinator is not reachable | 100% sure",
            location: SourceLocation(file: shopFile, line: 12, column: 10),
            coordinator: "ShopCoordinator", screen: "<script>"
        ),
        Finding(
            ruleID: "unresolved_navigation", severity: .note,
            message: "could not resolve the destination of present(makePath(), mode: .push)",
            location: SourceLocation(file: shopFile, line: 40, column: 3), coordinator: nil
        ),
    ]
}
