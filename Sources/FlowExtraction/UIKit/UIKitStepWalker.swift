import FlowModel
import SwiftSyntax

/// Reads the UIKit navigation calls of one coordinator method and of the methods of `self` it calls:
/// `pushViewController`, `show(_:sender:)`, `present(_:animated:)`, `dismiss`, `popViewController`,
/// `popToRootViewController`, `popToViewController`, `setViewControllers`, `window.rootViewController =`, and
/// `start()` on a child coordinator.
struct UIKitStepWalker {
    let coordinator: String
    /// Every UIKit coordinator's qualified name, to tell a child's `start()` from other calls.
    let coordinators: Set<String>
    let viewControllers: ViewControllerExpression
    let resolver: MethodResolver

    /// What one method does, with the other methods of `self` it calls.
    struct Output {
        var steps: [UIKitStep] = []
        var notes: [ExtractionNote] = []
        var followed: Set<MethodDeclaration> = []
    }

    func steps(of method: MethodDeclaration) -> Output {
        var output = Output()
        walk(method, conditional: false, stack: [], into: &output)
        return output
    }

    private func walk(_ method: MethodDeclaration, conditional: Bool, stack: [MethodDeclaration], into output: inout Output) {
        guard let (file, syntax) = resolver.store.declaration(of: method), let body = syntax.body else { return }
        var context = Context(file: file, output: output)
        // A closure stored for later or subscribed to a stream runs when what holds it calls it, or the stream sends;
        // a notification's block observer, when the notification is posted.
        let stored = { (closure: ClosureExprSyntax) in
            BodyNodes.isStored(closure) { resolver.index.resolve($0, from: nil) != nil } || BodyNodes.isSubscribed(closure)
                || BodyNodes.isNotificationObserver(closure)
        }
        for node in BodyNodes.callsAndSequences(in: Syntax(body), skippingClosures: stored) {
            let isConditional = conditional || EnclosingDeclaration.isConditional(node)
            if let call = node.as(FunctionCallExprSyntax.self), let shape = CallShape(call) {
                if !read(shape, conditional: isConditional, into: &context),
                   shape.isOnSelf(aliases: []), let resolution = resolver.resolve(shape, on: coordinator),
                   !stack.contains(resolution.method), resolution.method != method {
                    context.output.followed.insert(resolution.method)
                    walk(resolution.method, conditional: isConditional, stack: stack + [method], into: &context.output)
                }
            } else if let sequence = node.as(SequenceExprSyntax.self) {
                readRootAssignment(sequence, conditional: isConditional, into: &context)
            }
        }
        output = context.output
    }

    private struct Context {
        let file: ParsedFile
        var output: Output

        mutating func add(_ step: UIKitStep) { output.steps.append(step) }

        mutating func note(_ node: some SyntaxProtocol, _ message: String) {
            output.notes.append(ExtractionNote(location: file.location(of: node), message: message))
        }
    }

    /// Records the step a navigation call makes; false when the call is not a navigation call.
    private func read(_ call: CallShape, conditional: Bool, into context: inout Context) -> Bool {
        let location = context.file.location(of: call.call)
        func step(_ kind: TransitionKind, mode: PresentationMode? = nil, navigation: Bool? = nil, screen: String? = nil) {
            context.add(UIKitStep(
                kind: kind, mode: mode, navigation: navigation, screen: screen, conditional: conditional, location: location
            ))
        }
        switch call.name {
        case "pushViewController":
            guard let shown = shownViewController(call, argument: call.firstUnlabeledArgument, into: &context) else { return true }
            step(.present, mode: .push, screen: shown.type)
        case "present" where call.argument("animated") != nil:
            guard let shown = shownViewController(call, argument: call.firstUnlabeledArgument, into: &context) else { return true }
            step(.present, mode: .modal, navigation: shown.inNavigation, screen: shown.type)
        case "dismiss" where call.arguments.isEmpty || call.argument("animated") != nil, "popViewController":
            step(.dismiss)
        case "popToRootViewController":
            step(.showRoot)
        case "popToViewController":
            guard let shown = shownViewController(call, argument: call.firstUnlabeledArgument, into: &context) else { return true }
            step(.dismissTo, screen: shown.type)
        case "show" where call.argument("sender") != nil:
            // Inside a navigation controller `show(_:sender:)` pushes.
            guard let shown = shownViewController(call, argument: call.firstUnlabeledArgument, into: &context) else { return true }
            step(.present, mode: .push, screen: shown.type)
        case "setViewControllers":
            let last = call.firstUnlabeledArgument?.as(ArrayExprSyntax.self)?.elements.last?.expression
            guard let shown = shownViewController(call, argument: last, into: &context) else { return true }
            // `setViewControllers` is a navigation controller's: the new stack can push.
            step(.replace, navigation: true, screen: shown.type)
        case "start" where call.arguments.isEmpty:
            guard case let .other(base) = call.receiver else { return false }
            guard let child = viewControllers.value(of: base).map(\.type) ?? ReceiverType.of(call),
                  let name = coordinators.first(where: { TypeNames.match($0, written: child) }) else {
                context.note(call.call, "could not tell which coordinator \(call.text) starts: "
                    + "the receiver is not a coordinator created or declared with its type")
                return true
            }
            context.add(UIKitStep(kind: .start, child: name, conditional: conditional, location: location))
        default:
            return false
        }
        return true
    }

    /// `window.rootViewController = X` sets the whole stack to X.
    private func readRootAssignment(_ sequence: SequenceExprSyntax, conditional: Bool, into context: inout Context) {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "rootViewController" else { return }
        let text = sequence.trimmedText.collapsingWhitespace
        guard let shown = viewControllers.value(of: elements[2]) else {
            // An empty container (`window.rootViewController = navigationController`) shows what is pushed later.
            if let type = ReceiverType.type(of: elements[2]), ViewControllerExpression.genericTypes.contains(type) { return }
            context.note(sequence, Self.unresolvedViewController(text))
            return
        }
        context.add(UIKitStep(
            kind: .replace, navigation: shown.inNavigation, screen: shown.type, conditional: conditional,
            location: context.file.location(of: sequence)
        ))
    }

    private func shownViewController(_ call: CallShape, argument: ExprSyntax?, into context: inout Context) -> ViewControllerValue? {
        if let argument, let value = viewControllers.value(of: argument) { return value }
        context.note(call.call, Self.unresolvedViewController(call.text))
        return nil
    }

    private static func unresolvedViewController(_ text: String) -> String {
        "could not resolve the view controller of \(text): it is not created by an initializer or a known builder"
    }
}
