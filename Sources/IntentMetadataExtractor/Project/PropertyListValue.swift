/// A value of an old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`.
///
/// Each dictionary remembers the byte offset where it starts, so a problem found later (a reference to a missing
/// object, a group cycle) can be reported at a line and column of the file. Not `indirect`: arrays and dictionaries
/// hold their elements in arrays already, and a box per value was an allocation per string of a project.
package enum PropertyListValue: Sendable, Equatable {
    /// A quoted or unquoted string; numbers are strings too in this format.
    case string(String)
    /// `( a, b, )`
    case array([PropertyListValue])
    /// `{ key = value; }`
    case dictionary(PropertyListDictionary)
    /// `<0fbd77>`
    case data([UInt8])

    /// The string, when this is one.
    package var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The array, when this is one.
    package var array: [PropertyListValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The dictionary, when this is one.
    package var dictionary: PropertyListDictionary? {
        if case .dictionary(let value) = self { return value }
        return nil
    }
}
