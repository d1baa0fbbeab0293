import FlowRendering

/// The file names of pages and the anchors inside them, all made from model names so that any page can link to
/// any other without looking it up. Every name goes through ``DiagramID/encode(_:)``, which keeps ASCII letters
/// and digits and escapes every other byte: distinct names give distinct, URL- and HTML-safe slugs.
struct PageNames {
    /// `html` or `md`.
    var fileExtension: String

    var index: String { "index.\(fileExtension)" }

    /// The page of a coordinator; prefixed so that no coordinator's page can be the index.
    func coordinator(_ name: String) -> String {
        "coordinator-\(DiagramID.encode(name)).\(fileExtension)"
    }

    /// The table row of a screen on its coordinator's page.
    static func screenAnchor(_ screen: String) -> String {
        "screen-\(DiagramID.encode(screen))"
    }

    /// The table row of an action of a screen.
    static func actionAnchor(_ action: String, of screen: String) -> String {
        "action-\(DiagramID.encode(screen))-\(DiagramID.encode(action))"
    }

    /// The table row of a coordinator's transition, numbered from 1 in the model's order.
    static func transitionAnchor(_ number: Int) -> String {
        "transition-\(number)"
    }

    /// The table row of a finding, numbered from 1 on its page.
    static func findingAnchor(_ number: Int) -> String {
        "finding-\(number)"
    }

    /// A link to `screen` of `coordinator` from the page of `current`: an anchor on the same page, else the
    /// other page with the anchor.
    func screenLink(_ screen: String, of coordinator: String, from current: String?) -> String {
        (coordinator == current ? "" : self.coordinator(coordinator)) + "#" + Self.screenAnchor(screen)
    }
}
