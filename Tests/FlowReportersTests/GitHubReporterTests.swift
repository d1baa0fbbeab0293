import Testing
@testable import FlowReporters

@Suite("github reporter")
struct GitHubReporterTests {
    @Test("workflow commands with the message escaped as data and the file escaped as a property")
    func golden() throws {
        #expect(try GitHubReporter().report(AwkwardFindings.all) == #"""
        ::notice title=unused_action::action 'didKnock' of screen "door" is never sent; 50%25 & more%0D%0A*bold* `code` _x_ [link](y)
        ::warning file=Sources/My Screens/Loop.swift,line=3,col=5,title=navigation_cycle::navigation cycle grows the stack:%0Aloop -> ]]> -> loop
        ::error file=Sources/Shop%2C Inc/Check%3Aout.swift,line=12,col=10,title=unreachable_screen::screen '<script>alert("x")</script>' of ShopCoordinator is not reachable | 100%25 sure
        ::notice file=Sources/Shop%2C Inc/Check%3Aout.swift,line=40,col=3,title=unresolved_navigation::could not resolve the destination of present(makePath(), mode: .push)

        """#)
    }

    @Test("GitHub's escaping: % first, then line breaks; properties also , and :")
    func escaping() {
        #expect(GitHubReporter.escapeData("100%\r\n%0A") == "100%25%0D%0A%250A")
        #expect(GitHubReporter.escapeProperty("a,b:c%") == "a%2Cb%3Ac%25")
    }

    @Test("no findings, no commands")
    func empty() throws {
        #expect(try GitHubReporter().report([]) == "")
    }
}
