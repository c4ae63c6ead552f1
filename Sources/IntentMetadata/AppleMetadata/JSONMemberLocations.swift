/// Where the members of the first two levels of a JSON document start, so that what is read from Apple's
/// metadata can point into the file (`extract.actionsdata:1:3604`).
struct JSONMemberLocations: Sendable {
    /// Byte offsets by path: `actions` for a top-level key, `actions/LaunchAppIntent` for a member of a
    /// top-level object (the offset of its key's opening quote), `enums/0` for an element of a top-level
    /// array (the offset of the element). Of duplicate keys, the first one's place is kept.
    private(set) var offsets: [String: Int] = [:]
    /// The byte offset at which each line starts, the first line included.
    private(set) var lineStarts: [Int] = [0]

    init(document: PositionedJSON) {
        for (offset, byte) in document.bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lineStarts.append(offset + 1)
        }
        record(document.root, path: "", in: document, levels: 2)
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

    /// Records the members or elements of the container at `index`, and those of its own containers while
    /// `levels` allow.
    private mutating func record(_ index: Int, path: String, in document: PositionedJSON, levels: Int) {
        guard levels > 0 else { return }
        var children: [(path: String, offset: Int, value: Int)] = []
        switch document.kind(index) {
        case .object:
            for member in document.members(of: index) {
                let key = document.string(member.key) ?? ""
                children.append((path.isEmpty ? key : "\(path)/\(key)", document.offset(member.key), member.value))
            }
        case .array:
            for (position, element) in document.elements(of: index).enumerated() {
                children.append((path.isEmpty ? String(position) : "\(path)/\(position)", document.offset(element), element))
            }
        default:
            return
        }
        for child in children {
            if offsets[child.path] == nil { offsets[child.path] = child.offset }
            record(child.value, path: child.path, in: document, levels: levels - 1)
        }
    }
}
