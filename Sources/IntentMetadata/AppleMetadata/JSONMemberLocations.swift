import Foundation

/// Where the members of the first two levels of a JSON document start, so that what is read from Apple's
/// metadata can point into the file (`extract.actionsdata:1:3604`).
///
/// `JSONSerialization` gives values but no positions, so this is a second, shallow pass over bytes that the
/// parser has already accepted. It keeps no recursion and no stack beyond the nesting depth, which the loader
/// has bounded before; on bytes that are not JSON it still terminates and simply records less.
struct JSONMemberLocations: Sendable {
    /// Byte offsets by path: `actions` for a top-level key, `actions/LaunchAppIntent` for a member of a
    /// top-level object (the offset of its key's opening quote), `enums/0` for an element of a top-level
    /// array (the offset of the element).
    private(set) var offsets: [String: Int] = [:]
    /// The byte offset at which each line starts, the first line included.
    private(set) var lineStarts: [Int] = [0]

    private struct Frame {
        var isObject: Bool
        /// The frame's path when it is shallow enough for its members to be recorded.
        var path: String?
        var depth: Int
        var index = 0
        var pendingKey: String?
        var expectsKey = true
    }

    init(data: Data) {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            scan(bytes)
        }
    }

    /// The place of a path's member as a source reference in `file`, or the start of the file when unknown.
    func sourceReference(for path: String, file: String) -> SourceReference {
        guard let offset = offsets[path] else { return SourceReference(file: file, line: 1, column: 1) }
        return sourceReference(atByteOffset: offset, file: file)
    }

    /// A byte offset as a 1-based line and a 1-based column counted in UTF-8 bytes, as compilers count.
    func sourceReference(atByteOffset offset: Int, file: String) -> SourceReference {
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceReference(file: file, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    private mutating func scan(_ bytes: UnsafeRawBufferPointer) {
        var stack: [Frame] = []
        var offset = 0
        let count = bytes.count
        while offset < count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\n"):
                lineStarts.append(offset + 1)
                offset += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ":"):
                offset += 1
            case UInt8(ascii: ","):
                if let top = stack.last {
                    if top.isObject { stack[stack.count - 1].expectsKey = true } else { stack[stack.count - 1].index += 1 }
                }
                offset += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = stack.popLast()
                offset += 1
            case UInt8(ascii: "\""):
                let end = Self.endOfString(in: bytes, from: offset)
                if let top = stack.last, top.isObject, top.expectsKey {
                    let key = Self.decodeString(bytes, from: offset, to: end)
                    if let path = top.path {
                        let memberPath = path.isEmpty ? key : "\(path)/\(key)"
                        if offsets[memberPath] == nil { offsets[memberPath] = offset }
                    }
                    stack[stack.count - 1].pendingKey = key
                    stack[stack.count - 1].expectsKey = false
                } else {
                    recordValue(at: offset, in: &stack)
                }
                offset = end
            default:
                recordValue(at: offset, in: &stack)
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    let parent = stack.last
                    let depth = (parent?.depth ?? 0) + 1
                    var path: String?
                    if depth == 1 {
                        path = ""
                    } else if depth <= 2, let parent, let parentPath = parent.path {
                        let component = parent.isObject ? (parent.pendingKey ?? "") : String(parent.index)
                        path = parentPath.isEmpty ? component : "\(parentPath)/\(component)"
                    }
                    stack.append(Frame(isObject: byte == UInt8(ascii: "{"), path: path, depth: depth))
                    offset += 1
                } else {
                    // A number, a literal or a byte-order mark: skip to the next structural byte or white space.
                    offset += 1
                    while offset < count, !Self.endsAToken(bytes[offset]) {
                        offset += 1
                    }
                }
            }
        }
    }

    private static func endsAToken(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
            true
        default:
            false
        }
    }

    /// Records the start of an element of a shallow array.
    private mutating func recordValue(at offset: Int, in stack: inout [Frame]) {
        guard let top = stack.last, !top.isObject, let path = top.path else { return }
        let elementPath = path.isEmpty ? String(top.index) : "\(path)/\(top.index)"
        if offsets[elementPath] == nil { offsets[elementPath] = offset }
    }

    /// The offset just past the closing quote of the string that opens at `start`, or the end of the bytes.
    private static func endOfString(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        var offset = start + 1
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\\"): offset += 2
            case UInt8(ascii: "\""): return offset + 1
            default: offset += 1
            }
        }
        return bytes.count
    }

    /// The text of a string literal, escapes resolved as the JSON parser resolves them.
    private static func decodeString(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> String {
        guard end - start >= 2 else { return "" }
        let inner = UnsafeRawBufferPointer(rebasing: bytes[(start + 1)..<(end - 1)])
        guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
        let literal = Data(UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
        return (try? JSONSerialization.jsonObject(with: literal, options: [.fragmentsAllowed])) as? String ?? String(decoding: inner, as: UTF8.self)
    }
}
