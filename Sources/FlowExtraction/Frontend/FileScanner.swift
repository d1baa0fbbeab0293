import SwiftSyntax

/// Where the first pass's walk is in a file, kept as it enters and leaves declarations, so that the collectors
/// can ask for a node's enclosing type and method without walking up from every call.
struct ScanPosition {
    /// The qualified name of the innermost type or extension around the node (`Outer.Inner`): what
    /// ``ReceiverType/enclosingTypeName(of:)`` finds from the node.
    var typeName: String?
    /// The innermost method around the node, nil among a type's members outside any method: what
    /// ``EnclosingDeclaration/function(of:)`` finds from the node.
    var function: FunctionDeclSyntax?
    /// Whether no method declaration is around the node. The symbol index and the UIKit and MVP facts read only
    /// such methods and leave method bodies alone.
    var isOutsideMethods: Bool
}

/// The first pass over one file: a single walk of its syntax tree that hands each node to every style's
/// collector, in the order each would meet it walking alone.
///
/// There used to be one walk per collector, seven in all; walking the tree cost about as much as parsing it.
/// The walk keeps the enclosing type and method as it goes (``ScanPosition``), which each collector had found by
/// climbing the tree from every call it looked at.
final class FileScanner: SyntaxVisitor {
    private let index: FileIndexCollector
    private let members: MemberFactCollector
    private let views: ViewFactCollector
    private let jump: JumpFactCollector
    private let navigationStack: NavigationStackFactCollector
    private let uikit = UIKitFactCollector()
    private let mvp = MVPFactCollector()
    private let semantic: SemanticFactCollector

    /// Enclosing types and extensions, innermost last; nil for an extension whose type has no name to give.
    private var typeNames: [String?] = []
    /// Enclosing methods, innermost last; nil where a type's member block starts.
    private var functions: [FunctionDeclSyntax?] = []
    private var methodDepth = 0
    /// The index leaves the inside of enum case elements alone, like method bodies.
    private var enumCaseDepth = 0

    private init(file: ParsedFile) {
        index = FileIndexCollector(file: file)
        members = MemberFactCollector(file: file)
        views = ViewFactCollector(file: file)
        jump = JumpFactCollector(file: file)
        navigationStack = NavigationStackFactCollector(file: file)
        semantic = SemanticFactCollector(file: file)
        super.init(viewMode: .sourceAccurate)
    }

    /// Every fact of `file`, from one walk of its tree.
    static func facts(of file: ParsedFile) -> FileFacts {
        let scanner = FileScanner(file: file)
        scanner.walk(file.tree)
        return FileFacts(
            path: file.path, index: scanner.index.index, members: scanner.members.facts, views: scanner.views.facts,
            jump: scanner.jump.facts, navigationStack: scanner.navigationStack.facts, uikit: scanner.uikit.facts,
            mvp: scanner.mvp.facts, semantic: scanner.semantic.facts
        )
    }

    private var position: ScanPosition {
        ScanPosition(typeName: typeNames.last ?? nil, function: functions.last ?? nil, isOutsideMethods: methodDepth == 0)
    }

    /// Whether the symbol index reads this node: outside method bodies and enum case elements.
    private var indexReads: Bool { methodDepth == 0 && enumCaseDepth == 0 }

    // MARK: - calls, methods and properties

    /// A `#Preview` is no part of the app: the views and helpers it declares and builds are read by no reader.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        PlatformCondition.isCompiledOut(node) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let call = CallShape(node)
        let position = position
        members.visit(node, call: call, at: position)
        views.visit(node, call: call, at: position)
        jump.visit(call)
        navigationStack.visit(node, call: call, at: position)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let position = position
        if indexReads { index.visit(node) }
        views.visit(node, at: position)
        if position.isOutsideMethods {
            uikit.visit(node, at: position)
            mvp.visit(node, at: position)
            semantic.visit(node, owner: position.typeName)
        }
        functions.append(node)
        methodDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        functions.removeLast()
        methodDepth -= 1
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let position = position
        members.visit(node, at: position)
        if position.isOutsideMethods { semantic.visit(node, owner: position.typeName) }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let position = position
        if position.isOutsideMethods { semantic.visit(node, owner: position.typeName) }
        return .visitChildren
    }

    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        functions.append(nil)
        return .visitChildren
    }

    override func visitPost(_ node: MemberBlockSyntax) {
        functions.removeLast()
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        if indexReads { index.visit(node) }
        enumCaseDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: EnumCaseElementSyntax) {
        enumCaseDepth -= 1
    }

    // MARK: - types and extensions

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        semantic.enterType(named: node.name.text, attributes: node.attributes, inheritance: node.inheritanceClause)
        return enterType(
            node.name, kind: .enumType, modifiers: node.modifiers, generics: node.genericParameterClause,
            inheritance: node.inheritanceClause, attributes: node.attributes
        )
    }

    override func visitPost(_ node: EnumDeclSyntax) { leaveType() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        semantic.enterType(named: node.name.text, attributes: node.attributes, inheritance: node.inheritanceClause)
        return enterType(
            node.name, kind: .classType, modifiers: node.modifiers, generics: node.genericParameterClause,
            inheritance: node.inheritanceClause, attributes: node.attributes
        )
    }

    override func visitPost(_ node: ClassDeclSyntax) { leaveType() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        semantic.enterType(named: node.name.text, attributes: node.attributes, inheritance: node.inheritanceClause)
        return enterType(
            node.name, kind: .structType, modifiers: node.modifiers, generics: node.genericParameterClause,
            inheritance: node.inheritanceClause, attributes: node.attributes
        )
    }

    override func visitPost(_ node: StructDeclSyntax) { leaveType() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        semantic.enterType(named: node.name.text, attributes: node.attributes, inheritance: node.inheritanceClause)
        return enterType(
            node.name, kind: .actorType, modifiers: node.modifiers, generics: node.genericParameterClause,
            inheritance: node.inheritanceClause, attributes: node.attributes
        )
    }

    override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, kind: .protocolType, modifiers: node.modifiers, generics: nil, inheritance: node.inheritanceClause)
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if indexReads {
            let isPrivate = node.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
            index.alias(node.name, isPrivate: isPrivate, target: node.initializer.value)
        }
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if indexReads { index.enter(node) }
        // An extension names its type in full; one whose type cannot be named adds nothing to the name.
        typeNames.append(TypeName.extended(by: node) ?? typeNames.last ?? nil)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

    private func enterType(
        _ name: TokenSyntax, kind: TypeDeclaration.Kind, modifiers: DeclModifierListSyntax,
        generics: GenericParameterClauseSyntax?, inheritance: InheritanceClauseSyntax?, attributes: AttributeListSyntax? = nil
    ) -> SyntaxVisitorContinueKind {
        if indexReads {
            let isPrivate = modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
            index.enterType(
                name, kind: kind, isPrivate: isPrivate, generics: generics,
                inherited: TypeName.inherited(inheritance) + TypeName.addedByMacros(attributes)
            )
        }
        typeNames.append((typeNames.last ?? nil).map { "\($0).\(name.text)" } ?? name.text)
        return .visitChildren
    }

    private func leaveType() {
        if indexReads { index.leaveType() }
        typeNames.removeLast()
    }
}
