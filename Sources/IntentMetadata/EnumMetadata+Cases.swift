extension EnumMetadata {
    /// The case a piece of text names: its identifier, its raw value's text, or its title, tried in that order
    /// over all cases.
    ///
    /// - Parameter text: A case name such as `wantToRead`, a raw value such as `want_to_read`, or a title
    ///   such as `Want to Read`.
    /// - Returns: The first case that matches, or `nil`.
    public func enumCase(matching text: String) -> EnumCaseMetadata? {
        cases.first { $0.identifier == text }
            ?? cases.first { $0.rawValue?.plainText == text }
            ?? cases.first { $0.title?.defaultText == text }
    }
}

extension EnumCaseMetadata {
    /// The value a caller passes to choose the case: its raw value, or its identifier as a string when the
    /// case has no raw value.
    public var effectiveRawValue: LiteralValue {
        rawValue ?? .string(identifier)
    }
}
