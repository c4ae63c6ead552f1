/// A number of a JSON document as the loader walks it (`PositionedJSON.untypedValue(_:)`), kept apart from
/// Booleans: `true` is a `Bool`, never the number 1.
struct JSONNumber: Sendable, Hashable {
    /// The number's value: the nearest `Double`, finite (a number beyond `Double`'s range is refused when parsed).
    let value: Double
}
