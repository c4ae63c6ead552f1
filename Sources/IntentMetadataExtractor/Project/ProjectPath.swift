#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Path arithmetic for projects: absolute, normalized, `/`-separated paths without touching the file system.
enum ProjectPath {
    /// `.` and `..` removed and repeated slashes collapsed.
    static func normalize(_ absolute: String) -> String {
        PathArithmetic.normalize(absolute)
    }

    /// A path joined to a folder, normalized; an absolute `path` stands alone.
    static func join(_ directory: String, _ path: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        if path.isEmpty { return normalize(directory) }
        // One allocation, where `directory + "/" + path` made two: a project joins a path per file.
        var joined = directory
        joined.reserveCapacity(directory.utf8.count + 1 + path.utf8.count)
        joined += "/"
        joined += path
        return normalize(joined)
    }

    static func parent(of path: String) -> String {
        PathArithmetic.parent(of: path)
    }

    static func lastComponent(of path: String) -> String {
        PathArithmetic.lastComponent(of: path)
    }

    /// The path relative to a folder, with `..` components when it lies outside it.
    static func relative(_ absolute: String, to directory: String) -> String {
        if let inside = pathInside(absolute, directory) { return inside }
        let from = components(of: directory)
        let to = components(of: absolute)
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        let rest = to[common...].map(String.init)
        let joined = (ups + rest).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// The common case of `relative`: an ASCII `absolute` inside `directory`, both normalized (no empty, `.` or `..`
    /// component), whose answer is the rest of `absolute` as written (`PathArithmetic.relativePath`). `nil` for
    /// anything else (non-ASCII components are compared as characters, as `components(of:)` splits them).
    private static func pathInside(_ absolute: String, _ directory: String) -> String? {
        // The prefix test first: it rejects a path outside the folder with one `memcmp`.
        let inside = PathArithmetic.relativePath(of: absolute, from: directory)
        guard !inside.isEmpty, inside.utf8.first != UInt8(ascii: "/"), PathArithmetic.isNormalizedASCII(absolute), PathArithmetic.isNormalized(directory)
        else { return nil }
        return inside
    }

    /// The non-empty components of a path. An ASCII path (every path of a real project) is split on its bytes, where
    /// no `/` can be part of a larger character; splitting into `Character`s cost more than the reading around it.
    private static func components(of path: String) -> [Substring] {
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: "/") }
        return path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    /// The extension of the last component, without the dot, lowercased; empty without one.
    static func pathExtension(_ path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        return name[name.utf8.index(after: dot)...].lowercased()
    }

    /// Whether a path names a strings table or string catalog, as `LocalizationResources` reads them.
    static func isLocalizationResource(_ path: String) -> Bool {
        LocalizationResources.isResourcePath(path)
    }

    /// Whether the path is a regular file (following links).
    static func isFile(_ path: String) -> Bool {
        // One `stat`: a project lists every file of its targets, and asking FileManager as well doubled the calls.
        var info = stat()
        return AnchoredPath.status(of: path, into: &info) == 0 && !SourceTree.isDirectory(info)
    }

    /// Whether the path is a folder (following links).
    static func isDirectory(_ path: String) -> Bool {
        SourceTree.kind(of: path).isDirectory == true
    }

    /// The path as a Mac's case-insensitive file system would find it: itself when it exists, else the existing path
    /// whose components match it but for case; `nil` when there is none. Specs written on a Mac name files in the
    /// wrong case and still build there.
    static func existingIgnoringCase(_ absolute: String) -> String? {
        if SourceTree.kind(of: absolute).isDirectory != nil { return absolute }
        var resolved = ""
        for component in absolute.split(separator: "/") {
            let candidate = resolved + "/" + component
            if SourceTree.kind(of: candidate).isDirectory != nil {
                resolved = candidate
                continue
            }
            let wanted = component.lowercased()
            guard let entries = FolderEntries.entries(of: resolved.isEmpty ? "/" : resolved, followingLinks: true),
                  let match = entries.first(where: { $0.name.lowercased() == wanted }) else { return nil }
            resolved += "/" + match.name
        }
        return resolved.isEmpty ? nil : resolved
    }
}
