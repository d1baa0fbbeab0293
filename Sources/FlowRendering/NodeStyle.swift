/// The node markings a drawing uses, in one place so that nodes and the legend agree.
enum NodeStyle {
    static let finding = NodeAppearance(outline: .finding, emphasised: true)
    static let unreachable = NodeAppearance(fill: .unreachableFill, text: .muted)
    static let undeclared = NodeAppearance(dashed: true, outline: .finding, text: .finding)
    static let otherCoordinator = NodeAppearance(shape: .coordinator, dashed: true, outline: .muted, text: .muted)
    static let exit = NodeAppearance(shape: .exit, outline: .muted, text: .muted)
    static let emptyCoordinator = NodeAppearance(dashed: true, outline: .muted, text: .muted)

    /// `appearance` pushed into the background: faded outline and text, no fill, so that findings stand out.
    static func faded(_ appearance: NodeAppearance) -> NodeAppearance {
        var faded = appearance
        faded.outline = .faded
        faded.text = .muted
        faded.fill = nil
        return faded
    }

    /// A screen: double border if an entry, dashed if not built, red outline if it has findings, greyed out
    /// if unreachable.
    static func screen(isEntry: Bool, built: Bool, hasFindings: Bool, unreachable: Bool) -> NodeAppearance {
        var appearance = NodeAppearance(dashed: !built, doubleBorder: isEntry)
        if unreachable {
            appearance.fill = Self.unreachable.fill
            appearance.text = Self.unreachable.text
        }
        if hasFindings {
            appearance.outline = finding.outline
            appearance.emphasised = finding.emphasised
        }
        return appearance
    }
}
