import Dispatch
@testable import IntentMetadataExtractor
import Testing

/// The run's caches are built on `SharedMemo`: whatever the threads do, a key gives its own value, made again only
/// when the kept one is no longer current.
@Suite struct SharedMemoTests {
    @Test func manyThreadsAskingForManyKeysEachGetTheirKeysValue() {
        let memo = SharedMemo<String, String>()
        let keys = (0..<2_000).map { "/some/long/folder/path/File\($0 % 500).swift" }
        let answers = concurrentMap(keys) { key in memo.value(for: key) { "value of " + key } }
        #expect(answers == keys.map { "value of " + $0 })
    }

    @Test func aKeyAskedForByManyThreadsAtOnceIsMadeOnce() {
        // Every thread asks for the same few keys at once; those that come while a value is made wait for it.
        let memo = SharedMemo<Int, Int>()
        let makes = Counter()
        let answers = concurrentMap(Array(0..<400)) { index in
            memo.value(for: index % 4) {
                makes.add()
                // Long enough that the other threads come while it is made.
                var sum = 0
                for value in 0..<20_000 { sum &+= value }
                return index % 4 + (sum == 0 ? 1 : 0)
            }
        }
        #expect(answers == (0..<400).map { $0 % 4 })
        #expect(makes.value == 4)
    }

    @Test func makeIsGivenTheStaleValue() {
        let memo = SharedMemo<String, [Int]>()
        _ = memo.value(for: "key") { [1] }
        var given: [Int]?? = .none
        let made = memo.value(for: "key", isCurrent: { $0.count == 2 }) { stale in
            given = .some(stale)
            return (stale ?? []) + [2]
        }
        #expect(made == [1, 2])
        #expect(given == .some([1]))
    }

    @Test func aValueIsKeptUntilItIsNoLongerCurrent() {
        let memo = SharedMemo<Int, [UInt8]>()
        var makes = 0
        #expect(memo.value(for: 7) { makes += 1; return [1] } == [1])
        #expect(memo.value(for: 7) { makes += 1; return [2] } == [1])
        #expect(makes == 1)
        #expect(memo.value(for: 7, isCurrent: { $0 == [2] }) { makes += 1; return [2] } == [2])
        #expect(memo.value(for: 7, isCurrent: { $0 == [2] }) { makes += 1; return [3] } == [2])
        #expect(makes == 2)
        // Keys whose hashes fall in different shards, or the same one, do not see each other's values.
        for key in 0..<64 { #expect(memo.value(for: key) { [UInt8(key)] } == (key == 7 ? [2] : [UInt8(key)])) }
    }
}

/// A count any thread may add to.
private final class Counter: @unchecked Sendable {
    private let lock = Lock()
    private var count = 0

    func add() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
