@testable import FlowGraphKit
import Testing

/// The old-style property lists of `project.pbxproj`: what Xcode writes is read, and what is broken is reported at
/// its line and column.
@Suite("old-style property lists")
struct OldStylePropertyListTests {
    /// The value written out with its keys sorted and every string quoted, to compare.
    private func written(_ value: OldStylePropertyList.Value) -> String {
        switch value {
        case let .string(text): "'\(text)'"
        case let .array(elements): "(" + elements.map(written).joined(separator: ", ") + ")"
        case let .dictionary(entries):
            "{" + entries.sorted { $0.key < $1.key }.map { "\($0.key)=\(written($0.value))" }.joined(separator: "; ") + "}"
        }
    }

    private func failure(_ text: String) -> OldStylePropertyList.Failure? {
        do {
            _ = try OldStylePropertyList.parse(text)
            return nil
        } catch {
            return error as? OldStylePropertyList.Failure
        }
    }

    @Test("dictionaries, arrays with a trailing comma, bare and quoted strings, data, and comments of both kinds")
    func reads() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tberths = (North, "Ferry Slip", /* the old quay */ ); // two
            \ttide = {height = 2.4; unit = "m"; };
            \tlogo = <0fbd 77>;
            \tpath = ../Shared/Ports.swift;
            \t"quoted key" = '';
            }

            """
        #expect(written(try OldStylePropertyList.parse(text))
            == "{berths=('North', 'Ferry Slip'); logo='0fbd 77'; path='../Shared/Ports.swift'; quoted key=''; tide={height='2.4'; unit='m'}}")
    }

    @Test("escapes in quoted strings: quotes, backslashes, control characters, octal and \\U")
    func escapes() throws {
        let text = #"{ a = "say \"ahoy\" \\ \n\t"; b = "\101\U00e9\U2693"; c = "Dock ⚓︎ 4"; }"#
        #expect(written(try OldStylePropertyList.parse(text)) == "{a='say \"ahoy\" \\ \n\t'; b='Aé⚓'; c='Dock ⚓︎ 4'}")
    }

    @Test("a broken file is reported where it breaks", arguments: [
        ("{\n\ta = (b, c;\n}", 2, 11, "expected ',' or ')' after an array element"),
        ("{\n\ta = {isa = PBXGroup\n\t};\n}", 3, 2, "expected ';' after the value of 'isa'"),
        ("{\n\ta = b\n", 3, 1, "expected ';' after the value of 'a'"),
        ("{\n\ta = \"open;\n}\n", 4, 1, "the file ends inside a quoted string"),
        ("{ = b; }", 1, 3, "unexpected character '=' where a key or '}' should be"),
        ("{ a = b; } c", 1, 12, "unexpected text after the property list"),
        ("{ a = <12g4>; }", 1, 10, "unexpected character 'g' in <data>"),
        ("", 1, 1, "the file ends where a value should be"),
    ])
    func broken(text: String, line: Int, column: Int, message: String) {
        #expect(failure(text) == OldStylePropertyList.Failure(line: line, column: column, message: message))
    }
}
