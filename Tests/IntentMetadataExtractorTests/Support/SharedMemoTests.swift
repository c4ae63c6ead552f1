import Dispatch
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
}
