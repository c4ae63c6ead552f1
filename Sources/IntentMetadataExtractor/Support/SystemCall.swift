#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `read` and `write`, for the types whose own `read` and `write` methods hide them (`SourceTree`,
/// `BundleWriter`). Here nothing hides them, so no call needs to name the platform's C module.
enum SystemCall {
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
