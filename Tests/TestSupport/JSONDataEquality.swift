import Foundation

/// Two JSON documents compared as data: key order and whitespace do not matter, numbers compare by value (`2` and
/// `2.0` are equal), and the arrays under the keys named in `unorderedArrayKeys` are compared as sets.
///
/// Apple's `extract.actionsdata` is the reason: Xcode's order of `resolvableInputTypes` changes from build to build,
/// so a written file can only be equal to Xcode's as data, never byte for byte.
package enum JSONDataEquality {
    /// Each place where the documents differ, as `/path: ours …, reference …`; empty when they are equal as data.
    ///
    /// - Parameters:
    ///   - ours: The document under test.
    ///   - reference: The document it should equal.
    ///   - unorderedArrayKeys: The keys whose arrays are sets.
    /// - Throws: The error of `JSONSerialization` when either is not JSON.
    package static func differences(_ ours: Data, _ reference: Data, unorderedArrayKeys: Set<String> = ["resolvableInputTypes"]) throws -> [String] {
        let left = try JSONSerialization.jsonObject(with: ours, options: [.fragmentsAllowed])
        let right = try JSONSerialization.jsonObject(with: reference, options: [.fragmentsAllowed])
        var found: [String] = []
        compare(left, right, path: "", key: "", unorderedArrayKeys: unorderedArrayKeys, into: &found)
        return found
    }

    /// The number of leaves of a document (scalars and empty containers), to say how much an equality covered.
    package static func leafCount(of data: Data) throws -> Int {
        func count(_ value: Any) -> Int {
            switch value {
            case let object as [String: Any]: max(1, object.values.map(count).reduce(0, +))
            case let array as [Any]: max(1, array.map(count).reduce(0, +))
            default: 1
            }
        }
        return count(try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
    }

    private static func compare(_ left: Any, _ right: Any, path: String, key: String, unorderedArrayKeys: Set<String>, into found: inout [String]) {
        switch (left, right) {
        case let (left as [String: Any], right as [String: Any]):
            for name in Set(left.keys).union(right.keys).sorted() {
                switch (left[name], right[name]) {
                case let (value?, other?):
                    compare(value, other, path: "\(path)/\(name)", key: name, unorderedArrayKeys: unorderedArrayKeys, into: &found)
                case let (value?, nil):
                    found.append("\(path)/\(name): only in ours: \(canonical(value))")
                case let (nil, other?):
                    found.append("\(path)/\(name): only in the reference: \(canonical(other))")
                case (nil, nil):
                    break
                }
            }
        case let (left as [Any], right as [Any]) where unorderedArrayKeys.contains(key):
            let ours = left.map(canonical).sorted()
            let reference = right.map(canonical).sorted()
            if ours != reference {
                found.append("\(path) (as a set): ours \(ours), reference \(reference)")
            }
        case let (left as [Any], right as [Any]):
            if left.count != right.count {
                found.append("\(path): \(left.count) elements in ours, \(right.count) in the reference")
            }
            for (index, pair) in zip(left, right).enumerated() {
                compare(pair.0, pair.1, path: "\(path)/\(index)", key: key, unorderedArrayKeys: unorderedArrayKeys, into: &found)
            }
        default:
            if canonical(left) != canonical(right) {
                found.append("\(path): ours \(canonical(left)), reference \(canonical(right))")
            }
        }
    }

    /// One text per value: sorted keys, and numbers by value, so that `2` and `2.0` print alike.
    private static func canonical(_ value: Any) -> String {
        if let number = value as? NSNumber, String(cString: number.objCType) != "c" {
            let double = number.doubleValue
            if double.isFinite, double.rounded() == double, abs(double) < 1e15 { return String(Int(double)) }
            return String(double)
        }
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
