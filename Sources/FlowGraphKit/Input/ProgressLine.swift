import Foundation

/// One line on standard error saying what a long run is doing, for a person at a terminal: written only when
/// standard error is a terminal and the run reads many files, and erased when the step is done, so that logs, pipes
/// and quick runs never see it.
public struct ProgressLine: Sendable {
    /// Runs reading fewer files finish before a person would wonder.
    static let minimumFiles = 500

    /// A progress line when standard error is a terminal; nil otherwise.
    public static func onTerminal() -> ProgressLine? {
        isatty(STDERR_FILENO) == 1 ? ProgressLine() : nil
    }

    /// The text shown while `count` files are read, or nil when there are too few to bother: "reading 1,234 files…".
    static func readingMessage(files count: Int) -> String? {
        guard count >= minimumFiles else { return nil }
        let digits = String(count)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return "reading \(grouped) files…"
    }

    /// Shows the reading message for `count` files, if it is worth showing; returns whether it did.
    func showReading(files count: Int) -> Bool {
        guard let message = Self.readingMessage(files: count) else { return false }
        FileHandle.standardError.write(Data(message.utf8))
        return true
    }

    /// Erases the line: back to its start, clear to the end.
    func clear() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
