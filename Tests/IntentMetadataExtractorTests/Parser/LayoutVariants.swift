import IntentMetadataExtractor

/// Variants of a Swift file that differ from it only in the white space between two tokens: a line break added or
/// removed, a space added or removed. Swift's grammar reads line breaks and spaces in a few places (a `(` or `{` on
/// the next line, prefix and postfix operators, `<` after a name, `.member` chains, `#if` at the start of a line),
/// so a variant is kept only when `swiftc -frontend -parse` accepts it; our parser must then find the same
/// declarations (`DeclarationShape`) and report no syntax error.
///
/// The variants of a file depend only on its bytes, its path and the seed, so a list of them can be recorded
/// with the compiler's verdicts and replayed (`LayoutInvarianceTests`, `Scripts/layout-check.sh`).
enum LayoutVariants {
    /// One change of white space: the bytes `range` of the file become `replacement`.
    struct Edit: Hashable, Sendable, CustomStringConvertible {
        enum Kind: String, Sendable, CaseIterable {
            /// A line break where there was none (replacing the spaces between the tokens, if any).
            case addLineBreak = "add-line-break"
            /// The white space holding a line break becomes one space.
            case removeLineBreak = "remove-line-break"
            /// A space between two tokens that touched.
            case addSpace = "add-space"
            /// The spaces between two tokens on one line removed, where the tokens stay apart.
            case removeSpace = "remove-space"
        }

        var kind: Kind
        var range: Range<Int>
        var replacement: String

        /// `kind offset length`, the form recorded in `Benchmarks/CorpusCheck/Layout/verdicts.tsv`.
        var description: String { "\(kind.rawValue) \(range.lowerBound) \(range.count)" }

        func applied(to bytes: [UInt8]) -> [UInt8] {
            var result = bytes
            result.replaceSubrange(range, with: Array(replacement.utf8))
            return result
        }
    }

    /// Up to `count` single-edit variants of `bytes`, chosen by a generator seeded with `seed` and `path`: three in
    /// four at a gap next to punctuation or an operator (where layout matters), the rest at any gap.
    static func edits(of bytes: [UInt8], path: String, seed: UInt64, count: Int) -> [Edit] {
        let file = SourceFile(path: path, bytes: bytes)
        let tokens = Lexer.tokenize(file)
        var all: [Edit] = []
        var sensitive: [Edit] = []
        // For each `#if` block around the current token, whether a clause's condition checks a version.
        var versionedBlocks: [Bool] = []
        var isInDirective = false
        for index in tokens.indices.dropLast() {
            let left = tokens[index]
            let right = tokens[index + 1]
            guard right.kind != .endOfFile else { break }
            if left.isAtStartOfLine { isInDirective = false }
            if left.kind == .poundKeyword {
                let word = file.text(left.range)
                switch word {
                case "#if":
                    versionedBlocks.append(checksVersion(tokens, from: index + 1, in: file))
                    isInDirective = true
                case "#elseif":
                    if !versionedBlocks.isEmpty { versionedBlocks[versionedBlocks.count - 1] = versionedBlocks[versionedBlocks.count - 1] || checksVersion(tokens, from: index + 1, in: file) }
                    isInDirective = true
                case "#else":
                    isInDirective = true
                case "#endif":
                    _ = versionedBlocks.popLast()
                    isInDirective = true
                default:
                    break
                }
            }
            // `swiftc -frontend -parse` skips every clause of a block that checks `swift(...)` or `compiler(...)`
            // (so that newer syntax may sit there): its verdict says nothing about a variant edited inside one.
            guard !versionedBlocks.contains(true) else { continue }
            let gap = left.range.upperBound..<right.range.lowerBound
            // Only plain white space: a gap with a comment could swallow the next line when joined.
            guard bytes[gap].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { continue }
            let hasLineBreak = bytes[gap].contains { $0 == 0x0A || $0 == 0x0D }
            var candidates: [Edit] = []
            if hasLineBreak {
                candidates.append(Edit(kind: .removeLineBreak, range: gap, replacement: " "))
            } else {
                // A line break ends a directive's condition, and what follows starts the clause: a different
                // file that the compiler may well accept.
                if !isInDirective { candidates.append(Edit(kind: .addLineBreak, range: gap, replacement: "\n")) }
                if gap.isEmpty {
                    candidates.append(Edit(kind: .addSpace, range: gap, replacement: " "))
                } else if !wouldMerge(bytes[left.range.upperBound - 1], bytes[right.range.lowerBound], bytes: bytes, at: right.range.lowerBound) {
                    candidates.append(Edit(kind: .removeSpace, range: gap, replacement: ""))
                }
            }
            all += candidates
            if isLayoutSensitive(left.kind) || isLayoutSensitive(right.kind) { sensitive += candidates }
        }
        guard !all.isEmpty else { return [] }
        var generator = SplitMix64(seed: seed ^ fnv1a(path))
        var chosen: [Edit] = []
        var seen = Set<Edit>()
        var attempts = 0
        while chosen.count < count, attempts < count * 4 {
            attempts += 1
            let pool = !sensitive.isEmpty && generator.next() % 4 != 0 ? sensitive : all
            let edit = pool[Int(generator.next() % UInt64(pool.count))]
            if seen.insert(edit).inserted { chosen.append(edit) }
        }
        return chosen
    }

    /// Whether the directive condition starting at `start` (up to the end of its line) calls `swift`, `compiler` or
    /// `_compiler_version`.
    static func checksVersion(_ tokens: [Token], from start: Int, in file: SourceFile) -> Bool {
        var index = start
        while index < tokens.count - 1, !tokens[index].isAtStartOfLine {
            if tokens[index].kind == .identifier, tokens[index + 1].kind == .leftParen,
                ["swift", "compiler", "_compiler_version"].contains(file.text(tokens[index].range))
            {
                return true
            }
            index += 1
        }
        return false
    }

    static func isLayoutSensitive(_ kind: TokenKind) -> Bool {
        switch kind {
        case .identifier, .backtickIdentifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral, .comma, .semicolon:
            return false
        default:
            return true
        }
    }

    /// Whether the two bytes around a removed space would run into one token (`a b` into `ab`, `+ -` into `+-`,
    /// `/ /` into a comment).
    static func wouldMerge(_ left: UInt8, _ right: UInt8, bytes: [UInt8], at offset: Int) -> Bool {
        func isWord(_ byte: UInt8) -> Bool {
            byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "`")
        }
        func isOperator(_ byte: UInt8) -> Bool { "/=-+!*%<>&|^~?.".utf8.contains(byte) }
        if isWord(left) && isWord(right) { return true }
        if isOperator(left) && isOperator(right) { return true }
        // `1 .5`, `x .0`: a period and a digit make a number or a tuple index.
        if left == UInt8(ascii: ".") || right == UInt8(ascii: ".") { return true }
        // A string or raw string delimiter next to `#` or a quote.
        if left == UInt8(ascii: "\"") || right == UInt8(ascii: "\"") { return true }
        return false
    }

    /// FNV-1a of a path's bytes: a hash that is the same in every process, unlike `Hasher`.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    struct SplitMix64 {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state = state &+ 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }
}
