import Foundation

/// A file opened for writing through its descriptor: each piece given is written whole with `write(2)`, with no
/// buffer of Foundation's between, so that an output produced a megabyte at a time reaches the kernel as it is.
struct WritableFile {
    /// A system call that failed, with its `errno`.
    struct Failure: Error {
        var code: Int32
        var reason: String { String(cString: strerror(code)) }
    }

    private let descriptor: Int32

    /// Creates (or empties) the file at `path`, readable and writable as the umask allows, as `Data.write` does.
    init(creating path: String) throws(Failure) {
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Failure(code: errno) }
    }

    /// Standard output.
    static let standardOutput = WritableFile(descriptor: STDOUT_FILENO)

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes all of `bytes`: `write(2)` may take fewer than it is given, or be interrupted by a signal.
    func write(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        var offset = 0
        while offset < bytes.count, let start = bytes.baseAddress {
            let written = Foundation.write(descriptor, start + offset, bytes.count - offset)
            if written < 0 {
                guard errno == EINTR else { throw Failure(code: errno) }
                continue
            }
            offset += written
        }
    }

    /// Closes the file, throwing when the system reports that what was written could not be kept.
    func closeChecked() throws(Failure) {
        guard Foundation.close(descriptor) == 0 else { throw Failure(code: errno) }
    }

    /// Closes the file after a failure, when what it holds is thrown away anyway.
    func close() {
        _ = Foundation.close(descriptor)
    }
}
