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
///
/// A value being made is marked, so a thread asking for the same key meanwhile waits for it rather than making it
/// again (a target's platforms are extracted at once and meet the same files). `make` must not ask the same memo
/// for the same key: it would wait for itself.
final class SharedMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let shards: [Shard]

    init() {
        shards = (0..<Self.shardCount).map { _ in Shard() }
    }

    /// The value kept for `key` if `isCurrent` accepts it, else the one `make` gives, kept for the next caller.
    /// `make` is given the value kept, if any, that `isCurrent` did not accept. A key no thread has made a value for
    /// is made by one thread while the others wait; a kept value that is not current is made again without waiting
    /// (two threads that both find it stale may both make one; the last is kept).
    func value(for key: Key, isCurrent: (Value) -> Bool = { _ in true }, make: (Value?) -> Value) -> Value {
        let hashed = HashedKey(key)
        let shard = shards[Int(UInt(bitPattern: hashed.hash) % UInt(Self.shardCount))]
        shard.lock.lock()
        var slot = shard.values[hashed]
        while case .making? = slot {
            shard.madeOne.wait(releasing: shard.lock)
            slot = shard.values[hashed]
        }
        guard case .made(let kept)? = slot else {
            // Nobody has made it: this thread does, and the others wait.
            shard.values[hashed] = .making
            shard.lock.unlock()
            let made = make(nil)
            shard.lock.lock()
            shard.values[hashed] = .made(made)
            shard.madeOne.broadcast()
            shard.lock.unlock()
            return made
        }
        shard.lock.unlock()
        if isCurrent(kept) { return kept }
        let made = make(kept)
        shard.lock.lock()
        let replaced = shard.values.updateValue(.made(made), forKey: hashed)
        shard.lock.unlock()
        // The replaced value is released here, outside the lock.
        withExtendedLifetime(replaced) {}
        return made
    }

    /// `value(for:isCurrent:make:)` for a `make` that needs no value kept before.
    func value(for key: Key, isCurrent: (Value) -> Bool = { _ in true }, make: () -> Value) -> Value {
        value(for: key, isCurrent: isCurrent) { _ in make() }
    }

    private static var shardCount: Int { 16 }

    private enum Slot {
        case making
        case made(Value)
    }

    private final class Shard: @unchecked Sendable {
        let lock = Lock()
        /// Broadcast each time a value is made in this shard.
        let madeOne = Condition()
        var values: [HashedKey: Slot] = [:]
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
