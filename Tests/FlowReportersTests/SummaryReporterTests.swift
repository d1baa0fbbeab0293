import Testing
import FlowReporters

@Suite("summary reporter")
struct SummaryReporterTests {
    @Test("counts per rule and severity, rules sorted, then the total")
    func golden() throws {
        #expect(try SummaryReporter().report(AwkwardFindings.all) == #"""
        rule                   error  warning  info  note  total
        navigation_cycle           0        1     0     0      1
        unreachable_screen         1        0     0     0      1
        unresolved_navigation      0        0     0     1      1
        unused_action              0        0     1     0      1
        total                      1        1     1     1      4

        """#)
    }

    @Test("no findings says so")
    func empty() throws {
        #expect(try SummaryReporter().report([]) == "No findings.\n")
    }
}
