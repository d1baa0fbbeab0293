import FlowRules
import Testing

@Suite("Finding catalogue")
struct FindingCatalogueTests {
    @Test("every id a run can report, once, in id order: the rules and the three findings of other steps")
    func ids() {
        #expect(FindingCatalogue.ids == [
            "invalid_dismiss_target", "missing_build_case", "missing_entry", "navigation_cycle",
            "push_without_navigation", "skipped_file", "superfluous_disable_command", "unhandled_action",
            "unknown_destination", "unreachable_screen", "unresolved_navigation", "unused_action",
        ])
        #expect(Set(RuleRegistry.ids).isSubset(of: FindingCatalogue.ids))
        #expect(FindingCatalogue.descriptor(id: "unresolved_navigation")?.defaultSeverity == .note)
        #expect(FindingCatalogue.descriptor(id: "skipped_file")?.examples.language == .swift)
        #expect(FindingCatalogue.descriptor(id: "navigation_cycle")?.examples.language == .model)
        #expect(FindingCatalogue.descriptor(id: "unreachable_screens") == nil)
    }

    @Test("every id is snake_case, with a one-line summary, a description, a rationale, help and both kinds of example")
    func everyIDIsDocumented() {
        for descriptor in FindingCatalogue.all {
            let id = descriptor.id
            #expect(id.allSatisfy { $0.isLowercase || $0 == "_" }, "\(id)")
            #expect(!descriptor.summary.isEmpty && !descriptor.summary.contains("\n"), "\(id)")
            #expect(!descriptor.summary.hasSuffix("."), "\(id)")
            for text in [descriptor.description, descriptor.rationale, descriptor.help] {
                #expect(!text.isEmpty && !text.contains("\n"), "\(id)")
            }
            #expect(!descriptor.examples.triggering.isEmpty && !descriptor.examples.nonTriggering.isEmpty, "\(id)")
            #expect(descriptor.examples.triggering.allSatisfy { $0.contains(FindingExamples.marker) }, "\(id)")
            #expect(!descriptor.examples.nonTriggering.contains { $0.contains(FindingExamples.marker) }, "\(id)")
        }
    }
}
