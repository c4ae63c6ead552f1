import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the iterations of a loop on the calling thread and on as many threads of the global pool as there are other
/// cores, each taking the next iteration not yet taken; returns when every iteration has finished.
///
/// `DispatchQueue.concurrentPerform` shares a loop inside another one out over the cores divided by the outer loop's
/// iterations: with two cores and two or more targets extracted at once, each target read, searched and parsed its
/// files on one thread, and once the other thread had finished the small targets it waited, a core idle, while the
/// large one was done alone (woocommerce-ios: two fifths of its run). Here an inner loop asks the pool for helpers
/// like an outer one; a helper that starts after every iteration was taken does nothing, and the caller waits only for
/// iterations a helper has begun, so a loop never waits for a pool thread to be free.
enum SharedLoop {
    /// Threads of the pool asked to help each loop: one fewer than the processors online, as `sysconf` counts them
    /// (a process allowed fewer cores gets helpers that take turns on them; the answer is the same).
    static let helpers: Int = {
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        return cores > 1 ? Int(cores) - 1 : 0
    }()

    /// Calls `body` once with each of `0 ..< iterations`, on this thread and the pool's, in no particular order.
    ///
    /// `startHelper` starts a helper's work on another thread: a block of the global pool unless a test asks for
    /// threads of its own.
    static func run(
        iterations: Int,
        startHelper: (@escaping @Sendable () -> Void) -> Void = { DispatchQueue.global().async(execute: $0) },
        _ body: @escaping @Sendable (Int) -> Void
    ) {
        guard iterations > 1, helpers > 0 else {
            for iteration in 0..<iterations { body(iteration) }
            return
        }
        let loop = Loop(iterations: iterations, body: body)
        for _ in 0..<min(helpers, iterations - 1) {
            startHelper {
                ShortRunHeap.adviseCurrentThread()
                loop.work()
            }
        }
        loop.work()
        loop.waitForIterationsBegun()
    }

    /// Calls `body` once with each item of a list that grows as it runs: `items` first, then every item a call
    /// returns, on this thread and the pool's, in no particular order; returns when no item is left and every call
    /// has finished.
    ///
    /// A walk of a folder tree, where listing a folder gives the folders to list next: listed one depth at a time,
    /// each depth waited for its slowest folder and a depth of one folder ran alone, a core idle.
    static func run<Item: Sendable>(
        growing items: [Item],
        startHelper: (@escaping @Sendable () -> Void) -> Void = { DispatchQueue.global().async(execute: $0) },
        _ body: @escaping @Sendable (Item) -> [Item]
    ) {
        guard helpers > 0 else {
            var pending = items
            while let item = pending.popLast() { pending += body(item) }
            return
        }
        let list = GrowingList(items: items, body: body)
        for _ in 0..<helpers {
            startHelper {
                ShortRunHeap.adviseCurrentThread()
                list.work()
            }
        }
        // The caller returns once nothing is pending and nothing runs: a helper that starts later finds nothing.
        list.work()
    }

    /// The state the threads of one growing list share.
    private final class GrowingList<Item: Sendable>: @unchecked Sendable {
        private let lock = Lock()
        private let body: @Sendable (Item) -> [Item]
        /// Items not taken yet; read and written with the lock held.
        private var pending: [Item]
        /// Items taken and not finished, and threads waiting for more; read and written with the lock held.
        private var running = 0
        private var waiting = 0

        init(items: [Item], body: @escaping @Sendable (Item) -> [Item]) {
            pending = items
            self.body = body
        }

        /// Takes and runs items until none is pending and none runs (which may add some).
        func work() {
            lock.lock()
            while true {
                if let item = pending.popLast() {
                    running += 1
                    lock.unlock()
                    let more = body(item)
                    lock.lock()
                    running -= 1
                    pending += more
                    // A waiting thread wakes for new items, or to return once the list is done.
                    if waiting > 0, !more.isEmpty || running == 0 { lock.wakeAll() }
                } else if running == 0 {
                    break
                } else {
                    waiting += 1
                    lock.wait()
                    waiting -= 1
                }
            }
            lock.unlock()
        }
    }

    /// The state one loop's threads share.
    private final class Loop: @unchecked Sendable {
        private let lock = Lock()
        private let iterations: Int
        private let body: @Sendable (Int) -> Void
        /// The next iteration not taken; read and written with the lock held.
        private var next = 0
        /// Iterations taken and not finished; read and written with the lock held.
        private var running = 0

        init(iterations: Int, body: @escaping @Sendable (Int) -> Void) {
            self.iterations = iterations
            self.body = body
        }

        /// Takes and runs iterations until none is left.
        func work() {
            lock.lock()
            while next < iterations {
                let iteration = next
                next += 1
                running += 1
                lock.unlock()
                body(iteration)
                lock.lock()
                running -= 1
            }
            if running == 0 { lock.wakeAll() }
            lock.unlock()
        }

        /// Once no iteration is left to take: waits until the iterations other threads took have finished.
        func waitForIterationsBegun() {
            lock.lock()
            while running > 0 { lock.wait() }
            lock.unlock()
        }
    }
}
