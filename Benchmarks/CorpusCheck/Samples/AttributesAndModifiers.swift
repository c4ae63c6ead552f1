// Attributes with arguments, modifiers, and declarations across several lines.
@available(macOS 13, iOS 16, *)
@frozen
public
struct Spread<T> {
    @usableFromInline internal
    enum Storage {}
}

@propertyWrapper
public struct Clamped<Value: Comparable> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

@MainActor @preconcurrency
final class Controller {
    @Clamped var level = 3
    nonisolated(unsafe) static var shared: Controller?
    private(set) var count = 0
    @objc dynamic private func tap() {}
    @globalActor actor Actorish {
        static let shared = Actorish()
    }
}

@dynamicMemberLookup
public enum Configuration {
    case value(Int)
    subscript(dynamicMember member: String) -> Int { 0 }
}

@_spi(Testing) public protocol Hook {}
@resultBuilder struct Builder {
    static func buildBlock(_ parts: Int...) -> Int { parts.count }
}

public extension Configuration { enum Key: String { case a = "a" } }
private extension Controller {}
fileprivate struct Hidden {};struct SameLine {}
distributed actor Remote {}
