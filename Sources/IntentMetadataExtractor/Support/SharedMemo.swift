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
    /// otherwise parse them too (talk-ios's CPU time rose by a third). The thread making a value may ask for the same
    /// key again further down (a file's declared names ask whether it names App Intents): it makes that inner value
    /// itself. A kept value `isCurrent` refuses is made again and replaces it.
    func value(for key: Key, isCurrent: (Value) -> Bool = { _ in true }, make: () -> Value) -> Value {
        let hashed = HashedKey(key)
        let shard = shards[Int(UInt(bitPattern: hashed.hash) % UInt(Self.shardCount))]
        shard.lock.lock()
        switch shard.values[hashed] {
        case .made(let kept)?:
            shard.lock.unlock()
            if isCurrent(kept) { return kept }
        case .making(let maker)? where !maker.isOnCurrentThread:
            shard.lock.unlock()
            if let made = maker.waitForValue(), isCurrent(made) { return made }
        case .making?:
            shard.lock.unlock()
            return make()
        case nil:
            let maker = Maker()
            shard.values[hashed] = .making(maker)
            shard.lock.unlock()
            let made = make()
            shard.lock.lock()
            shard.values[hashed] = .made(made)
            shard.lock.unlock()
            maker.finish(made)
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

    /// A key's value, or the thread making it.
    private enum Entry {
        case made(Value)
        case making(Maker)
    }

    /// The thread making a value, and the value once made. Its gate is locked by that thread from the start and opened
    /// when the value is there; a waiting thread passes through the gate.
    private final class Maker: @unchecked Sendable {
        private let gate = Lock()
        private let thread = pthread_self()
        private var value: Value?

        init() {
            gate.lock()
        }

        var isOnCurrentThread: Bool {
            pthread_equal(thread, pthread_self()) != 0
        }

        /// Called once, by the making thread.
        func finish(_ made: Value) {
            value = made
            gate.unlock()
        }

        /// The value, once the making thread has finished.
        func waitForValue() -> Value? {
            gate.lock()
            defer { gate.unlock() }
            return value
        }
    }

    private static var shardCount: Int { 16 }

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
