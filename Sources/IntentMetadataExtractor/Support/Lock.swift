#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock over `pthread_mutex_t`, with `NSLock`'s `lock()` and `unlock()`.
///
/// FoundationEssentials, which the tool links on Linux in place of Foundation, has no `NSLock`, and the standard
/// library's `Mutex` needs macOS 15. The mutex lives at a fixed heap address (a `pthread_mutex_t` must not move), made
/// once and destroyed with the lock.
package final class Lock: @unchecked Sendable {
    fileprivate let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
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
}

/// A condition variable over `pthread_cond_t`, used with a `Lock`: a thread waits until another says that what it
/// waits for may have changed. Made once, at a fixed heap address, like the lock's mutex.
package final class Condition: @unchecked Sendable {
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    package init() {
        condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
    }

    /// Waits for a `broadcast()`, or wakes up spuriously: the caller holds `lock`, which is released while waiting
    /// and held again on return, and checks again what it waits for.
    package func wait(releasing lock: Lock) {
        pthread_cond_wait(condition, lock.mutex)
    }

    /// Wakes every thread waiting.
    package func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
