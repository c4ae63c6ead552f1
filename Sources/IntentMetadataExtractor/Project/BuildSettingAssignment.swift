/// One `KEY = value` of a build configuration or an `.xcconfig` file, with its conditions (`KEY[sdk=iphoneos*]`).
package struct BuildSettingAssignment: Sendable, Equatable {
    /// The setting's name without conditions.
    package var key: String
    /// The conditions, such as `["sdk": "iphoneos*"]`; empty for an unconditional assignment.
    package var conditions: [String: String]
    /// The value as written, before `$(...)` expansion.
    package var value: String

    /// Creates an assignment, splitting conditions off a written key such as `OTHER_SWIFT_FLAGS[config=Debug]`.
    package init(writtenKey: String, value: String) {
        var key = Substring(writtenKey)
        var conditions: [String: String] = [:]
        while key.hasSuffix("]"), let open = key.lastIndex(of: "[") {
            let condition = key[key.index(after: open)..<key.index(before: key.endIndex)]
            if let equals = condition.firstIndex(of: "=") {
                conditions[String(condition[..<equals]).trimmingSpaces] = String(condition[condition.index(after: equals)...]).trimmingSpaces
            }
            key = key[..<open]
        }
        self.key = String(key).trimmingSpaces
        self.conditions = conditions
        self.value = value
    }
}

extension Array where Element == BuildSettingAssignment {
    /// The assignments of a build configuration's dictionary made from these in order, as a generator writes it: one
    /// value per written key (key and conditions), the last one given, where it was given last.
    var keepingLastOfEachKey: [BuildSettingAssignment] {
        var seen = Set<String>()
        var kept: [BuildSettingAssignment] = []
        for assignment in reversed() {
            let writtenKey = assignment.key + assignment.conditions.sorted { $0.key < $1.key }.map { "[\($0.key)=\($0.value)]" }.joined()
            if seen.insert(writtenKey).inserted { kept.append(assignment) }
        }
        return kept.reversed()
    }
}

extension String {
    /// The string without the spaces and tabs at its ends. On bytes: a project has thousands of settings, and walking
    /// `Character`s twice (with two reversals) was a sixth of reading a large project.
    var trimmingSpaces: String {
        let bytes = utf8
        let isSpace: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
        if first == bytes.startIndex, last == bytes.index(before: bytes.endIndex) { return self }
        return String(decoding: bytes[first..<bytes.index(after: last)], as: UTF8.self)
    }
}
