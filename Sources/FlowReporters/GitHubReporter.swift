import FlowModel
import FlowRules

/// GitHub Actions workflow commands (`::error file=F,line=L,col=C,title=rule::message`), which GitHub turns into
/// annotations on the exact line of the pull request.
public struct GitHubReporter: Reporter {
    public static let id = "github"

    public init() {}

    public func report(_ findings: [Finding]) throws -> String {
        findings.map { command(for: $0) + "\n" }.joined()
    }

    private func command(for finding: Finding) -> String {
        var properties: [(String, String)] = []
        if let location = finding.location {
            properties += [("file", location.file), ("line", String(location.line)), ("col", String(location.column))]
        }
        properties.append(("title", finding.ruleID))
        let list = properties.map { "\($0)=\(Self.escapeProperty($1))" }.joined(separator: ",")
        return "::\(level(finding.severity)) \(list)::\(Self.escapeData(finding.message))"
    }

    /// GitHub has error, warning and notice annotations.
    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info, .note: "notice"
        }
    }

    /// The message: `%` first, so that the escapes added next are not escaped again, then line breaks, which
    /// would otherwise end the command. Hidden direction and line-separator characters are named (`<U+202E>`):
    /// the annotation shows them as text, where they would reorder the line.
    static func escapeData(_ value: String) -> String {
        value.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A").namedHiddenCharacters
    }

    /// A property value: also `:` and `,`, which would otherwise end the value or the property list.
    static func escapeProperty(_ value: String) -> String {
        escapeData(value).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

private extension String {
    var namedHiddenCharacters: String { HiddenCharacters.naming(in: self) }

    /// Replaces every occurrence, comparing Unicode scalars so that `\r\n` is not treated as one character.
    func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar == target { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
