import FlowReporters
import FlowRules
import Testing

@Suite("junit reporter")
struct JUnitReporterTests {
    @Test("a suite per rule, a failing case per finding, everything escaped")
    func golden() throws {
        #expect(try JUnitReporter().report(AwkwardFindings.all) == #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="flowgraph" tests="12" failures="4">
          <testsuite name="invalid_dismiss_target" tests="1" failures="0">
            <testcase classname="flowgraph.invalid_dismiss_target" name="no findings"/>
          </testsuite>
          <testsuite name="missing_build_case" tests="1" failures="0">
            <testcase classname="flowgraph.missing_build_case" name="no findings"/>
          </testsuite>
          <testsuite name="missing_entry" tests="1" failures="0">
            <testcase classname="flowgraph.missing_entry" name="no findings"/>
          </testsuite>
          <testsuite name="navigation_cycle" tests="1" failures="1">
            <testcase classname="flowgraph.navigation_cycle" name="LoopCoordinator.]]&gt;" file="Sources/My Screens/Loop.swift" line="3">
              <failure type="warning" message="navigation cycle grows the stack:&#10;loop -&gt; ]]&gt; -&gt; loop">Sources/My Screens/Loop.swift:3:5: navigation cycle grows the stack:
        loop -&gt; ]]&gt; -&gt; loop</failure>
            </testcase>
          </testsuite>
          <testsuite name="push_without_navigation" tests="1" failures="0">
            <testcase classname="flowgraph.push_without_navigation" name="no findings"/>
          </testsuite>
          <testsuite name="skipped_file" tests="1" failures="0">
            <testcase classname="flowgraph.skipped_file" name="no findings"/>
          </testsuite>
          <testsuite name="superfluous_disable_command" tests="1" failures="0">
            <testcase classname="flowgraph.superfluous_disable_command" name="no findings"/>
          </testsuite>
          <testsuite name="unhandled_action" tests="1" failures="0">
            <testcase classname="flowgraph.unhandled_action" name="no findings"/>
          </testsuite>
          <testsuite name="unknown_destination" tests="1" failures="0">
            <testcase classname="flowgraph.unknown_destination" name="no findings"/>
          </testsuite>
          <testsuite name="unreachable_screen" tests="1" failures="1">
            <testcase classname="flowgraph.unreachable_screen" name="ShopCoordinator.&lt;script&gt;" file="Sources/Shop, Inc/Check:out.swift" line="12">
              <failure type="error" message="screen &apos;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&apos; of ShopCoordinator is not reachable | 100% sure">Sources/Shop, Inc/Check:out.swift:12:10: screen '&lt;script&gt;alert("x")&lt;/script&gt;' of ShopCoordinator is not reachable | 100% sure</failure>
            </testcase>
          </testsuite>
          <testsuite name="unresolved_navigation" tests="1" failures="1">
            <testcase classname="flowgraph.unresolved_navigation" name="Sources/Shop, Inc/Check:out.swift:40:3" file="Sources/Shop, Inc/Check:out.swift" line="40">
              <failure type="note" message="could not resolve the destination of present(makePath(), mode: .push)">Sources/Shop, Inc/Check:out.swift:40:3: could not resolve the destination of present(makePath(), mode: .push)</failure>
            </testcase>
          </testsuite>
          <testsuite name="unused_action" tests="1" failures="1">
            <testcase classname="flowgraph.unused_action" name="Quote&quot;Coordinator.door.didKnock">
              <failure type="info" message="action &apos;didKnock&apos; of screen &quot;door&quot; is never sent; 50% &amp; more&#13;&#10;*bold* `code` _x_ [link](y)">action 'didKnock' of screen "door" is never sent; 50% &amp; more&#13;
        *bold* `code` _x_ [link](y)</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """#)
    }

    @Test("parsed back, every message and name is the original text")
    func roundTrip() throws {
        let report = try XMLReport(try JUnitReporter().report(AwkwardFindings.all))
        let failures = try report.elements("//testcase/failure")
        #expect(failures.map { $0.attribute(forName: "message")?.stringValue } == [
            AwkwardFindings.all[1].message, AwkwardFindings.all[2].message,
            AwkwardFindings.all[3].message, AwkwardFindings.all[0].message,
        ])
        #expect(try report.attribute("name", of: "//testcase[failure]") == [
            "LoopCoordinator.]]>", "ShopCoordinator.<script>", "\(AwkwardFindings.shopFile):40:3",
            "Quote\"Coordinator.door.didKnock",
        ])
        #expect(try report.attribute("failures", of: "/testsuites") == ["4"])
    }

    @Test("a clean run still lists every rule as a passing suite")
    func empty() throws {
        let report = try XMLReport(try JUnitReporter().report([]))
        #expect(try report.attribute("name", of: "//testsuite") == FindingCatalogue.all.map(\.id))
        #expect(try report.elements("//failure").isEmpty)
    }
}
