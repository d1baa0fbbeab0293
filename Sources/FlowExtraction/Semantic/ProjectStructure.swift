import FlowModel

/// What the semantic core reads of the project's shape that no effect summary goes into: which types are built and
/// where, which screens hold which helpers, which views are screens of their own, tab bars, modifiers' hosts,
/// configured embeds, member screens' builders, the views each view builds inside itself, and the coordinators handed
/// their navigation controller.
///
/// It stands on the project alone, so it is found on a thread of its own while the style readers read and the
/// effects are summarized (``SemanticReader/findingStructure()``), with a ``ValueTyper`` of its own: a typer's memo is
/// not shared between threads.
struct ProjectStructure: Sendable {
    let built: (all: Set<String>, previewOnly: Set<String>)
    /// The screens that hold or build each helper type (``SemanticEdges/holdingScreens(in:typer:)``).
    let holders: [String: Set<String>]
    /// The views each view modifier is applied to (``SemanticEdges/modifierHosts(in:)``).
    let modifierHosts: [String: Set<String>]
    /// The functions that only build previews (``SemanticEdges/previewBuilders(in:)``).
    let peeks: Set<SemanticProject.FunctionID>
    let standaloneScreens: Set<String>
    /// Of ``standaloneScreens``, those that are screens by their title alone.
    let titledViews: Set<String>
    /// The views a screen switches between inside its own container (``SwitchedContent/modeViews(in:)``).
    let modeViews: Set<String>
    let tabs: [(host: String, tab: String, location: SourceLocation)]
    let tabBarHosts: Set<String>
    let configuredEmbeds: [String: [(host: SemanticProject.FunctionID, arguments: [SemanticArgument])]]
    /// The functions that build a member screen's content, with that screen (``SemanticProject/memberScreenBuilders(_:)``).
    let memberScreenBuilders: [SemanticProject.FunctionID: String]
    /// The views each view builds inside itself (``SemanticEdges/embeddedViews(in:peeks:memberScreenBuilders:)``).
    let embeddedViews: [String: Set<String>]
    /// The coordinators made with the navigation controller they show their screens on (``SemanticReader/handedStacks(in:)``).
    let handedStacks: Set<String>

    init(project: SemanticProject) {
        let typer = ValueTyper(project: project)
        built = SemanticEdges.builtTypes(in: project, typer: typer)
        holders = SemanticEdges.holdingScreens(in: project, typer: typer)
        modifierHosts = SemanticEdges.modifierHosts(in: project)
        peeks = SemanticEdges.previewBuilders(in: project)
        (standaloneScreens, titledViews) = SemanticEdges.standaloneScreens(in: project, peeks: peeks)
        modeViews = SwitchedContent.modeViews(in: project)
        (tabs, tabBarHosts) = SemanticEdges.tabs(in: project, typer: typer)
        configuredEmbeds = SemanticEdges.configuredEmbeds(in: project)
        let resolver = DestinationResolver(project: project, typer: typer)
        memberScreenBuilders = project.memberScreenBuilders(SemanticEdges.memberScreens(in: project, resolver: resolver))
        embeddedViews = SemanticEdges.embeddedViews(in: project, peeks: peeks, memberScreenBuilders: memberScreenBuilders)
        handedStacks = SemanticReader.handedStacks(in: project)
    }
}
