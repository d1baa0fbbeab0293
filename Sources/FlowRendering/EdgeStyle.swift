import FlowModel

/// How a transition's arrows look: the stroke says the presentation mode, the colour the kind of step.
enum EdgeStyle {
    /// The appearance of `transition`'s arrows and the legend items it uses.
    static func appearance(of transition: Transition, hasFindings: Bool) -> (EdgeAppearance, Set<LegendItem>) {
        var appearance = EdgeAppearance()
        var legend: Set<LegendItem> = []
        switch transition.kind {
        case .present:
            (appearance.line, legend) = line(for: transition.mode)
        case .start:
            (appearance.line, legend) = line(for: transition.mode)
            legend = legend.subtracting([.push]).union([.start])
            appearance.color = .start
        case .dismiss, .dismissTo, .showRoot:
            appearance.color = .muted
            legend.insert(.back)
        case .replace:
            appearance.color = .replace
            legend.insert(.replace)
        }
        if transition.conditional {
            appearance.hollowHead = true
            legend.insert(.conditional)
        }
        if hasFindings {
            appearance.color = .finding
            legend.insert(.edgeFinding)
        }
        return (appearance, legend)
    }

    /// A present without a mode is drawn as a push, the mode a coordinator uses when it names none.
    private static func line(for mode: PresentationMode?) -> (LineStyle, Set<LegendItem>) {
        switch mode ?? .push {
        case .push: (.solid, [.push])
        case .sheet: (.dashed, [.sheet])
        case .fullScreen: (.bold, [.fullScreen])
        case .top, .modal: (.dashedBold, [.modal])
        case .swap: (.dotted, [.swap])
        }
    }

    /// What the step does, for its tooltip: "didTapPay: present as sheet", "dismiss", ...
    static func summary(of transition: Transition) -> String {
        var summary = switch transition.kind {
        case .present: transition.mode.map { $0 == .push ? "push" : "present as \($0.rawValue)" } ?? "push"
        case .start: "start child coordinator" + (transition.mode.map { " as \($0.rawValue)" } ?? "")
        case .dismiss: "dismiss"
        case .dismissTo: "dismiss to a screen below"
        case .showRoot: "show root"
        case .replace: "replace the stack"
        }
        if let action = transition.action { summary = "\(action): \(summary)" }
        if transition.conditional { summary += ", only under a condition" }
        return summary
    }
}
