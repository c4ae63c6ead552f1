// Generic parameters, `where` clauses and inheritance forms that end where the body starts.
protocol Store<Element>: AnyObject, Sendable where Element: Hashable {
    associatedtype Element
}

struct Box<Value: Equatable, each Extra>: Equatable where Value: Sendable, repeat each Extra: Hashable {
    struct Inner<T>: Hashable where T == Dictionary<String, Array<Int>> {}
}

final class Cache<Key: Hashable, Value>: @unchecked Sendable, Swift.CustomStringConvertible {
    var description: String { "\(Key.self) -> \(Value.self)" }
    enum Slot: ~Copyable { case empty }
}

extension Box.Inner where T == [String: [Int]] {}
extension Array: Store where Element: Hashable & AnyObject {}
extension Optional<Int> {
    struct Marker {}
}
extension [Int] {}
extension Dictionary<String, Int>.Keys {}

enum Result2<Success, Failure: Error>: Sendable where Success: Sendable {
    case success(Success), failure(Failure)
    indirect enum Tree { case leaf, node(Tree, Tree) }
}

actor Counter<Value: Numeric> {
    nonisolated struct Snapshot {}
}

public protocol Visitor<Result> {
    associatedtype Result = Void
}

struct Shifted<T> where T: FixedWidthInteger { let value = 1 >> 2 }
class Subclass: Cache<String, [Int]> {}
