#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `read` and `write`, for the types whose own `read` and `write` methods hide them (`SourceTree`,
/// `BundleWriter`). Here nothing hides them, so no call needs to name the platform's C module.
package enum SystemCall {
    /// `read(2)`: up to `count` bytes from `descriptor` into `buffer`.
    ///
    /// - Returns: The number of bytes read, 0 at the end of the file, or -1 with `errno` set.
    static func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer?, count: Int) -> Int {
        read(descriptor, buffer, count)
    }

    /// `write(2)`: up to `count` bytes of `bytes` to `descriptor`.
    ///
    /// - Returns: The number of bytes written, or -1 with `errno` set.
    static func writeBytes(_ descriptor: Int32, from bytes: UnsafeRawPointer, count: Int) -> Int {
        write(descriptor, bytes, count)
    }
}

extension SystemCall {
    /// The first `count` bytes of a regular file (fewer when it is shorter); `nil` when it cannot be opened or read.
    /// For the tests that look at a file's head (`import ProjectDescription`, a manifest's tools version) without
    /// reading it whole.
    package static func prefix(ofFileAt path: String, count: Int) -> [UInt8]? {
        let descriptor = AnchoredPath.open(path, flags: O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, SourceTree.isRegularFile(info) else { return nil }
        let read = readBytes(upTo: count, from: descriptor)
        return read.failure == nil ? read.bytes : nil
    }

    /// Up to `count` bytes from `descriptor`, read straight into the array's storage (no zero-filled buffer, no copy),
    /// going on after an interruption; fewer at the end of the file. `failure` is the `errno` of a read that failed
    /// otherwise, with the bytes read before it.
    static func readBytes(upTo count: Int, from descriptor: Int32) -> (bytes: [UInt8], failure: Int32?) {
        var failure: Int32?
        let bytes = [UInt8](unsafeUninitializedCapacity: max(count, 0)) { buffer, initializedCount in
            guard let base = buffer.baseAddress else { return }
            while initializedCount < buffer.count {
                let read = readBytes(descriptor, into: base + initializedCount, count: buffer.count - initializedCount)
                if read == 0 { return }
                if read < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    failure = errno
                    return
                }
                initializedCount += read
            }
        }
        return (bytes, failure)
    }

    /// The size in bytes of the file at `path` (following links), or `nil` when it cannot be found.
    static func fileSize(at path: String) -> Int? {
        var info = stat()
        guard AnchoredPath.status(of: path, into: &info) == 0 else { return nil }
        return Int(info.st_size)
    }
}

extension SystemCall {
    /// Whether something is at `path` (following links, as `FileManager.fileExists(atPath:isDirectory:)` does) and
    /// whether it is a folder: `nil` when nothing is there.
    package static func isDirectory(at path: String) -> Bool? {
        var info = stat()
        guard AnchoredPath.status(of: path, into: &info) == 0 else { return nil }
        return SourceTree.isDirectory(info)
    }

    /// Writes all of `bytes` to `descriptor`, going on after a partial write or an interruption; gives up quietly
    /// on any other failure (a reader that went away, `| head`, is not the tool's problem).
    package static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) {
        let array = Array(bytes)
        array.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var written = 0
            while written < buffer.count {
                let result = writeBytes(descriptor, from: base + written, count: buffer.count - written)
                if result < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                written += result
            }
        }
    }
}
