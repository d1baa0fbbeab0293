import FlowReporters
import Testing

@Suite("checkstyle reporter")
struct CheckstyleReporterTests {
    @Test("grouped by file, files sorted, everything escaped")
    func golden() throws {
        #expect(try CheckstyleReporter().report(AwkwardFindings.all) == #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="">
            <error severity="info" message="action &apos;didKnock&apos; of screen &quot;door&quot; is never sent; 50% &amp; more&#13;&#10;*bold* `code` _x_ [link](y)" source="flowgraph.rules.unused_action"/>
          </file>
          <file name="Sources/My Screens/Loop.swift">
            <error line="3" column="5" severity="warning" message="navigation cycle grows the stack:&#10;loop -&gt; ]]&gt; -&gt; loop" source="flowgraph.rules.navigation_cycle"/>
          </file>
          <file name="Sources/Shop, Inc/Check:out.swift">
            <error line="12" column="10" severity="error" message="screen &apos;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&apos; of ShopCoordinator is not reachable | 100% sure" source="flowgraph.rules.unreachable_screen"/>
            <error line="40" column="3" severity="info" message="could not resolve the destination of present(makePath(), mode: .push)" source="flowgraph.rules.unresolved_navigation"/>
          </file>
        </checkstyle>

        """#)
    }

    @Test("parsed back, file names and messages are the original text")
    func roundTrip() throws {
        let report = try XMLReport(try CheckstyleReporter().report(AwkwardFindings.all))
        #expect(try report.attribute("name", of: "//file") == ["", "Sources/My Screens/Loop.swift", AwkwardFindings.shopFile])
        #expect(try report.attribute("message", of: "//error") == AwkwardFindings.all.map(\.message))
        #expect(try report.attribute("severity", of: "//error") == ["info", "warning", "error", "info"])
    }

    @Test("no findings: an empty checkstyle element")
    func empty() throws {
        #expect(try CheckstyleReporter().report([]) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3"/>

            """)
    }
}
