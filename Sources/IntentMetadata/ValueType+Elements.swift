extension ValueType {
    /// The type with every level of `array` removed: `Book` for `[[Book]]`.
    public var innermostElementType: ValueType {
        var type = self
        while case .array(let element) = type {
            type = element
        }
        return type
    }

    /// The entity identifier the type refers to, directly or as the element of an array.
    public var referencedEntityIdentifier: String? {
        if case .entity(let identifier) = innermostElementType { return identifier }
        return nil
    }

    /// The enum identifier the type refers to, directly or as the element of an array.
    public var referencedEnumIdentifier: String? {
        if case .enum(let identifier) = innermostElementType { return identifier }
        return nil
    }
}
