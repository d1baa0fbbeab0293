import FlowModel
import SwiftSyntax

/// Collects ``NavigationStackFileFacts`` from one file, in every type and `#if` branch, as ``FileScanner`` meets
/// its calls.
final class NavigationStackFactCollector {
    private let file: ParsedFile
    private(set) var facts = NavigationStackFileFacts()

    init(file: ParsedFile) {
        self.file = file
    }

    func visit(_ node: FunctionCallExprSyntax, call: CallShape?, at position: ScanPosition) {
        guard let call else { return }
        let owner = position.typeName
        switch (call.receiver, call.name) {
        case (.implicit, "NavigationStack"):
            // A store's stack (`$store.scope(state: \.path, action: \.path)`) is a reducer's, which the semantic
            // core reads; no class owns it as a path.
            guard let path = call.argument("path"), !BodyAnalyzer.isStoreScope(path) else { break }
            let root = node.trailingClosure.flatMap { ViewSourceReader.source(ofLast: $0.statements) }
            let rootCase = node.trailingClosure.flatMap { ViewSourceReader.caseArgument(ofLast: $0.statements) }
            facts.stacks.append(.init(
                owner: owner, pathNames: Self.names(in: path), root: root, rootCase: rootCase, location: file.location(of: node)
            ))
        case (.implicit, "NavigationLink"):
            // In a list with a selection (a split view's sidebar) a link selects its value, pushing nothing.
            guard let value = call.argument("value"), BodyAnalyzer.selectionOfEnclosingList(node) == nil else { break }
            recordLink(call, value: value, owner: owner)
        case (_, "navigationDestination"):
            guard let routeType = call.argument("for").flatMap(Self.metatype) else { break }
            facts.destinations.append(.init(
                owner: owner, routeType: routeType, arms: DestinationArms.read(call.closure(label: "destination")),
                location: file.location(of: Self.modifierName(of: node))
            ))
        case (_, "sheet"), (_, "fullScreenCover"):
            guard let item = call.argument("item") else { break }
            facts.presentations.append(.init(
                owner: owner, itemNames: Self.names(in: item), mode: call.name == "sheet" ? .sheet : .fullScreen,
                arms: DestinationArms.read(call.closure(label: "content"))
            ))
        default:
            break
        }
    }

    private func recordLink(_ call: CallShape, value: ExprSyntax, owner: String?) {
        let reference = CaseReference(value)
        let created = value.as(FunctionCallExprSyntax.self).flatMap { ViewSourceReader.source(of: ExprSyntax($0)) }
        var valueType: String?
        if case let .type(name)? = created, reference == nil { valueType = name }
        let location = file.location(of: call.call)
        facts.links.append(.init(
            owner: owner, caseName: reference?.name, valueType: valueType,
            conditional: EnclosingDeclaration.isConditional(Syntax(call.call)), location: location
        ))
    }

    /// The name of a modifier (`navigationDestination` in `.navigationDestination(for:)`), where it is written.
    private static func modifierName(of call: FunctionCallExprSyntax) -> Syntax {
        call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)
    }

    /// `Route` for `Route.self`.
    private static func metatype(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.self),
              let base = member.base else { return nil }
        return base.trimmedText
    }

    /// The identifiers an expression mentions, without a leading `$`: `path` and `coordinator` in `$coordinator.path`.
    private static func names(in expression: ExprSyntax) -> Set<String> {
        Set(expression.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            // A projected value (`$path`) lexes as one identifier with its `$`.
            guard case let .identifier(name) = token.tokenKind, !isArgument(token, within: expression) else { return nil }
            return name.hasPrefix("$") ? String(name.dropFirst()) : name
        })
    }

    /// Whether the token is part of a subscript's argument (`MarketTab.basket` in
    /// `$state.routers[MarketTab.basket.rawValue].path`): it names which element, not a property the path is on.
    private static func isArgument(_ token: TokenSyntax, within expression: ExprSyntax) -> Bool {
        var node = token.parent
        while let current = node, current.id != expression.id {
            if current.is(LabeledExprListSyntax.self), current.parent?.is(SubscriptCallExprSyntax.self) == true { return true }
            node = current.parent
        }
        return false
    }
}
