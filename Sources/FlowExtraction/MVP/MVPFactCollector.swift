import FlowModel
import SwiftSyntax

/// Collects ``MVPFileFacts`` from one file, in every type and `#if` branch: the methods ``FileScanner`` meets
/// outside other methods.
final class MVPFactCollector {
    private(set) var facts = MVPFileFacts()

    func visit(_ node: FunctionDeclSyntax, at position: ScanPosition) {
        guard node.name.text == "start", node.signature.parameterClause.parameters.isEmpty,
              node.signature.returnClause != nil, let body = node.body, let owner = position.typeName else { return }
        let calls = body.statements.tokens(viewMode: .sourceAccurate).compactMap { token -> (String, FunctionCallExprSyntax)? in
            guard case let .identifier(name) = token.tokenKind else { return nil }
            var node = token.parent
            while let current = node, !current.is(FunctionCallExprSyntax.self) {
                guard current.is(DeclReferenceExprSyntax.self) || current.is(MemberAccessExprSyntax.self)
                    || current.is(GenericSpecializationExprSyntax.self) else { return nil }
                node = current.parent
            }
            return node?.as(FunctionCallExprSyntax.self).map { (name, $0) }
        }
        let names = Set(calls.map(\.0))
        // A UIKit coordinator handing back its own controller (`func start() -> UIViewController { …; return
        // navigationController }`) shows no SwiftUI view: the core reads it. One hosting a view is MVP's.
        let returnType = node.signature.returnClause?.type.trimmedDescription ?? ""
        if returnType.hasSuffix("Controller"), !names.contains("UIHostingController") { return }
        let last = body.statements.last?.item
        let returned = last?.as(ReturnStmtSyntax.self)?.expression ?? last?.as(ExpressionStmtSyntax.self)?.expression
            ?? last?.as(ExprSyntax.self)
        let routes = returned?.as(FunctionCallExprSyntax.self).flatMap(CallShape.init).map { $0.name == "coordinate" } ?? false
        facts.starts.append(MVPFileFacts.Start(
            owner: owner,
            view: Self.shownView(calls: calls, returned: returned),
            mode: Self.mode(names),
            inNavigation: names.contains("NavigationView") || names.contains("NavigationStack"),
            routes: routes
        ))
    }

    private static func mode(_ names: Set<String>) -> PresentationMode? {
        if names.contains("NavigationLink") { return .push }
        if names.contains("fullScreenCover") { return .fullScreen }
        if names.contains(where: isModal) { return .sheet }
        return nil
    }

    /// `.sheet`, or a wrapper type named like one (`ModalSheet`, `SheetContainer`).
    private static func isModal(_ name: String) -> Bool {
        name == "sheet" || name.first?.isUppercase == true && (name.contains("Sheet") || name.contains("Modal"))
    }

    private static func shownView(
        calls: [(String, FunctionCallExprSyntax)], returned: ExprSyntax?
    ) -> ViewSource? {
        for (name, call) in calls {
            let label = name == "UIHostingController" ? "rootView" : name == "NavigationLink" ? "destination" : nil
            if let label, let argument = call.arguments.first(where: { $0.label?.text == label })?.expression {
                return ViewSourceReader.source(of: argument)
            }
            // A sheet, or a modal wrapper view, shows the content of its closure.
            if isModal(name) || name == "fullScreenCover", let content = call.trailingClosure {
                return ViewSourceReader.source(ofLast: content.statements)
            }
        }
        return returned.flatMap(ViewSourceReader.source(of:))
    }
}
