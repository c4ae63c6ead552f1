#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Values made once per key and shared by the threads of one run: what the run's caches (`FileReadCache`,
/// `SyntaxCache`, `LocalizationTableCache`) are built on.
final class SharedMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private var values: [Key: Value] = [:]
    private let lock = Lock()

    /// The value kept for `key` if `isCurrent` accepts it, else the one `make` gives, kept for the next caller. The
    /// lock is not held while making, so two threads asking at once may both make a value; the last one is kept.
    func value(for key: Key, isCurrent: (Value) -> Bool = { _ in true }, make: () -> Value) -> Value {
        lock.lock()
        let kept = values[key]
        lock.unlock()
        if let kept, isCurrent(kept) { return kept }
        let made = make()
        lock.lock()
        values[key] = made
        lock.unlock()
        return made
    }
}
