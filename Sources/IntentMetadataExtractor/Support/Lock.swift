#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock over `pthread_mutex_t`, with `NSLock`'s `lock()` and `unlock()`, and a condition its
/// holders may wait on (`wait()`, `wakeAll()`), as `NSCondition` has.
///
/// FoundationEssentials, which the tool links on Linux in place of Foundation, has no `NSLock`, and the standard
/// library's `Mutex` needs macOS 15. The mutex lives at a fixed heap address (it may not move), made once and destroyed
/// with the lock. The condition is made the first time a holder waits, under the lock: most locks are never waited on
/// (`SharedMemo`'s shards are, and a `SharedLoop` caller whose helpers are still running an iteration).
package final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Read and written only with the lock held.
    private var condition: UnsafeMutablePointer<pthread_cond_t>?

    package init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        if let condition {
            pthread_cond_destroy(condition)
            condition.deinitialize(count: 1)
            condition.deallocate()
        }
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    package func lock() {
        pthread_mutex_lock(mutex)
    }

    package func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// With the lock held: sleeps until another thread calls `wakeAll()` (or spuriously), then holds the lock again.
    package func wait() {
        let condition = self.condition ?? {
            let made = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
            made.initialize(to: pthread_cond_t())
            pthread_cond_init(made, nil)
            self.condition = made
            return made
        }()
        pthread_cond_wait(condition, mutex)
    }

    /// With the lock held: wakes every thread in `wait()` (none has waited if there is no condition yet).
    package func wakeAll() {
        if let condition { pthread_cond_broadcast(condition) }
    }
}
