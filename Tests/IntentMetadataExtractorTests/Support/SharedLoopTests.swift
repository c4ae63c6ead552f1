import Dispatch
import Foundation
@testable import IntentMetadataExtractor
import Testing

/// The stages' loops (`concurrentMap`, `concurrentContains`) run on `SharedLoop`: every iteration once, results in
/// input order, and a loop inside another loop shared out over the cores too.
@Suite struct SharedLoopTests {
    @Test func everyIterationRunsOnceAndResultsKeepTheirOrder() {
        let counts = IterationCounts(count: 5_000)
        SharedLoop.run(iterations: 5_000) { counts.add(at: $0) }
        #expect(counts.values == Array(repeating: 1, count: 5_000))
        let elements = (0..<3_000).map { "File\($0).swift" }
        #expect(concurrentMap(elements) { $0.uppercased() } == elements.map { $0.uppercased() })
    }

    @Test func loopsInsideLoopsGiveWhatPlainLoopsGive() {
        let outer = Array(0..<40)
        let nested = concurrentMap(outer) { row in concurrentMap(Array(0..<(row % 7) * 30)) { row * 1_000 + $0 } }
        #expect(nested == outer.map { row in (0..<(row % 7) * 30).map { row * 1_000 + $0 } })
        #expect(concurrentContains(outer) { row in concurrentContains(Array(0..<row)) { $0 == 33 } })
        #expect(!concurrentContains(outer) { row in concurrentContains(Array(0..<row)) { $0 == 40 } })
    }

    /// A target extracted beside smaller ones: once the other thread has finished those, it helps with the large
    /// target's files. `DispatchQueue.concurrentPerform` ran such an inner loop on one thread. Helpers run on threads
    /// of the test's own here: the other tests keep the global pool busy.
    @Test func anInnerLoopIsSharedOutWhileItsOuterLoopHasSeveralIterations() throws {
        try #require(SharedLoop.helpers > 0, "one core: nothing to share out")
        let onNewThread: @Sendable (@escaping @Sendable () -> Void) -> Void = { work in Thread { work() }.start() }
        let threads = ThreadNames()
        SharedLoop.run(iterations: 2, startHelper: onNewThread) { outer in
            guard outer == 0 else { return }
            SharedLoop.run(iterations: 200, startHelper: onNewThread) { _ in
                threads.add()
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
        #expect(threads.count > 1)
    }

    /// A walk of a tree: each item's call gives its children, and every item, the first ones and those added, runs
    /// once before `run(growing:)` returns, on more than one thread when the tree is wide enough.
    @Test func aGrowingListRunsEveryItemItsCallsAddOnce() throws {
        let onNewThread: @Sendable (@escaping @Sendable () -> Void) -> Void = { work in Thread { work() }.start() }
        // Items 1 ..< 3_000 as a binary tree: item n gives 2n and 2n + 1; 0 is never given.
        let counts = IterationCounts(count: 3_000)
        let threads = ThreadNames()
        SharedLoop.run(growing: [1], startHelper: onNewThread) { item in
            counts.add(at: item)
            threads.add()
            // Slow enough that the helper takes part whatever the pool's other work.
            if item < 64 { Thread.sleep(forTimeInterval: 0.001) }
            return [2 * item, 2 * item + 1].filter { $0 < 3_000 }
        }
        #expect(counts.values == [0] + Array(repeating: 1, count: 2_999))
        if SharedLoop.helpers > 0 { #expect(threads.count > 1) }

        // Several first items, none adding any; and a list with nothing in it.
        let flat = IterationCounts(count: 50)
        SharedLoop.run(growing: Array(0..<50)) { item in
            flat.add(at: item)
            return []
        }
        #expect(flat.values == Array(repeating: 1, count: 50))
        SharedLoop.run(growing: [Int]()) { _ in
            Issue.record("no item to run")
            return []
        }
    }
}

private final class IterationCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int]

    init(count: Int) {
        counts = Array(repeating: 0, count: count)
    }

    func add(at index: Int) {
        lock.lock()
        counts[index] += 1
        lock.unlock()
    }

    var values: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }
}

private final class ThreadNames: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<ObjectIdentifier> = []

    func add() {
        let thread = ObjectIdentifier(Thread.current)
        lock.lock()
        seen.insert(thread)
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return seen.count
    }
}
