import SwiftSyntax

/// Collects ``UIKitFileFacts`` from one file, in every type and `#if` branch: the methods ``FileScanner`` meets
/// outside other methods.
final class UIKitFactCollector {
    private(set) var facts = UIKitFileFacts()

    func visit(_ node: FunctionDeclSyntax, at position: ScanPosition) {
        guard let owner = position.typeName else { return }
        if node.name.text == "start", node.signature.parameterClause.parameters.isEmpty, node.signature.returnClause == nil {
            facts.startOwners.insert(owner)
        }
        if let value = ViewControllerExpression.returned(by: node) {
            facts.factories.append(.init(owner: owner, name: node.name.text, viewController: value))
        }
    }
}
