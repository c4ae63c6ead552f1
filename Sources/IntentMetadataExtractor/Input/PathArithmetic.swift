#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Path arithmetic on absolute, `/`-separated paths, without touching the file system: the one place the reading
/// code (`SourceTree`, `Repository`, the CLI) makes a path absolute, normalizes, joins and relates paths, so that
/// each rule is written once and tested without a disk (`PathArithmeticTests`).
package enum PathArithmetic {
    /// `path` made absolute against `currentDirectory` (a path starting with `/` stays as it is), then normalized.
    package static func absolute(_ path: String, currentDirectory: String) -> String {
        normalize(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
    }

    /// Removes `.`, `..` and repeated slashes without touching the file system, so links keep the name the user chose.
    package static func normalize(_ absolutePath: String) -> String {
        // Nearly every path asked is normalized already; saying so takes one pass over its bytes and no copy.
        if isNormalized(absolutePath) { return absolutePath }
        // On UTF-8 bytes rather than `Character`s: with a path per file on the command line, grapheme breaking
        // was a visible part of a run.
        var components: [Substring.UTF8View] = []
        for component in absolutePath.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            if component.elementsEqual(".".utf8) { continue }
            if component.elementsEqual("..".utf8) {
                if !components.isEmpty { components.removeLast() }
                continue
            }
            components.append(component)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(absolutePath.utf8.count + 1)
        for component in components {
            bytes.append(UInt8(ascii: "/"))
            bytes.append(contentsOf: component)
        }
        if bytes.isEmpty { bytes.append(UInt8(ascii: "/")) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `path` is absolute and has no empty, `.` or `..` component and no trailing slash (`/` itself is).
    static func isNormalized(_ path: String) -> Bool {
        isNormalized(path, requiringASCII: false)
    }

    /// Whether `path` is normalized (`isNormalized`) and every byte of it is ASCII, in one pass over its bytes.
    static func isNormalizedASCII(_ path: String) -> Bool {
        isNormalized(path, requiringASCII: true)
    }

    private static func isNormalized(_ path: String, requiringASCII: Bool) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            // Through the base pointer: every path a project names passes here, and bounds checks per byte showed.
            guard let base = bytes.baseAddress, bytes.count > 0, base[0] == UInt8(ascii: "/") else { return false }
            let count = bytes.count
            if count == 1 { return true }
            if requiringASCII {
                // Eight bytes at a time: one high bit set anywhere is a byte beyond ASCII.
                let raw = UnsafeRawBufferPointer(bytes)
                var highBits: UInt64 = 0
                var index = 0
                while index + 8 <= count {
                    highBits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    index += 8
                }
                while index < count {
                    highBits |= UInt64(raw[index])
                    index += 1
                }
                if highBits & 0x8080_8080_8080_8080 != 0 { return false }
            }
            // Component by component, each slash found by `memchr`: neither empty, `.` nor `..`.
            var componentStart = 1
            while true {
                let end = memchr(base + componentStart, Int32(UInt8(ascii: "/")), count - componentStart)
                    .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? count
                let length = end - componentStart
                if length == 0 { return false }
                if length <= 2, base[componentStart] == UInt8(ascii: "."), length == 1 || base[componentStart + 1] == UInt8(ascii: ".") { return false }
                if end == count { return true }
                componentStart = end + 1
            }
        }
    }

    package static func parent(of absolutePath: String) -> String {
        guard let slash = absolutePath.utf8.lastIndex(of: UInt8(ascii: "/")), slash != absolutePath.startIndex else { return "/" }
        return String(absolutePath[..<slash])
    }

    package static func lastComponent(of path: String) -> String {
        // On UTF-8 bytes, from the end: splitting a whole path into `Character`s cost more than what it found.
        let bytes = path.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "/") { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return path }
        let start = bytes[..<end].lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) } ?? bytes.startIndex
        return String(path[start..<end])
    }

    /// The deepest folder containing all the given normalized absolute paths (each of which counts as a folder).
    package static func commonDirectory(_ absolutePaths: [String]) -> String {
        // On bytes: the common prefix, cut back to whole components.
        guard let first = absolutePaths.first else { return "/" }
        let slash = UInt8(ascii: "/")
        var common = Array(first.utf8)
        for path in absolutePaths.dropFirst() {
            let other = Array(path.utf8)
            var count = 0
            while count < common.count, count < other.count, common[count] == other[count] { count += 1 }
            let endsComponent = (count == common.count || common[count] == slash) && (count == other.count || other[count] == slash)
            if !endsComponent {
                while count > 0, common[count - 1] != slash { count -= 1 }
            }
            common.removeSubrange(count...)
        }
        while common.last == slash { common.removeLast() }
        return common.isEmpty ? "/" : String(decoding: common, as: UTF8.self)
    }

    /// `absolutePath` relative to `directory`: what follows `directory` and a `/`, `""` for the directory itself, and
    /// `absolutePath` unchanged when it is not inside. Bytes are compared (one `memcmp`), not characters: `hasPrefix`
    /// compares canonically equivalent characters, which paths do not need.
    package static func relativePath(of absolutePath: String, from directory: String) -> String {
        if absolutePath == directory { return "" }
        var path = absolutePath
        var folder = directory
        return path.withUTF8 { path in
            folder.withUTF8 { folder in
                // The prefix is `directory` and a `/`, or `/` alone for the root.
                let isRoot = folder.count == 1 && folder[0] == UInt8(ascii: "/")
                let prefixCount = isRoot ? 1 : folder.count + 1
                guard path.count >= prefixCount, path[prefixCount - 1] == UInt8(ascii: "/"),
                    folder.isEmpty || memcmp(path.baseAddress!, folder.baseAddress!, folder.count) == 0
                else { return absolutePath }
                return String(decoding: UnsafeBufferPointer(rebasing: path[prefixCount...]), as: UTF8.self)
            }
        }
    }

    /// The path without its last component, for any path, relative or absolute, as `NSString`'s
    /// `deletingLastPathComponent` gives it: `out/A.json` -> `out`, `A.json` -> `""`, `/A.json` -> `/`, `out/` -> `""`.
    package static func deletingLastComponent(of path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        if slash == 0 { return "/" }
        var end = slash
        while end > 1, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// `name` appended to `base` with one `/` between, as `NSString`'s `appendingPathComponent` does: `""` and `name`
    /// give `name`; a trailing `/` of `base` is not doubled.
    package static func appending(_ name: String, to base: String) -> String {
        if base.isEmpty { return name }
        var base = base
        while base.utf8.count > 1, base.utf8.last == UInt8(ascii: "/") { base.removeLast() }
        return base == "/" ? "/" + name : base + "/" + name
    }

    package static func join(_ base: String, _ name: String) -> String {
        if base.isEmpty || base == "." { return name }
        return base.hasSuffix("/") ? base + name : base + "/" + name
    }

    /// Whether `left` sorts before `right` by their UTF-8 bytes, the order listings are given in: one `memcmp` of the
    /// contiguous bytes (comparing `String.UTF8View`s element by element cost a fifth of a large tree's listing).
    package static func precedesInByteOrder(_ left: String, _ right: String) -> Bool {
        var left = left
        var right = right
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                let shared = min(leftBytes.count, rightBytes.count)
                if shared > 0, let leftStart = leftBytes.baseAddress, let rightStart = rightBytes.baseAddress {
                    let order = memcmp(leftStart, rightStart, shared)
                    if order != 0 { return order < 0 }
                }
                return leftBytes.count < rightBytes.count
            }
        }
    }
}
