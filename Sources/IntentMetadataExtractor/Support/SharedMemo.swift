#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Values made once per key and shared by the threads of one run: what the run's caches (`FileReadCache`,
/// `SyntaxCache`, `LocalizationTableCache`) are built on.
///
/// Every file of a run passes through these caches on all cores, several times for a small amount of work each
/// (a byte search, a read), so one lock over one table made the threads wait for each other: on woocommerce-ios,
/// 700 to 4,500 context switches a run, most of them here. The keys are spread over shards, each with its own lock,
/// and a key is hashed once, before any lock is taken; under a lock only an integer is hashed.
final class SharedMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let shards: [Shard]

    init() {
        shards = (0..<Self.shardCount).map { _ in Shard() }
    }

    /// The value kept for `key` if `isCurrent` accepts it, else the one `make` gives, kept for the next caller. The
    /// lock is not held while making, so two threads asking at once may both make a value; the last one is kept.
    func value(for key: Key, isCurrent: (Value) -> Bool = { _ in true }, make: () -> Value) -> Value {
        let hashed = HashedKey(key)
        let shard = shards[Int(UInt(bitPattern: hashed.hash) % UInt(Self.shardCount))]
        shard.lock.lock()
        let kept = shard.values[hashed]
        shard.lock.unlock()
        if let kept, isCurrent(kept) { return kept }
        let made = make()
        shard.lock.lock()
        let replaced = shard.values.updateValue(made, forKey: hashed)
        shard.lock.unlock()
        // A replaced value is released here, outside the lock.
        withExtendedLifetime(replaced) {}
        return made
    }

    private static var shardCount: Int { 16 }

    private final class Shard: @unchecked Sendable {
        let lock = Lock()
        var values: [HashedKey: Value] = [:]
    }

    /// A key with its hash worked out once.
    private struct HashedKey: Hashable {
        let key: Key
        let hash: Int

        init(_ key: Key) {
            self.key = key
            hash = key.hashValue
        }

        static func == (lhs: HashedKey, rhs: HashedKey) -> Bool {
            lhs.hash == rhs.hash && lhs.key == rhs.key
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }
    }
}
