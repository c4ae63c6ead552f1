extension LiteralValue {
    /// The literal as plain text: a string as is, a number or Boolean as Swift prints it, a member's name
    /// without the dot, and an array's elements joined by `, `.
    public var plainText: String {
        switch self {
        case .string(let value): value
        case .integer(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        case .member(let name): name
        case .array(let elements): elements.map(\.plainText).joined(separator: ", ")
        }
    }
}
