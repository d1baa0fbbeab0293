import SwiftSyntax

/// UIKit's closure-based control actions: `button.addAction(UIAction { ... }, for: .touchUpInside)`,
/// `UIBarButtonItem(systemItem: .add, primaryAction: UIAction { ... })`, a menu's `UIAction(title: "Crew") { ... }`,
/// a swipe's `UIContextualAction(style:title:) { ... }`. Written in `viewDidLoad`, they run when the user taps,
/// not when the screen loads.
extension BodyAnalyzer {
    private static let controlActionTypes: Set<String> = ["UIAction", "UIContextualAction"]

    /// Marks the handler of a control action built by `node` as a user action of the screen whose code builds it.
    func controlAction(_ node: FunctionCallExprSyntax, name: String) {
        guard Self.controlActionTypes.contains(name), node.calledExpression.is(DeclReferenceExprSyntax.self) else { return }
        let handler = node.trailingClosure.map(ExprSyntax.init)
            ?? node.arguments.first { $0.label?.text == "handler" }.map { ExpressionValue.peeled($0.expression) }
        guard let handler, handler.is(ClosureExprSyntax.self) else { return }
        pendingUses[handler.id] = ClosureUse(
            function: .unknown, receiver: .selfValue, isStored: true, property: Self.controlActionName(node),
            isControlAction: true
        )
    }

    /// Names the action closure of a SwiftUI button with a literal title (`Button("Show crew") { … }`,
    /// `Button("Delete", role: .destructive, action: { … })`, `Button { … } label: { Text("Help") }`) by that title.
    func buttonTitle(_ node: FunctionCallExprSyntax, name: String) {
        guard name == "Button", node.calledExpression.is(DeclReferenceExprSyntax.self),
              let title = Self.buttonTitle(of: node).flatMap(Self.lowerCamelCase) else { return }
        let action = node.trailingClosure.map(ExprSyntax.init)
            ?? node.arguments.first { $0.label?.text == "action" }.map { ExpressionValue.peeled($0.expression) }
        guard let action, action.is(ClosureExprSyntax.self) else { return }
        pendingUses[action.id]?.title = title
    }

    /// Names what a SwiftUI view's handler of an outside event does (`.onOpenURL { url in … }`,
    /// `.onContinueUserActivity(type) { activity in … }`, a link opened in its content through the environment's
    /// `OpenURLAction { url in … }`, a value a publisher delivers to `.onReceive(publisher) { … }`) by the event: a
    /// link opened, not the view appearing.
    func eventHandler(_ node: FunctionCallExprSyntax, name: String) {
        let event: String
        if let modifierEvent = Self.viewEvents[name], node.calledExpression.is(MemberAccessExprSyntax.self) {
            event = modifierEvent
        } else if name == "OpenURLAction", node.calledExpression.is(DeclReferenceExprSyntax.self) {
            event = "openURL"
        } else {
            return
        }
        let handler = node.trailingClosure.map(ExprSyntax.init)
            ?? node.arguments.first { $0.label?.text == "perform" || $0.label?.text == "handler" }
                .map { ExpressionValue.peeled($0.expression) }
        guard let handler, handler.is(ClosureExprSyntax.self) else { return }
        pendingUses[handler.id]?.title = event
    }

    private static let viewEvents = [
        "onOpenURL": "openURL", "onContinueUserActivity": "continueUserActivity", "onReceive": "receive",
    ]

    /// The names ``eventHandler(_:name:)`` gives the steps of outside events' handlers.
    static let viewEventNames = Set(viewEvents.values)

    /// A button's title as a literal: its first argument, or the one `Text` or `Label` its label closure builds.
    static func buttonTitle(of node: FunctionCallExprSyntax) -> String? {
        if let first = node.arguments.first, first.label == nil { return stringLiteral(first.expression) }
        let label = node.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
            ?? node.arguments.first { $0.label?.text == "label" }.flatMap { ExpressionValue.peeled($0.expression).as(ClosureExprSyntax.self) }
        guard let label, label.statements.count == 1,
              let content = label.statements.first?.item.as(ExprSyntax.self).map(ExpressionValue.peeled)?.as(FunctionCallExprSyntax.self),
              let type = content.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type == "Text" || type == "Label",
              let text = content.arguments.first, text.label == nil else { return nil }
        return stringLiteral(text.expression)
    }

    /// The action's name: its title when written as a literal (`"Show crew"` gives `showCrew`), else the control
    /// it is added to (`berthButton`) or the property or local the control is kept in (`rightBarButtonItem`).
    private static func controlActionName(_ node: FunctionCallExprSyntax) -> String {
        if let title = node.arguments.first(where: { $0.label?.text == "title" }).flatMap({ stringLiteral($0.expression) }),
           let name = lowerCamelCase(title) {
            return name
        }
        var current = Syntax(node)
        while let parent = current.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), current.is(LabeledExprListSyntax.self) || current.is(LabeledExprSyntax.self) {
                // `berthButton.addAction(...)`: the control's own name.
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addAction",
                   let base = member.base {
                    return lastName(base) ?? "action"
                }
            }
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "action"
            }
            if let sequence = parent.as(SequenceExprSyntax.self), let target = sequence.elements.first, target.id != current.id {
                return lastName(target) ?? "action"
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(ClosureExprSyntax.self) { break }
            current = parent
        }
        return "action"
    }

    /// `berthButton` of `self.berthButton` or `berthButton`; `rightBarButtonItem` of `navigationItem.rightBarButtonItem`.
    private static func lastName(_ expression: ExprSyntax) -> String? {
        let peeled = ExpressionValue.peeled(expression)
        if let member = peeled.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return peeled.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `showCrew` of "Show crew"; nil for a title with no letters.
    static func lowerCamelCase(_ title: String) -> String? {
        let words = title.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard let first = words.first, first.first?.isLetter == true else { return nil }
        return first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    }
}
