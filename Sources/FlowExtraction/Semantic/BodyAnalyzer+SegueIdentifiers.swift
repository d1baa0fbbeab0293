import SwiftSyntax

extension BodyAnalyzer {
    /// The identifier `performSegue(withIdentifier:)` is handed as an enum case's raw value
    /// (`Segue.showReceipt.rawValue`): the case's string raw value where an enum of that name in the same file
    /// declares one, else the case's name, which a `String` enum's case has for raw value by default.
    static func segueIdentifier(_ expression: ExprSyntax, in tree: SourceFileSyntax) -> String? {
        guard let rawValue = ExpressionValue.peeled(expression).as(MemberAccessExprSyntax.self),
              rawValue.declName.baseName.text == "rawValue",
              let enumCase = rawValue.base?.as(MemberAccessExprSyntax.self) else { return nil }
        let caseName = enumCase.declName.baseName.text
        guard let enumName = enumCase.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return caseName }
        let finder = EnumCaseFinder(enumName: enumName, caseName: caseName)
        finder.walk(tree)
        return finder.rawValue ?? caseName
    }
}

/// The string raw value a case of an enum of a given name declares, if it declares one.
private final class EnumCaseFinder: SyntaxVisitor {
    private let enumName: String
    private let caseName: String
    private(set) var rawValue: String?

    init(enumName: String, caseName: String) {
        self.enumName = enumName
        self.caseName = caseName
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.name.text == enumName else { return .visitChildren }
        for member in node.memberBlock.members {
            for element in member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] where element.name.text == caseName {
                rawValue = element.rawValue.flatMap { BodyAnalyzer.stringLiteral($0.value) }
            }
        }
        return .skipChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
