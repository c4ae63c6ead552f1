/// JSON's `null` in a document as the loader walks it (`PositionedJSON.untypedValue(_:)`): a value that is present,
/// unlike a missing member.
struct JSONNull: Sendable, Hashable {}
