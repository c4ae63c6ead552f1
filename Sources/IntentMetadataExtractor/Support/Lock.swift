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
/// library's `Mutex` needs macOS 15. The mutex and the condition live at fixed heap addresses (neither may move), made
/// once and destroyed with the lock.
package final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    package init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
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
        pthread_cond_wait(condition, mutex)
    }

    /// With the lock held: wakes every thread in `wait()`.
    package func wakeAll() {
        pthread_cond_broadcast(condition)
    }
}
