import FlowModel
import SwiftSyntax

/// Reads Jump's navigation calls on `self`: `present(_:mode:addNavigation:)`, `dismiss(onComplete:)`,
/// `dismiss(to:onComplete:)` and `showRoot(onComplete:)`.
enum JumpNavigationCall {
    /// One transition a call makes, still without the screen and action it starts from.
    struct Step {
        var kind: TransitionKind
        var mode: PresentationMode?
        var navigation: Bool?
        var screen: String?
        /// True when a ternary in the arguments chooses this step.
        var conditional = false
    }

    /// The steps a call makes and what could not be read in it.
    struct Result {
        var steps: [Step] = []
        var problems: [String] = []
    }

    /// The modes Jump's `Presentation` has, as written after the dot.
    private static let modes: [String: PresentationMode] = [
        "push": .push, "sheet": .sheet, "fullScreen": .fullScreen, "top": .top, "swap": .swap,
    ]

    static func present(_ call: CallShape, scope: JumpHandlerScope) -> Result {
        var result = Result()
        guard let pathArgument = call.firstUnlabeledArgument, let modeArgument = call.argument("mode") else { return result }
        let destinations = screens(in: pathArgument, scope: scope) { text in
            "could not resolve the destination of present(\(text), ...): the argument is not a path case"
        }
        let presentationModes = alternatives(modeArgument).compactMap { expression, conditional -> (PresentationMode, Bool)? in
            guard let name = leadingDotName(expression), let mode = modes[name] else {
                let text = expression.trimmedText.collapsingWhitespace
                // Half-typed code (`mode:` with nothing after it) parses with an empty, missing expression.
                result.problems.append(text.isEmpty
                    ? "could not resolve the mode of an unfinished call: \(call.text)"
                    : "could not resolve the mode of \(call.text): \(text) is not one of .push, .sheet, .fullScreen, .top, .swap"
                )
                return nil
            }
            return (mode, conditional)
        }
        let navigation = addNavigation(of: call, problems: &result.problems)
        result.problems += destinations.problems
        for (screen, screenConditional) in destinations.screens {
            for (mode, modeConditional) in presentationModes {
                result.steps.append(Step(
                    kind: .present, mode: mode, navigation: navigation, screen: screen,
                    conditional: screenConditional || modeConditional
                ))
            }
        }
        return result
    }

    static func dismiss(_ call: CallShape, scope: JumpHandlerScope) -> Result {
        guard let target = call.argument("to") else { return Result(steps: [Step(kind: .dismiss)]) }
        let destinations = screens(in: target, scope: scope) { text in
            "could not resolve the destination of dismiss(to: \(text)): the argument is not a path case"
        }
        let steps = destinations.screens.map { screen, conditional in
            Step(kind: .dismissTo, screen: screen, conditional: conditional)
        }
        return Result(steps: steps, problems: destinations.problems)
    }

    static func showRoot(_ call: CallShape) -> Result {
        Result(steps: [Step(kind: .showRoot)])
    }

    /// The path cases an argument can be: `.bed()`, `.bed`, `GardenPath.bed(.idle)`, either side of a ternary,
    /// or a local name already narrowed to one screen.
    private static func screens(
        in argument: ExprSyntax, scope: JumpHandlerScope, problem: (String) -> String
    ) -> (screens: [(String, Bool)], problems: [String]) {
        var screens: [(String, Bool)] = []
        var problems: [String] = []
        for (expression, conditional) in alternatives(argument) {
            if let reference = CaseReference(expression) {
                screens.append((reference.name, conditional))
            } else if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      case let .path(screen?, _)? = scope.values[name] {
                screens.append((screen, conditional))
            } else {
                problems.append(problem(expression.trimmedText.collapsingWhitespace))
            }
        }
        return (screens, problems)
    }

    /// The expressions a ternary can yield, each marked conditional; any other expression stands for itself.
    private static func alternatives(_ expression: ExprSyntax) -> [(ExprSyntax, Bool)] {
        guard let ternary = Ternary(expression) else { return [(expression, false)] }
        return (alternatives(ternary.thenExpression) + alternatives(ternary.elseExpression)).map { ($0.0, true) }
    }

    private static func leadingDotName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member.declName.baseName.text
    }

    private static func addNavigation(of call: CallShape, problems: inout [String]) -> Bool? {
        guard let argument = call.argument("addNavigation") else { return nil }
        guard let literal = argument.as(BooleanLiteralExprSyntax.self) else {
            let text = argument.trimmedText.collapsingWhitespace
            problems.append("could not read addNavigation of \(call.text): \(text) is not true or false")
            return nil
        }
        return literal.literal.tokenKind == .keyword(.true)
    }
}
