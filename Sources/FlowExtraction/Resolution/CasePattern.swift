import SwiftSyntax

/// A pattern in a `case` label, reduced to the enum-case shapes navigation code uses.
indirect enum CasePattern: Equatable {
    /// `.garden`, `.garden(let action)`, `.garden(.didTapWater)`, `.some(.garden)`, `.garden?`.
    case enumCase(name: String, payload: CasePattern?)
    /// `let action` (or a bare name under `case let`).
    case binding(String)
    /// `_`.
    case wildcard
    /// Anything else: a value of another kind than a literal, a range, a type cast.
    case other

    /// The patterns of a `case` label, one per comma-separated item.
    static func patterns(of label: SwitchCaseLabelSyntax) -> [CasePattern] {
        label.caseItems.map { pattern($0.pattern, binds: false) }
    }

    /// The names an arm binds to the values its one case carries, with the case and each value's position:
    /// `case let .home(router)` and `case .alert(let title, let message)`. Empty for an arm of several patterns.
    static func bindings(of label: SwitchCaseLabelSyntax) -> [(name: String, caseName: String, index: Int)] {
        guard label.caseItems.count == 1, let pattern = label.caseItems.first?.pattern else { return [] }
        return bindings(of: pattern)
    }

    /// The names one pattern binds to the values its case carries (`let .home(router)` of `if case`).
    static func bindings(of pattern: PatternSyntax) -> [(name: String, caseName: String, index: Int)] {
        var pattern = pattern
        var binds = false
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            binds = true
            pattern = binding.pattern
        }
        guard let call = pattern.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else { return [] }
        let caseName = member.declName.baseName.text
        return call.arguments.enumerated().compactMap { index, argument in
            guard case let .binding(name) = Self.pattern(argument.expression, binds: binds) else { return nil }
            return (name, caseName, index)
        }
    }

    /// The name of the case this pattern matches, looking through `.some(...)` and `?`; nil for `.none`.
    var caseName: String? {
        guard case let .enumCase(name, _) = self else { return nil }
        return name == "none" ? nil : name
    }

    static func pattern(_ pattern: PatternSyntax, binds: Bool) -> CasePattern {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return Self.pattern(binding.pattern, binds: true)
        }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            return .binding(identifier.identifier.text)
        }
        if pattern.is(WildcardPatternSyntax.self) { return .wildcard }
        if let expression = pattern.as(ExpressionPatternSyntax.self) {
            return Self.pattern(expression.expression, binds: binds)
        }
        return .other
    }

    static func pattern(_ expression: ExprSyntax, binds: Bool) -> CasePattern {
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            return pattern(optional.expression, binds: binds)
        }
        if let patternExpression = expression.as(PatternExprSyntax.self) {
            return pattern(patternExpression.pattern, binds: binds)
        }
        if expression.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        if binds, let reference = expression.as(DeclReferenceExprSyntax.self) {
            return .binding(reference.baseName.text)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return .enumCase(name: member.declName.baseName.text, payload: nil)
        }
        // A string or integer literal (`case "moon":`, `case 2:`) matches the value of that text, as a tag does.
        if case let .enumCase(_, text)? = BodyAnalyzer.literalCase(expression) { return .enumCase(name: text, payload: nil) }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
            let payload = call.arguments.first.map { pattern($0.expression, binds: binds) }
            if member.declName.baseName.text == "some", let payload { return payload }
            return .enumCase(name: member.declName.baseName.text, payload: payload)
        }
        return .other
    }
}
