import FlowModel
import Testing
import Yams

@Suite("YAML booleans")
struct YAMLBooleanTests {
    @Test("a plain scalar spelled as a YAML 1.1 boolean is one; other casings, quoted text and numbers are not")
    func spellings() throws {
        let cases: [(String, Bool?)] = [
            ("true", true), ("True", true), ("TRUE", true), ("yes", true), ("Yes", true), ("ON", true),
            ("false", false), ("False", false), ("NO", false), ("no", false), ("off", false), ("Off", false),
            ("tRue", nil), ("y", nil), ("1", nil), ("'true'", nil), ("\"no\"", nil), ("[true]", nil), ("~", nil),
        ]
        for (text, expected) in cases {
            let node = try #require(try YAMLDocument.compose("value: \(text)\n", path: "flags.yml", kind: "a model file"))
            #expect(YAMLDocument.boolean(try #require(node["value"])) == expected, "\(text)")
        }
    }
}
