/// The outcome of reading a slot that must hold a compile-time constant.
package enum ConstantValue<Value: Sendable>: Sendable {
    case constant(Value)
    /// Not a constant: the byte offset of the offending expression and what it is.
    case nonConstant(offset: Int, found: NonConstantValue.Found)

    var value: Value? {
        if case .constant(let value) = self { return value }
        return nil
    }
}
