#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One Swift file's bytes and the table that turns byte offsets into lines and columns.
///
/// The table is built on first use: most files of a big tree are searched, never parsed, and never located.
package struct SourceFile: Sendable {
    /// The path shown in diagnostics and recorded in the bundle: relative to the scanned root, `/`-separated.
    package let path: String
    /// The file's bytes as read, UTF-8 expected but not required.
    package let bytes: [UInt8]
    /// Byte offsets at which each line starts; `lineStarts[0] == 0`.
    package var lineStarts: [Int] { lineTable.starts(of: bytes) }
    private let lineTable = LineTable()

    /// Creates a source file from its bytes.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The offsets at which lines start. CRLF counts as one line break and a lone CR as one, as the compiler
    /// counts them. Most files have no CR at all, so those take a `memchr` scan for LF alone.
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
            let count = buffer.count
            if memchr(base, Int32(UInt8(ascii: "\r")), count) == nil {
                var offset = 0
                while offset < count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), count - offset) {
                    let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    starts.append(index + 1)
                    offset = index + 1
                }
                return
            }
            var index = 0
            while index < count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\n") {
                    starts.append(index + 1)
                } else if byte == UInt8(ascii: "\r") {
                    if index + 1 < count, buffer[index + 1] == UInt8(ascii: "\n") {
                        index += 1
                    }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        return starts
    }

    /// Creates a source file from text, for tests and generated input.
    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line and UTF-8 byte column of a byte offset, as `swiftc` reports them.
    package func lineAndColumn(at offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        let lineStarts = lineStarts
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return (low + 1, clamped - lineStarts[low] + 1)
    }

    /// The location of a byte offset in this file.
    package func location(at offset: Int) -> SourceLocation {
        let (line, column) = lineAndColumn(at: offset)
        return SourceLocation(file: path, line: line, column: column, offset: max(0, min(offset, bytes.count)))
    }

    /// The text of a byte range; invalid UTF-8 is repaired with replacement characters.
    package func text(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}

/// The line starts of one file, computed once, by whichever thread first asks. Copies of a `SourceFile` share it.
private final class LineTable: @unchecked Sendable {
    private let lock = Lock()
    private var cached: [Int]?

    func starts(of bytes: [UInt8]) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        let starts = SourceFile.lineStarts(of: bytes)
        cached = starts
        return starts
    }
}
