#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The two file system questions the loader asks, on the C library: FoundationEssentials has neither `FileHandle`
/// nor `FileManager.fileExists(atPath:isDirectory:)`, and these calls are the same on every platform.
enum FileSystem {
    /// Why a file could not be read: the C library's `errno`, described in its words (`permission denied`).
    struct Failure: Error, Sendable, CustomStringConvertible {
        let code: Int32

        var description: String {
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }

    /// Whether the item at `path` is a folder, following symbolic links; `nil` when nothing exists there (or a link
    /// leads nowhere, or the path cannot be searched), as `FileManager.fileExists(atPath:)` answers `false`.
    static func isDirectory(atPath path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_mode) & 0o170000 == 0o040000
    }

    /// Reads at most `byteCount` bytes from the start of a file.
    ///
    /// Reading one byte past a size limit tells "exactly at the limit" from "over it" without reading the rest of
    /// an oversized file.
    ///
    /// - Throws: `Failure` when the file cannot be opened or read.
    static func readPrefix(ofFileAt path: String, byteCount: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(code: errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var failure: Int32?
        // A chunk at a time, so that a small file costs a small buffer.
        withUnsafeTemporaryAllocation(byteCount: 64 * 1024, alignment: 1) { chunk in
            while bytes.count < byteCount, let base = chunk.baseAddress {
                let result = read(descriptor, base, min(chunk.count, byteCount - bytes.count))
                if result > 0 {
                    bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<result]))
                } else if result == 0 {
                    break
                } else if errno != EINTR {
                    failure = errno
                    break
                }
            }
        }
        if let failure { throw Failure(code: failure) }
        return bytes
    }
}
