#if canImport(Glibc)
import Foundation
import Glibc
@testable import IntentMetadataExtractor
import Testing

/// The heaps of a short run are advised for huge pages: the heap of the thread that prepared the run (the main heap's
/// grown stretch in the tool), and a helper thread's arena heap once the thread has called `adviseCurrentThread()`.
/// Read back from the kernel's own account of the mappings.
@Suite struct ShortRunHeapTests {
    /// One mapping of `/proc/self/smaps`: its address range, its name (`[heap]`, a path, or empty), its flags and how
    /// much of it huge pages hold.
    private struct Mapping {
        var range: Range<Int>
        var name: String
        var flags: Set<String>
        var anonymousHugePagesKiB = 0
    }

    private static func mapping(containing address: Int) throws -> Mapping? {
        let text = try Self.contents(of: "/proc/self/smaps")
        var current: Mapping?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let first = fields.first, first.contains("-"), !first.hasSuffix(":") {
                if let found = current, found.range.contains(address) { return found }
                let bounds = first.split(separator: "-")
                guard bounds.count == 2, let lower = Int(bounds[0], radix: 16), let upper = Int(bounds[1], radix: 16) else {
                    current = nil
                    continue
                }
                current = Mapping(range: lower..<upper, name: fields.count > 5 ? String(fields[5]) : "", flags: [])
            } else if fields.first == "VmFlags:" {
                current?.flags = Set(fields.dropFirst().map(String.init))
            } else if fields.first == "AnonHugePages:", fields.count > 1 {
                current?.anonymousHugePagesKiB = Int(fields[1]) ?? 0
            }
        }
        if let found = current, found.range.contains(address) { return found }
        return nil
    }

    /// The whole of a `/proc` file, whose size `stat` gives as 0, so it is read to its end.
    private static func contents(of path: String) throws -> String {
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            try #require(count >= 0)
            if count == 0 { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// An address in the heap this thread allocates from (a block larger than glibc's per-thread cache holds).
    private static func blockAddress() -> Int {
        let block = malloc(4096)
        _ = madvise(block, 0, MADV_NORMAL)
        defer { free(block) }
        return Int(bitPattern: block)
    }

    /// The mapping holding `address` is advised for huge pages: a thread arena's heap whole, from its 64 MiB-aligned
    /// start, or the main heap's stretch that `prepare()` grew.
    private static func expectAdvised(_ address: Int) throws {
        let mapping = try #require(try Self.mapping(containing: address))
        if mapping.name == "[heap]" {
            let stretch = ShortRunHeap.mainHeapStretch
            // 64 MiB of padding, less the ends rounded to huge pages.
            #expect(stretch.count >= ShortRunHeap.heapSpan - 2 * ShortRunHeap.hugePage)
            let advised = try #require(try Self.mapping(containing: stretch.upperBound - 1))
            #expect(advised.flags.contains("hg"), "flags \(advised.flags.sorted())")
        } else {
            #expect(mapping.flags.contains("hg"), "flags \(mapping.flags.sorted()) of '\(mapping.name)'")
            #expect(mapping.range.lowerBound == address & ~(ShortRunHeap.heapSpan - 1))
            // Where the system gives huge pages on advice, the helper's first blocks (1 MiB of them, touched) reach
            // one, past the small pages of the heap's start, in a heap made after `prepare()` (all 64 MiB readable and
            // writable at once, as every heap of a tool run is). In a test process glibc may hand the thread an arena
            // made before, with a smaller heap: then only the advice is checked.
            let setting = "/sys/kernel/mm/transparent_hugepage/enabled"
            if mapping.range.count == ShortRunHeap.heapSpan, access(setting, R_OK) == 0, try !Self.contents(of: setting).contains("[never]") {
                #expect(mapping.anonymousHugePagesKiB >= ShortRunHeap.hugePage >> 10)
            }
        }
    }

    // One test, so that `prepare()`, which acts once a process, is first called here, by the thread checked after it.
    @Test func preparingAdvisesTheCallingThreadsHeapThenEachHelpersOwn() throws {
        ShortRunHeap.prepare()
        try Self.expectAdvised(Self.blockAddress())

        // The helper's slots (a block's address, then those of its next blocks, kept until checked) are read only
        // after its signal, which orders the stores before the reads.
        let result = ResultSlots<Int>(count: 1 + Self.smallBlocks)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            ShortRunHeap.adviseCurrentThread()
            result.store(Self.blockAddress(), at: 0)
            for position in 1...Self.smallBlocks {
                let block = malloc(Self.smallBlockSize)
                if let block { memset(block, 1, Self.smallBlockSize) }
                result.store(Int(bitPattern: block), at: position)
            }
            done.signal()
        }
        thread.start()
        done.wait()
        let addresses = result.values
        try #require(addresses.count == 1 + Self.smallBlocks)
        defer { for address in addresses.dropFirst() { free(UnsafeMutableRawPointer(bitPattern: address)) } }
        try Self.expectAdvised(addresses[0])
    }

    /// Twice the small pages a thread keeps (`smallPagesKept`: 1 MiB), less than a huge page, in blocks of 16 KiB,
    /// each larger than glibc's per-thread cache holds.
    private static let smallBlocks = 2 * ShortRunHeap.smallPagesKept / smallBlockSize
    private static let smallBlockSize = 16 << 10
}
#endif
