import FlowGraphKit
import FlowRules
import FlowTestSupport
import Foundation
import Testing

/// `unreachable_screen` reports a note, not an error, where the reader met navigation it could not follow: that
/// call may be the way in. A call known to show no screen of the app (a platform alert) rules nothing out.
@Suite("Findings from absence where navigation was not followed")
struct NotRuledOutTests {
    private func findings(charts: String) async throws -> String {
        let folder = try TemporaryFolder()
        _ = try folder.write(HarbourUIKitApp.source(charts: charts), to: "Harbour.swift")
        let loaded = try await ModelLoading.load(paths: [folder.path])
        return try folder.xcodeReport(FlowCheck.findings(in: loaded))
    }

    @Test("a call whose target is not known makes an unreachable screen a note that names the call")
    func unknownTargetIsNotRuledOut() async throws {
        let report = try await findings(charts: HarbourUIKitApp.unfollowedCharts)
        #expect(report == """
            Harbour.swift:13:33: note: could not tell which screen this push shows (chartFactory.make(...)): its type \
            is not known without a type checker [unresolved_navigation]
            Harbour.swift:16:13: note: screen 'ArchiveViewController' of AppDelegate is not reachable from any entry; \
            not ruled out: 1 navigation call was not followed (the first at Harbour.swift:13) [unreachable_screen]

            """)
    }

    @Test("a call known to show no screen of the app leaves the error")
    func platformAlertRulesNothingOut() async throws {
        let report = try await findings(charts: """
            present(UIAlertController(title: "Charts", message: nil, preferredStyle: .alert), animated: true)
            """)
        #expect(report == """
            Harbour.swift:13:33: note: could not tell which screen this sheet shows (UIAlertController(...)): it is \
            UIAlertController, which is no screen of the app [unresolved_navigation]
            Harbour.swift:16:13: error: screen 'ArchiveViewController' of AppDelegate is not reachable from any entry \
            [unreachable_screen]

            """)
    }
}
