#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
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

    /// The value kept for `key` if `isCurrent` accepts it, else the one `make` gives, kept for the next caller.
    ///
    /// While one thread makes the value of a key, another asking for it waits for that value instead of making it
    /// again: the targets of an app, extracted at once, ask for the same files' trees and tables, and each would
    /// otherwise parse them too (talk-ios's CPU time rose by 40%). The thread making a value may ask for the same
    /// key again further down (a file's declared names ask whether it names App Intents): it makes that inner value
    /// itself. A kept value `isCurrent` refuses is made again and replaces it. Nothing is allocated to wait: the
    /// entry names the making thread, and a shard's waiters are woken when any of its values is made.
    func value(for key: Key, isCurrent: (Value) -> Bool = { _ in true }, make: () -> Value) -> Value {
        let hashed = HashedKey(key)
        let shard = shards[Int(UInt(bitPattern: hashed.hash) % UInt(Self.shardCount))]
        let thread = pthread_self()
        shard.lock.lock()
        var entry = shard.values[hashed]
        while case .making(let maker)? = entry, pthread_equal(maker, thread) == 0 {
            shard.lock.wait()
            entry = shard.values[hashed]
        }
        switch entry {
        case .made(let kept)?:
            shard.lock.unlock()
            if isCurrent(kept) { return kept }
        case .making?:
            // This thread is making it, further up its stack.
            shard.lock.unlock()
            return make()
        case nil:
            shard.values[hashed] = .making(thread)
            shard.lock.unlock()
            let made = make()
            shard.lock.lock()
            shard.values[hashed] = .made(made)
            shard.lock.wakeAll()
            shard.lock.unlock()
            return made
        }
        let made = make()
        shard.lock.lock()
        let replaced = shard.values.updateValue(.made(made), forKey: hashed)
        shard.lock.unlock()
        // A replaced value is released here, outside the lock.
        withExtendedLifetime(replaced) {}
        return made
    }

    private static var shardCount: Int { 16 }

    /// A key's value, or the thread making it.
    private enum Entry {
        case made(Value)
        case making(pthread_t)
    }

    /// Some of the keys, with a lock whose condition its waiters sleep on until a value is made.
    private final class Shard: @unchecked Sendable {
        let lock = Lock()
        var values: [HashedKey: Entry] = [:]
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
