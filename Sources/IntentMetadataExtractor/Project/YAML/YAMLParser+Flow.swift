extension YAMLParser {
    static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    /// A node inside a flow collection, or a flow collection itself.
    mutating func parseFlowNode() throws(YAMLSyntaxError) -> YAMLNode {
        try skipToContent()
        let start = position
        var anchor: (name: String, weight: Int)?
        while current == UInt8(ascii: "&") || current == UInt8(ascii: "!") {
            let isAnchor = current == UInt8(ascii: "&")
            advance()
            var name: [UInt8] = []
            while let byte = current, !Self.isBlank(byte), !Self.isFlowIndicator(byte) {
                name.append(byte)
                advance()
            }
            if isAnchor { anchor = (String(decoding: name, as: UTF8.self), weight) }
            try skipToContent()
        }
        let node: YAMLNode
        switch current {
        case nil:
            throw error("unexpected end of file inside a flow collection")
        case UInt8(ascii: "["):
            node = try parseFlowSequence()
        case UInt8(ascii: "{"):
            node = try parseFlowMapping()
        case UInt8(ascii: "*"):
            node = try parseAlias()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let text = try parseQuotedScalar()
            try count()
            node = YAMLNode(.scalar(text, isPlain: false), offset: start)
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            node = .null(at: start)
        default:
            node = try parseFlowPlainScalar()
        }
        if let anchor { anchors[anchor.name] = (node, max(1, weight - anchor.weight)) }
        return node
    }

    /// A plain scalar in a flow collection: up to `,`, `[`, `]`, `{`, `}`, `: ` or a comment, lines folded with spaces.
    mutating func parseFlowPlainScalar() throws(YAMLSyntaxError) -> YAMLNode {
        let start = position
        var text: [UInt8] = []
        var pendingSpace = false
        while let byte = current {
            if Self.isFlowIndicator(byte) { break }
            if byte == UInt8(ascii: ":"), let next = peek(1), Self.isBlank(next) || Self.isFlowIndicator(next) { break }
            if byte == UInt8(ascii: ":"), peek(1) == nil { break }
            if byte == UInt8(ascii: "#"), position > start, Self.isBlank(bytes[position - 1]) {
                skipComment()
                continue
            }
            if Self.isBlank(byte) {
                if !text.isEmpty { pendingSpace = true }
                advance()
                continue
            }
            if pendingSpace {
                text.append(UInt8(ascii: " "))
                pendingSpace = false
            }
            text.append(byte)
            advance()
        }
        try count()
        return YAMLNode(.scalar(String(decoding: text, as: UTF8.self), isPlain: true), offset: start)
    }

    mutating func parseFlowSequence() throws(YAMLSyntaxError) -> YAMLNode {
        try enter()
        defer { depth -= 1 }
        let start = position
        advance()
        var elements: [YAMLNode] = []
        while true {
            try skipToContent()
            guard let byte = current else { throw error("unterminated flow sequence", at: start) }
            if byte == UInt8(ascii: "]") {
                advance()
                break
            }
            var element = try parseFlowNode()
            try skipToContent()
            if current == UInt8(ascii: ":") {
                // A single-pair mapping: `[name: value]`.
                advance()
                let key = element.string ?? ""
                try skipToContent()
                let value = current == UInt8(ascii: ",") || current == UInt8(ascii: "]") ? YAMLNode.null(at: position) : try parseFlowNode()
                try count()
                element = YAMLNode(.mapping([(key, value)]), offset: element.offset)
                try skipToContent()
            }
            elements.append(element)
            if current == UInt8(ascii: ",") {
                advance()
            } else if current == UInt8(ascii: "]") {
                advance()
                break
            } else {
                throw error(isAtEnd ? "unterminated flow sequence" : "expected ',' or ']' in a flow sequence", at: isAtEnd ? start : nil)
            }
        }
        try count()
        return YAMLNode(.sequence(elements), offset: start)
    }

    mutating func parseFlowMapping() throws(YAMLSyntaxError) -> YAMLNode {
        try enter()
        defer { depth -= 1 }
        let start = position
        advance()
        var entries: [(key: String, value: YAMLNode)] = []
        while true {
            try skipToContent()
            guard let byte = current else { throw error("unterminated flow mapping", at: start) }
            if byte == UInt8(ascii: "}") {
                advance()
                break
            }
            let keyNode = try parseFlowNode()
            guard let key = keyNode.string ?? (keyNode.isNull ? "" : nil) else { throw error("a collection as a mapping key is not supported", at: keyNode.offset) }
            try skipToContent()
            var value = YAMLNode.null(at: position)
            if current == UInt8(ascii: ":") {
                advance()
                try skipToContent()
                if current != UInt8(ascii: ","), current != UInt8(ascii: "}") { value = try parseFlowNode() }
                try skipToContent()
            }
            if let existing = entries.firstIndex(where: { $0.key == key }) { entries[existing].value = value } else { entries.append((key, value)) }
            if current == UInt8(ascii: ",") {
                advance()
            } else if current == UInt8(ascii: "}") {
                advance()
                break
            } else {
                throw error(isAtEnd ? "unterminated flow mapping" : "expected ',' or '}' in a flow mapping", at: isAtEnd ? start : nil)
            }
        }
        try count()
        return YAMLNode(.mapping(entries), offset: start)
    }
}
