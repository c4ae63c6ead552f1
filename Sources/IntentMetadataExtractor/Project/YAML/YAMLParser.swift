/// Reads the YAML that project specs use (XcodeGen's `project.yml` and the files it includes) into `YAMLNode`s.
///
/// Block mappings and sequences by indentation, flow collections (`[a, b]`, `{a: b}`), plain, single- and
/// double-quoted scalars, literal and folded block scalars (`|`, `>-`), comments, anchors and aliases (`&name`,
/// `*name`), merge keys (`<<: *name`), tags (skipped) and a leading `---`. Complex keys (`? `) are not read.
///
/// It never traps and never loops: every loop consumes input or ends, nesting deeper than `maximumDepth` is an error,
/// and so is a document whose aliases expand it past `maximumWeight` nodes. A document it cannot read is a
/// `YAMLSyntaxError` with the offset where reading stopped.
///
/// ```swift
/// switch YAMLParser.parse(Array("name: App\ntargets: {App: {type: application}}".utf8)) {
/// case .success(let root): print(root["name"]?.string ?? "")
/// case .failure(let error): print(error.offset, error.message)
/// }
/// ```
package struct YAMLParser {
    /// How deeply collections may nest.
    package static let maximumDepth = 64
    /// How many nodes a document may expand to, counting each alias as the nodes it repeats.
    package static let maximumWeight = 1_000_000

    let bytes: [UInt8]
    var position = 0
    /// The offset of the first byte of the current line.
    var lineStart = 0
    var depth = 0
    /// The nodes made so far, aliases counted by what they repeat.
    var weight = 0
    /// Anchored nodes, with the number of nodes each one holds.
    var anchors: [String: (node: YAMLNode, weight: Int)] = [:]

    /// Parses a document.
    ///
    /// - Parameter bytes: the document's UTF-8 bytes.
    /// - Returns: its root node (an empty scalar for an empty document), or where and why reading stopped.
    package static func parse(_ bytes: [UInt8]) -> Result<YAMLNode, YAMLSyntaxError> {
        var parser = YAMLParser(bytes: bytes)
        do {
            return .success(try parser.parseDocument())
        } catch {
            return .failure(error)
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            position = 3
            lineStart = 3
        }
    }

    // MARK: Reading bytes

    var isAtEnd: Bool { position >= bytes.count }
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }
    func peek(_ distance: Int) -> UInt8? {
        position + distance < bytes.count ? bytes[position + distance] : nil
    }
    var column: Int { position - lineStart }

    mutating func advance() {
        guard position < bytes.count else { return }
        if bytes[position] == UInt8(ascii: "\n") { lineStart = position + 1 }
        position += 1
    }

    static func isBlank(_ byte: UInt8?) -> Bool {
        byte == nil || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    static func isLineBreak(_ byte: UInt8?) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    func error(_ message: String, at offset: Int? = nil) -> YAMLSyntaxError {
        YAMLSyntaxError(offset: min(offset ?? position, bytes.count), message: message)
    }

    /// Skips spaces and tabs on the current line.
    mutating func skipSpaces() {
        while let byte = current, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { advance() }
    }

    /// Skips a comment up to the end of its line, if one starts here.
    mutating func skipComment() {
        guard current == UInt8(ascii: "#") else { return }
        while let byte = current, byte != UInt8(ascii: "\n") { advance() }
    }

    /// Skips spaces, comments and line breaks up to the next content; returns whether a line break was crossed.
    ///
    /// - Throws: `YAMLSyntaxError` when a tab indents a line's content.
    @discardableResult
    mutating func skipToContent() throws(YAMLSyntaxError) -> Bool {
        var crossed = false
        while let byte = current {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\r") {
                advance()
            } else if byte == UInt8(ascii: "\t") {
                // A tab may separate tokens on a line, but not indent one.
                if crossed, bytes[lineStart..<position].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }) {
                    var probe = position
                    while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t") { probe += 1 }
                    if probe < bytes.count, !Self.isLineBreak(bytes[probe]), bytes[probe] != UInt8(ascii: "#") {
                        throw error("a tab indents this line; YAML indents with spaces only")
                    }
                }
                advance()
            } else if byte == UInt8(ascii: "\n") {
                crossed = true
                advance()
            } else if byte == UInt8(ascii: "#") {
                skipComment()
            } else {
                break
            }
        }
        return crossed
    }

    /// Whether the position is at a `---` or `...` line, which ends a document.
    var isAtDocumentMarker: Bool {
        guard column == 0, position + 2 < bytes.count else { return false }
        let three = bytes[position..<position + 3]
        guard three.elementsEqual("---".utf8) || three.elementsEqual("...".utf8) else { return false }
        return Self.isBlank(peek(3))
    }

    // MARK: Document

    mutating func parseDocument() throws(YAMLSyntaxError) -> YAMLNode {
        try skipToContent()
        // Directives (`%YAML 1.2`) and the document start.
        while current == UInt8(ascii: "%"), column == 0 {
            while let byte = current, byte != UInt8(ascii: "\n") { advance() }
            try skipToContent()
        }
        if isAtDocumentMarker, current == UInt8(ascii: "-") {
            advance(); advance(); advance()
        }
        let root = try parseBlockNode(parentIndent: -1, isSameLineValue: false)
        try skipToContent()
        if !isAtEnd, !isAtDocumentMarker {
            throw error("unexpected content after the document's top-level node")
        }
        return root
    }

    // MARK: Block structure

    mutating func enter() throws(YAMLSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("collections nest more than \(Self.maximumDepth) deep") }
    }

    mutating func count(_ nodes: Int = 1) throws(YAMLSyntaxError) {
        weight += nodes
        if weight > Self.maximumWeight {
            throw error("the document expands to more than \(Self.maximumWeight) nodes (through its aliases)")
        }
    }

    /// A node in block context.
    ///
    /// - Parameters:
    ///   - parentIndent: the indentation of the collection holding the node; content at or left of it is not the node's.
    ///   - isSameLineValue: whether the node is a mapping value on its key's line, where a block collection cannot start.
    mutating func parseBlockNode(parentIndent: Int, isSameLineValue: Bool) throws(YAMLSyntaxError) -> YAMLNode {
        let start = position
        var sameLine = isSameLineValue
        if try skipToContent() {
            sameLine = false
            if column <= parentIndent { return .null(at: start) }
        }
        if isAtEnd || isAtDocumentMarker { return .null(at: start) }
        // Properties: an anchor and a tag, in either order.
        var anchor: (name: String, weight: Int)?
        while current == UInt8(ascii: "&") || current == UInt8(ascii: "!") {
            let isAnchor = current == UInt8(ascii: "&")
            advance()
            var name: [UInt8] = []
            while let byte = current, !Self.isBlank(byte), !Self.isFlowIndicator(byte) || byte == UInt8(ascii: "!") {
                name.append(byte)
                advance()
            }
            if isAnchor {
                guard !name.isEmpty else { throw error("an anchor needs a name") }
                anchor = (String(decoding: name, as: UTF8.self), weight)
            }
            skipSpaces()
            skipComment()
            if Self.isLineBreak(current) || isAtEnd {
                if try skipToContent() { sameLine = false }
                if isAtEnd || isAtDocumentMarker || column <= parentIndent {
                    let node = YAMLNode.null(at: start)
                    if let anchor { anchors[anchor.name] = (node, 1) }
                    return node
                }
            }
        }
        let node = try parseBlockContent(parentIndent: parentIndent, sameLine: sameLine)
        if let anchor { anchors[anchor.name] = (node, max(1, weight - anchor.weight)) }
        return node
    }

    private mutating func parseBlockContent(parentIndent: Int, sameLine: Bool) throws(YAMLSyntaxError) -> YAMLNode {
        let start = position
        let indent = column
        guard let byte = current else { return .null(at: start) }
        switch byte {
        case UInt8(ascii: "*"):
            let lineOfKey = lineStart
            let alias = try parseAlias()
            let afterAlias = (position, lineStart)
            skipSpaces()
            if current == UInt8(ascii: ":"), Self.isBlank(peek(1)), lineStart == lineOfKey, let key = alias.string, !sameLine {
                return try parseBlockMapping(indent: indent, firstKey: (key, start))
            }
            (position, lineStart) = afterAlias
            return alias
        case UInt8(ascii: "-") where Self.isBlank(peek(1)) && !sameLine:
            return try parseBlockSequence(indent: indent)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let node = try parseFlowNode()
            skipSpaces()
            if current == UInt8(ascii: ":"), Self.isBlank(peek(1)) { throw error("a collection as a mapping key is not supported") }
            return node
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            return try parseBlockScalar(parentIndent: parentIndent)
        case UInt8(ascii: "?") where Self.isBlank(peek(1)):
            throw error("complex mapping keys ('? ') are not supported")
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let lineOfKey = lineStart
            let text = try parseQuotedScalar()
            let afterQuote = (position, lineStart)
            skipSpaces()
            if current == UInt8(ascii: ":"), Self.isBlank(peek(1)), lineStart == lineOfKey {
                guard !sameLine else { throw error("a mapping cannot start on the line of its key's value") }
                return try parseBlockMapping(indent: indent, firstKey: (text, start))
            }
            (position, lineStart) = afterQuote
            try count()
            return YAMLNode(.scalar(text, isPlain: false), offset: start)
        default:
            if !sameLine, hasImplicitKey() { return try parseBlockMapping(indent: indent, firstKey: nil) }
            return try parsePlainScalar(parentIndent: parentIndent, start: start)
        }
    }

    /// Whether the rest of the line holds a plain mapping key: a `:` followed by a blank before any comment.
    func hasImplicitKey() -> Bool {
        var index = position
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":"), index + 1 >= bytes.count || Self.isBlank(bytes[index + 1]) { return true }
            if byte == UInt8(ascii: "#"), index > position, Self.isBlank(bytes[index - 1]) { return false }
            index += 1
        }
        return false
    }

    mutating func parseAlias() throws(YAMLSyntaxError) -> YAMLNode {
        let start = position
        advance()
        var name: [UInt8] = []
        while let byte = current, !Self.isBlank(byte), !Self.isFlowIndicator(byte), !(byte == UInt8(ascii: ":") && Self.isBlank(peek(1))) {
            name.append(byte)
            advance()
        }
        let key = String(decoding: name, as: UTF8.self)
        guard let anchored = anchors[key] else { throw error("alias '*\(key)' refers to no anchor defined before it", at: start) }
        try count(anchored.weight)
        return anchored.node
    }

    mutating func parseBlockMapping(indent: Int, firstKey: (text: String, offset: Int)?) throws(YAMLSyntaxError) -> YAMLNode {
        try enter()
        defer { depth -= 1 }
        let start = firstKey?.offset ?? position
        var entries: [(key: String, value: YAMLNode)] = []
        var positions: [String: Int] = [:]
        var merged: [(key: String, value: YAMLNode)] = []
        var pendingKey = firstKey
        while true {
            let keyLine = lineStart
            let key: String
            let keyOffset: Int
            if let first = pendingKey {
                key = first.text
                keyOffset = first.offset
                pendingKey = nil
                skipSpaces()
            } else {
                keyOffset = position
                if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                    key = try parseQuotedScalar()
                    skipSpaces()
                } else if current == UInt8(ascii: "*") {
                    guard let text = try parseAlias().string else { throw error("a collection as a mapping key is not supported", at: keyOffset) }
                    key = text
                    skipSpaces()
                } else if current == UInt8(ascii: "?"), Self.isBlank(peek(1)) {
                    throw error("complex mapping keys ('? ') are not supported")
                } else {
                    key = try parsePlainKey()
                }
            }
            guard current == UInt8(ascii: ":"), Self.isBlank(peek(1)) else {
                throw error("expected ':' after mapping key '\(key)'", at: keyOffset)
            }
            advance()
            let value = try parseMappingValue(indent: indent)
            if key == "<<", merges(value) {
                // A merge key: its mappings' entries join this mapping unless written here.
                for source in value.sequence ?? [value] {
                    for entry in source.mapping ?? [] where !merged.contains(where: { $0.key == entry.key }) { merged.append(entry) }
                }
            } else if let existing = positions[key] {
                entries[existing].value = value
            } else {
                positions[key] = entries.count
                entries.append((key, value))
            }
            let crossed = try skipToContent()
            if isAtEnd || isAtDocumentMarker { break }
            if !crossed, lineStart == keyLine { throw error("unexpected content after the value of '\(key)'") }
            if column < indent { break }
            if column > indent { throw error("unexpected indentation: this line is indented more than the keys of its mapping") }
            if current == UInt8(ascii: "-"), Self.isBlank(peek(1)) { break }
        }
        for entry in merged where positions[entry.key] == nil {
            positions[entry.key] = entries.count
            entries.append(entry)
        }
        try count()
        return YAMLNode(.mapping(entries), offset: start)
    }

    private func merges(_ value: YAMLNode) -> Bool {
        if value.mapping != nil { return true }
        if let elements = value.sequence { return elements.allSatisfy { $0.mapping != nil } }
        return false
    }

    /// A mapping's value: on the key's line, or on the lines after it (a sequence may sit at the key's indentation).
    mutating func parseMappingValue(indent: Int) throws(YAMLSyntaxError) -> YAMLNode {
        let start = position
        skipSpaces()
        skipComment()
        guard Self.isLineBreak(current) || isAtEnd else {
            return try parseBlockNode(parentIndent: indent, isSameLineValue: true)
        }
        try skipToContent()
        if isAtEnd || isAtDocumentMarker { return .null(at: start) }
        if column == indent, current == UInt8(ascii: "-"), Self.isBlank(peek(1)) { return try parseBlockSequence(indent: indent) }
        if column <= indent { return .null(at: start) }
        return try parseBlockNode(parentIndent: indent, isSameLineValue: false)
    }

    mutating func parseBlockSequence(indent: Int) throws(YAMLSyntaxError) -> YAMLNode {
        try enter()
        defer { depth -= 1 }
        let start = position
        var elements: [YAMLNode] = []
        while true {
            let entryOffset = position
            advance()  // the `-`
            skipSpaces()
            skipComment()
            if Self.isLineBreak(current) || isAtEnd {
                try skipToContent()
                if isAtEnd || isAtDocumentMarker || column <= indent {
                    elements.append(.null(at: entryOffset))
                } else {
                    elements.append(try parseBlockNode(parentIndent: indent, isSameLineValue: false))
                }
            } else {
                elements.append(try parseBlockNode(parentIndent: indent, isSameLineValue: false))
            }
            try skipToContent()
            if isAtEnd || isAtDocumentMarker || column < indent { break }
            if column > indent { throw error("unexpected indentation: this line is indented more than the entries of its sequence") }
            guard current == UInt8(ascii: "-"), Self.isBlank(peek(1)) else { break }
        }
        try count()
        return YAMLNode(.sequence(elements), offset: start)
    }
}
