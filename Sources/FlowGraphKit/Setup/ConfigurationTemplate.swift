/// The `.flowgraph.yml` that `flowgraph init` writes: every key the configuration reader accepts, commented out
/// with an example value and a line saying what it does, so the file changes nothing until a key is uncommented.
public enum ConfigurationTemplate {
    /// The file's text. Each example value is on its key's line, so uncommenting that one line is enough.
    public static let text = """
        # flowgraph's settings for the app in this folder; every command reads them. Every key is optional:
        # uncomment one to use it. Globs are relative to this folder. `flowgraph rules` lists the rule ids.

        # Read only the files that match these globs (default: every Swift source and model file found).
        # included: [Sources]

        # Never read the files that match these globs.
        # excluded: [Sources/Generated, "**/*Previews.swift"]

        # Never search folders of these names, wherever they are (Pods, Carthage, SourcePackages, vendor: always).
        # skipped_folders: [ThirdParty]

        # Do not run or report these rules.
        # disabled_rules: [unused_action]

        # Report a rule at another level: error, warning, info or note.
        # severity: {navigation_cycle: error, unresolved_navigation: info}

        # Screens opened from outside the graph (deep links, notifications), as Coordinator.screen.
        # entries: [CheckoutCoordinator.orderStatus]

        # Screens no finding is reported about.
        # ignored_screens: [SettingsCoordinator.debugMenu]

        # Cycles that are intended: no navigation_cycle finding when all its screens are in one list.
        # allowed_cycles: [[CatalogCoordinator.product, CatalogCoordinator.related]]

        # Fail on warnings too, as --strict does.
        # strict: true

        """
}
