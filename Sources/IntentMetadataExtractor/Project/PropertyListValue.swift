/// A value of an old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`.
///
/// Each dictionary remembers the byte offset where it starts, so a problem found later (a reference to a missing
/// object, a group cycle) can be reported at a line and column of the file. A value is made from its
/// `PropertyListDocument` when it is read: a dictionary is a view of the document, an array and a string are made
/// then.
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
