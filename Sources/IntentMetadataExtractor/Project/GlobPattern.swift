/// A shell glob over `/`-separated relative paths, as XcodeGen's `excludes:`/`includes:` and Tuist's source globs
/// use them: `*`, `?`, `[abc]`, `[!a-z]`, `{a,b}` within a component, and `**` for any number of folders (none
/// included). As in the shell, `*` and `?` do not match a name's leading `.`.
///
/// ```swift
/// GlobPattern("Sources/**/*.swift").matches("Sources/App/Main.swift")  // true
/// ```
package struct GlobPattern: Sendable, Equatable {
    /// The pattern's alternatives after brace expansion, each split into components.
    let alternatives: [[String]]
    /// The same, each component as its UTF-8 bytes: what matching compares.
    private let alternativeBytes: [[[UInt8]]]

    /// At most this many alternatives come out of brace expansion, so `{a,b}{c,d}...` cannot explode.
    static let maximumAlternatives = 256

    /// Creates a pattern.
    package init(_ pattern: String) {
        alternatives = Self.expandBraces(pattern).map { $0.split(separator: "/", omittingEmptySubsequences: true).map(String.init) }
        alternativeBytes = alternatives.map { $0.map { Array($0.utf8) } }
    }

    /// A relative path split as `matches(components:)` takes it: its `/`-separated components, each as UTF-8 bytes.
    package static func components(of path: String) -> [[UInt8]] {
        // On bytes, as the file system splits a path: splitting into `Character`s cost 27K instructions a path, and
        // the generic `split` of the UTF-8 view still 5K (ruuvi-station's XcodeGen sources: 15M).
        var path = path
        return path.withUTF8 { bytes in
            var components: [[UInt8]] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                if index > start { components.append(Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))) }
                start = index + 1
            }
            return components
        }
    }

    /// Whether the pattern contains a wildcard; a pattern without one names a path.
    package var hasWildcards: Bool {
        alternatives.count > 1 || alternatives.contains { $0.contains { $0.contains { "*?[".contains($0) } } }
    }

    /// Whether a relative path matches.
    package func matches(_ path: String) -> Bool {
        matches(components: Self.components(of: path))
    }

    /// Whether a relative path, split by `components(of:)`, matches: for many patterns over one listing of files,
    /// each path split once.
    package func matches(components: [[UInt8]]) -> Bool {
        alternativeBytes.contains { Self.match(pattern: $0[...], path: components[...]) }
    }

    /// Whether a path or one of the folders holding it matches (a matched folder stands for everything in it).
    package func matchesItselfOrAFolder(of path: String) -> Bool {
        matchesItselfOrAFolder(components: Self.components(of: path))
    }

    /// Whether a relative path, split by `components(of:)`, or one of the folders holding it matches.
    package func matchesItselfOrAFolder(components path: [[UInt8]]) -> Bool {
        var components = path[...]
        while !components.isEmpty {
            if alternativeBytes.contains(where: { Self.match(pattern: $0[...], path: components) }) { return true }
            components = components.dropLast()
        }
        return false
    }

    private static let doubleStar: [UInt8] = [UInt8(ascii: "*"), UInt8(ascii: "*")]

    private static func match(pattern: ArraySlice<[UInt8]>, path: ArraySlice<[UInt8]>) -> Bool {
        // Iterative over `**` with one backtracking point, so no pattern takes more than quadratic time.
        var patternIndex = pattern.startIndex
        var pathIndex = path.startIndex
        var starPattern: Int?
        var starPath = path.startIndex
        while pathIndex < path.endIndex {
            if patternIndex < pattern.endIndex, pattern[patternIndex] == doubleStar {
                starPattern = patternIndex
                starPath = pathIndex
                patternIndex += 1
            } else if patternIndex < pattern.endIndex, matchComponent(pattern[patternIndex], path[pathIndex]) {
                patternIndex += 1
                pathIndex += 1
            } else if let star = starPattern {
                // `**` takes one more folder; a hidden one too, as a directory walk would enter it.
                patternIndex = star + 1
                starPath += 1
                pathIndex = starPath
            } else {
                return false
            }
        }
        while patternIndex < pattern.endIndex, pattern[patternIndex] == doubleStar { patternIndex += 1 }
        return patternIndex == pattern.endIndex
    }

    /// One component against one name: `*`, `?` and bracket expressions.
    static func matchComponent(_ pattern: [UInt8], _ name: [UInt8]) -> Bool {
        if name.first == UInt8(ascii: "."), pattern.first != UInt8(ascii: ".") { return pattern == name }
        var patternIndex = 0
        var nameIndex = 0
        var starPattern: Int?
        var starName = 0
        while nameIndex < name.count {
            if patternIndex < pattern.count {
                let byte = pattern[patternIndex]
                if byte == UInt8(ascii: "*") {
                    starPattern = patternIndex
                    starName = nameIndex
                    patternIndex += 1
                    continue
                }
                if byte == UInt8(ascii: "?") {
                    patternIndex += 1
                    nameIndex += 1
                    continue
                }
                if byte == UInt8(ascii: "["), let (matched, next) = matchBracket(pattern, at: patternIndex, name[nameIndex]) {
                    if matched {
                        patternIndex = next
                        nameIndex += 1
                        continue
                    }
                } else if byte == UInt8(ascii: "\\"), patternIndex + 1 < pattern.count, pattern[patternIndex + 1] == name[nameIndex] {
                    patternIndex += 2
                    nameIndex += 1
                    continue
                } else if byte == name[nameIndex] {
                    patternIndex += 1
                    nameIndex += 1
                    continue
                }
            }
            guard let star = starPattern else { return false }
            patternIndex = star + 1
            starName += 1
            nameIndex = starName
        }
        while patternIndex < pattern.count, pattern[patternIndex] == UInt8(ascii: "*") { patternIndex += 1 }
        return patternIndex == pattern.count
    }

    /// A bracket expression at `start`: whether `byte` matches, and the index after `]`; `nil` when unclosed (then `[`
    /// is itself).
    private static func matchBracket(_ pattern: [UInt8], at start: Int, _ byte: UInt8) -> (Bool, Int)? {
        var index = start + 1
        var negated = false
        if index < pattern.count, pattern[index] == UInt8(ascii: "!") || pattern[index] == UInt8(ascii: "^") {
            negated = true
            index += 1
        }
        var matched = false
        var first = true
        while index < pattern.count, pattern[index] != UInt8(ascii: "]") || first {
            first = false
            let low = pattern[index]
            if index + 2 < pattern.count, pattern[index + 1] == UInt8(ascii: "-"), pattern[index + 2] != UInt8(ascii: "]") {
                if low <= byte, byte <= pattern[index + 2] { matched = true }
                index += 3
            } else {
                if low == byte { matched = true }
                index += 1
            }
        }
        guard index < pattern.count else { return nil }
        return (matched != negated, index + 1)
    }

    /// `a{b,c}d` as `abd` and `acd`, nested braces included; an unclosed brace is literal.
    static func expandBraces(_ pattern: String) -> [String] {
        var results: [String] = []
        var pending = [pattern]
        while let next = pending.popLast() {
            guard results.count + pending.count < maximumAlternatives, let (open, close, options) = firstBraceGroup(Array(next.utf8)) else {
                results.append(next)
                continue
            }
            let bytes = Array(next.utf8)
            let prefix = String(decoding: bytes[..<open], as: UTF8.self)
            let suffix = String(decoding: bytes[(close + 1)...], as: UTF8.self)
            pending += options.reversed().map { prefix + $0 + suffix }
        }
        return Array(results.prefix(maximumAlternatives))
    }

    /// The first brace group with a comma at its own level: its bounds and its options.
    private static func firstBraceGroup(_ bytes: [UInt8]) -> (Int, Int, [String])? {
        var searchFrom = 0
        while let open = bytes[searchFrom...].firstIndex(of: UInt8(ascii: "{")) {
            var depth = 0
            var optionStart = open + 1
            var options: [String] = []
            var index = open
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "{") {
                    depth += 1
                } else if byte == UInt8(ascii: "}") {
                    depth -= 1
                    if depth == 0 {
                        options.append(String(decoding: bytes[optionStart..<index], as: UTF8.self))
                        if options.count > 1 { return (open, index, options) }
                        break
                    }
                } else if byte == UInt8(ascii: ","), depth == 1 {
                    options.append(String(decoding: bytes[optionStart..<index], as: UTF8.self))
                    optionStart = index + 1
                }
                index += 1
            }
            searchFrom = open + 1
        }
        return nil
    }
}
