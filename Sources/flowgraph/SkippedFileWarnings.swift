import FlowGraphKit
import Foundation

extension SkippedFile {
    /// Writes one warning line per file on stderr, for the commands whose output has no place for findings
    /// (`extract`, `diff`): what they write lacks whatever navigation those files hold, and the user should know.
    static func warnOnStandardError(_ files: [SkippedFile]) {
        for file in files {
            FileHandle.standardError.write(Data("\(file.warningLine)\n".utf8))
        }
    }
}
