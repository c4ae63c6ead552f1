#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadata

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes bundles to disk atomically, and only when their bytes change.
///
/// A bundle is written to a temporary file beside the destination, flushed to disk, then renamed over the
/// destination. A reader, or a build killed half-way, sees either the old bundle or the new one, never a mix.
///
/// ```swift
/// let outcome = try BundleWriter.write(result.bundle, to: "Books.intentmetadata.json")
/// ```
package enum BundleWriter {
    /// What a write did to the destination.
    package enum Outcome: Sendable, Equatable {
        /// The destination did not exist and was created.
        case created
        /// The destination existed with other bytes and was replaced.
        case updated
        /// The destination already held exactly these bytes and was left untouched, modification date included.
        case unchanged
    }

    /// A file system call that failed while writing.
    package struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The path being written.
        package var path: String
        /// The failing step, such as `open` or `rename`.
        package var operation: String
        /// The `errno` value.
        package var code: Int32

        /// One sentence naming the file and the system's reason.
        package var description: String {
            "could not write '\(path)' (\(operation)): \(String(cString: strerror(code)))."
        }
    }

    /// The bytes of a bundle as written to disk: the runtime library's canonical encoding, so the writer and
    /// every other producer agree byte for byte.
    ///
    /// - Parameter bundle: the bundle to encode.
    /// - Returns: the encoded bytes; the same bundle always gives the same bytes.
    /// - Throws: `IntentMetadataError` if a value has no JSON form (an infinite number).
    package static func encodedData(for bundle: IntentMetadataBundle) throws -> Data {
        try bundle.encodedData()
    }

    /// Encodes a bundle and writes it to a path, atomically and only if the bytes differ.
    ///
    /// - Parameters:
    ///   - bundle: the bundle to write.
    ///   - path: the destination file; missing parent folders are created.
    /// - Returns: whether the file was created, replaced or left as it was.
    /// - Throws: `WriteError` when a file system call fails; the destination is then unchanged.
    @discardableResult
    package static func write(_ bundle: IntentMetadataBundle, to path: String) throws -> Outcome {
        try write(try encodedData(for: bundle), to: path)
    }

    /// Writes bytes to a path, atomically and only if they differ from what the path holds.
    ///
    /// - Parameters:
    ///   - data: the bytes to write.
    ///   - path: the destination file; missing parent folders are created.
    /// - Returns: whether the file was created, replaced or left as it was.
    /// - Throws: `WriteError` when a file system call fails; the destination is then unchanged.
    @discardableResult
    package static func write(_ data: Data, to path: String) throws -> Outcome {
        let exists = FileManager.default.fileExists(atPath: path)
        // Leaving identical output untouched keeps its modification date, so build systems that compare dates
        // do not rebuild everything that depends on the bundle.
        if exists, let current = FileManager.default.contents(atPath: path), current == data {
            return .unchanged
        }
        let directory = PathArithmetic.deletingLastComponent(of: path)
        if !directory.isEmpty, let code = makeDirectories(directory) {
            throw WriteError(path: path, operation: "mkdir", code: code)
        }
        let temporaryPath = try writeTemporaryFile(data, besides: path)
        guard rename(temporaryPath, path) == 0 else {
            let code = errno
            unlink(temporaryPath)
            throw WriteError(path: path, operation: "rename", code: code)
        }
        synchronizeDirectory(containing: path)
        return exists ? .updated : .created
    }

    // The temporary file lives in the destination's folder: `rename` is atomic only within one file system.
    private static func writeTemporaryFile(_ data: Data, besides path: String) throws -> String {
        let directory = PathArithmetic.deletingLastComponent(of: path)
        let name = PathArithmetic.lastComponent(of: path)
        var descriptor: Int32 = -1
        var temporaryPath = ""
        for _ in 0..<100 {
            let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
            let candidate = ".\(name).\(getpid()).\(suffix).tmp"
            temporaryPath = directory.isEmpty ? candidate : directory + "/" + candidate
            descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else {
            throw WriteError(path: path, operation: "open", code: errno)
        }
        var failure: WriteError?
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            var written = 0
            while written < buffer.count {
                let result = SystemCall.writeBytes(descriptor, from: base + written, count: buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = WriteError(path: path, operation: "write", code: errno)
                    return
                }
                written += result
            }
        }
        if failure == nil, fsync(descriptor) != 0 {
            failure = WriteError(path: path, operation: "fsync", code: errno)
        }
        if close(descriptor) != 0, failure == nil {
            failure = WriteError(path: path, operation: "close", code: errno)
        }
        if let failure {
            unlink(temporaryPath)
            throw failure
        }
        return temporaryPath
    }

    // `mkdir -p`, returning the `errno` of the first failure.
    private static func makeDirectories(_ directory: String) -> Int32? {
        if mkdir(directory, 0o755) == 0 || errno == EEXIST { return nil }
        guard errno == ENOENT else { return errno }
        let parent = PathArithmetic.deletingLastComponent(of: directory)
        guard !parent.isEmpty, parent != directory else { return ENOENT }
        if let code = makeDirectories(parent) { return code }
        if mkdir(directory, 0o755) == 0 || errno == EEXIST { return nil }
        return errno
    }

    // Flushing the folder makes the rename itself durable; failing to is not worth an error.
    private static func synchronizeDirectory(containing path: String) {
        let directory = PathArithmetic.deletingLastComponent(of: path)
        let descriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }
}
