import Dispatch
import Foundation
@testable import IntentMetadataExtractor
import Testing

/// The run's caches are built on `SharedMemo`: whatever the threads do, a key gives its own value, made again only
/// when the kept one is no longer current.
@Suite struct SharedMemoTests {
    @Test func manyThreadsAskingForManyKeysEachGetTheirKeysValue() {
        let memo = SharedMemo<String, String>()
        let keys = (0..<2_000).map { "/some/long/folder/path/File\($0 % 500).swift" }
        let answers = concurrentMap(keys) { key in memo.value(for: key) { "value of " + key } }
        #expect(answers == keys.map { "value of " + $0 })
    }

    @Test func aValueIsKeptUntilItIsNoLongerCurrent() {
        let memo = SharedMemo<Int, [UInt8]>()
        var makes = 0
        #expect(memo.value(for: 7) { makes += 1; return [1] } == [1])
        #expect(memo.value(for: 7) { makes += 1; return [2] } == [1])
        #expect(makes == 1)
        #expect(memo.value(for: 7, isCurrent: { $0 == [2] }) { makes += 1; return [2] } == [2])
        #expect(memo.value(for: 7, isCurrent: { $0 == [2] }) { makes += 1; return [3] } == [2])
        #expect(makes == 2)
        // Keys whose hashes fall in different shards, or the same one, do not see each other's values.
        for key in 0..<64 { #expect(memo.value(for: key) { [UInt8(key)] } == (key == 7 ? [2] : [UInt8(key)])) }
    }

    /// Targets extracted at once ask for the same files: a thread asking for a key another thread is making waits for
    /// that value instead of making it again.
    @Test func aThreadAskingForAValueBeingMadeWaitsForIt() {
        let memo = SharedMemo<String, Int>()
        let makes = Counter()
        let making = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let answers = Answers()
        // Threads of their own: a queue's blocks may wait for a free worker, and the second would then ask too late.
        Thread {
            answers.first = memo.value(for: "Intents.swift") {
                makes.add()
                making.signal()
                release.wait()
                return 1
            }
            done.signal()
        }.start()
        making.wait()
        Thread {
            answers.second = memo.value(for: "Intents.swift") {
                makes.add()
                return 2
            }
            done.signal()
        }.start()
        // The second thread has had time to ask; before, it made its own value at once.
        Thread.sleep(forTimeInterval: 0.05)
        release.signal()
        done.wait()
        done.wait()
        #expect(makes.value == 1)
        #expect(answers.first == 1)
        #expect(answers.second == 1)
    }

    /// The thread making a key's value may ask for the same key while making it (a file's declared names ask whether
    /// it names App Intents): it makes that inner value itself rather than wait for itself.
    @Test func theThreadMakingAValueMayAskForItsKeyAgain() {
        let memo = SharedMemo<String, Int>()
        let outer = memo.value(for: "File.swift") { memo.value(for: "File.swift") { 1 } + 1 }
        #expect(outer == 2)
        #expect(memo.value(for: "File.swift") { 3 } == 2)
    }

    /// What each thread was given; each written by one thread, read after both are done.
    private final class Answers: @unchecked Sendable {
        var first = 0
        var second = 0
    }

    private final class Counter: @unchecked Sendable {
        private let lock = Lock()
        private var count = 0

        func add() {
            lock.lock()
            count += 1
            lock.unlock()
        }

        var value: Int {
            lock.lock()
            defer { lock.unlock() }
            return count
        }
    }
}
