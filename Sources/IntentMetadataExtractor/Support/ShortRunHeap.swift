#if canImport(Glibc)
import CGlibcMalloc
import Glibc
#endif

/// Asks glibc's allocator for transparent huge pages on the heaps a short run allocates from (Linux).
///
/// A command frees nothing it can leave to the process's exit (``ExitLifetime``), so nearly every allocation lands on
/// memory never touched before, and the first touch of each 4 KiB page costs a page fault: with `perf`, faults were
/// 14% of the tool's samples over the 104 real apps (10,000 of them for woocommerce-ios), more than the
/// reading. One fault maps a whole 2 MiB page where the heap is advised `MADV_HUGEPAGE`, which glibc does when
/// started with `GLIBC_TUNABLES=glibc.malloc.hugetlb=1`: an environment setting, read at start-up, that a build tool
/// cannot ask of its callers. So ``prepare()`` does the same for the heaps a run uses:
/// - every heap grows by at least 64 MiB at a time (`M_TOP_PAD`), so that a helper thread's arena, which glibc
///   reserves as one 64 MiB mapping aligned to its size, is made readable and writable at once, and the main heap is
///   one stretch;
/// - blocks below 32 MiB come from the heaps (`M_MMAP_THRESHOLD`; glibc raises its 128 KiB start to that as large
///   blocks are freed, but not once the padding is set), not from mappings of their own in small pages;
/// - the main heap is grown now and advised;
/// - each helper thread advises its arena's heap when it starts work (``adviseCurrentThread()``), found from an
///   allocation of its own: glibc places a thread's arena at the start of the 64 MiB-aligned block it allocates from;
/// - each heap's first 2 MiB, which already has small pages (the arena's records; the main heap's blocks from
///   before), is passed over but for its last 512 KiB: the rest is set aside untouched, so that a thread's blocks
///   come from huge pages once it has allocated that much.
///   Collapsing it into a huge page instead (`MADV_COLLAPSE`, a fresh 2 MiB page zeroed and copied into at every
///   helper's start) was slower when measured again (docs/Performance.md, nineteenth round).
///
/// Only the page size changes: no allocation moves, and where the system has no huge pages (or another C library,
/// or another layout) the advice is ignored. Only a process about to exit should call ``prepare()``; a library
/// caller's allocator is its own business. Over the 104 apps, interleaved runs: wall -9%, CPU -10% (docs/Performance.md,
/// eighteenth round).
package enum ShortRunHeap {
    /// How much a heap grows at least each time, and the size glibc gives a helper thread's arena heap on 64-bit
    /// systems (`HEAP_MAX_SIZE`).
    static let heapSpan = 64 << 20
    /// The size from which glibc maps a block on its own: its dynamic threshold's ceiling on 64-bit systems
    /// (`DEFAULT_MMAP_THRESHOLD_MAX`).
    static let largestHeapBlock = 32 << 20
    /// The transparent huge page size of x86-64 and (with 4 KiB base pages) arm64.
    static let hugePage = 2 << 20
    /// How much of the small-paged stretch before a heap's first huge page a thread still allocates from: measured
    /// against 4 KiB and 1 MiB over the corpus (docs/Performance.md, nineteenth round).
    static let smallPagesKept = 512 << 10

    private static let state = State()

    /// Whether ``prepare()`` was called and whether it set the padding; the heaps advised so far.
    private final class State: @unchecked Sendable {
        let lock = Lock()
        var wasAsked = false
        var isPrepared = false
        /// The main heap's advised stretch.
        var mainHeap: Range<Int> = 0..<0
        /// The heaps advised so far, by start; 0 for the main heap. Room is reserved for 64 (a run's threads, each
        /// with an arena of its own, number the cores and a few more), so that adding one does not allocate between
        /// a probe of a heap's top and its use on any machine of fewer than 60 cores.
        var advisedHeaps = Set<Int>(minimumCapacity: 64)
    }

    /// The main heap's stretch that ``prepare()`` grew and advised: empty before it ran, or where it could not.
    static var mainHeapStretch: Range<Int> {
        state.lock.lock()
        defer { state.lock.unlock() }
        return state.mainHeap
    }

    /// Sets the allocator up for a short run and advises the calling thread's heap (the main one, called at the start
    /// of `main`); call once, before any other thread starts. Does nothing but on Linux with glibc.
    package static func prepare() {
        #if canImport(Glibc)
        state.lock.lock()
        let isFirst = !state.wasAsked
        state.wasAsked = true
        state.lock.unlock()
        guard isFirst, mallopt(M_TOP_PAD, Int32(heapSpan)) == 1 else { return }
        // Setting the padding stops glibc from raising the size it maps blocks at on their own (128 KiB at first) as
        // such blocks are freed, so growing arrays would each be mapped, faulted in small pages and unmapped again:
        // the largest size that adjustment reaches is set instead, and such blocks come from the advised heaps.
        _ = mallopt(M_MMAP_THRESHOLD, Int32(largestHeapBlock))
        state.lock.lock()
        state.isPrepared = true
        state.lock.unlock()
        adviseCurrentThread()
        #endif
    }

    /// Advises the heap of the calling thread's arena, once per heap; call at the start of work on a helper thread.
    /// Does nothing unless ``prepare()`` ran.
    static func adviseCurrentThread() {
        #if canImport(Glibc)
        state.lock.lock()
        let isPrepared = state.isPrepared
        state.lock.unlock()
        guard isPrepared else { return }
        guard let address = heapTop() else { return }
        // Thread arenas are mapped above the main heap, so a block below its end is the main arena's (the main
        // thread's, and any thread's once glibc has 8 arenas per core).
        guard let mainHeapEnd = sbrk(0) else { return }
        let heapStart = address < Int(bitPattern: mainHeapEnd) ? 0 : address & ~(heapSpan - 1)
        state.lock.lock()
        let isNew = state.advisedHeaps.insert(heapStart).inserted
        state.lock.unlock()
        guard isNew else { return }
        if heapStart == 0 {
            // Growing the main heap allocates and frees: where its top is now needs a probe of its own.
            adviseMainHeap()
            guard let mainTop = heapTop() else { return }
            passOverSmallPages(from: mainTop)
        } else if let base = UnsafeMutableRawPointer(bitPattern: heapStart) {
            _ = madvise(base, heapSpan, MADV_HUGEPAGE)
            // Nothing since the probe allocated (the set of heaps has its room reserved): the top is still there.
            passOverSmallPages(from: address)
        }
        #endif
    }

    #if canImport(Glibc)
    /// Sets aside, untouched and never freed, all but the last `smallPagesKept` of the 2 MiB the calling thread's
    /// heap is allocating from, so that its blocks soon come from the advised huge pages: that stretch already has
    /// small pages (a helper heap's first 2 MiB holds its arena's records; the main heap's, what was allocated before
    /// ``prepare()``), where each 4 KiB touched costs a fault. Only address space is set aside; untouched, it is
    /// never given memory. `address` is where the heap allocates next (``heapTop()``).
    private static func passOverSmallPages(from address: Int) {
        // glibc lays a block out with a 16-byte header before it, of which the block after it lends it the last 8:
        // one of `size` bytes at `address` ends, and the heap's top starts, `smallPagesKept` before the next huge
        // page boundary. A thread's first blocks then take small pages (at most 128 faults), and only a thread that
        // allocates more is given huge pages: many helpers of a small run allocate little, and a huge page is zeroed
        // whole.
        let boundary = (address + hugePage - 1) & ~(hugePage - 1)
        let size = boundary - smallPagesKept - address + 8
        guard size >= 4096, size < hugePage, let setAside = malloc(size) else { return }
        _ = madvise(setAside, 0, MADV_NORMAL)
    }

    /// Where the calling thread's arena allocates next: the address of a block larger than glibc's per-thread cache
    /// holds (so it comes from the arena), freed back at once. `madvise` with no length only keeps the compiler from
    /// dropping the block.
    private static func heapTop() -> Int? {
        guard let block = malloc(4096) else { return nil }
        _ = madvise(block, 0, MADV_NORMAL)
        free(block)
        return Int(bitPattern: block)
    }

    /// Grows the main heap by its padding and advises the new stretch; from the main arena's thread.
    private static func adviseMainHeap() {
        guard let start = sbrk(0) else { return }
        // Blocks below the size glibc maps on their own, until the main heap grows (by 64 MiB, padded; at the start of
        // a run the first two do); freeing them leaves that room at its top. `madvise` with no length only keeps the
        // compiler from dropping the blocks.
        var blocks: [UnsafeMutableRawPointer] = []
        blocks.reserveCapacity(64)
        while sbrk(0) == start, blocks.count < 64, let block = malloc(120 << 10) {
            _ = madvise(block, 0, MADV_NORMAL)
            blocks.append(block)
        }
        for block in blocks.reversed() { free(block) }
        guard let end = sbrk(0) else { return }
        let lower = (Int(bitPattern: start) + hugePage - 1) & ~(hugePage - 1)
        let upper = Int(bitPattern: end) & ~(hugePage - 1)
        guard upper > lower, let base = UnsafeMutableRawPointer(bitPattern: lower) else { return }
        _ = madvise(base, upper - lower, MADV_HUGEPAGE)
        state.lock.lock()
        state.mainHeap = lower..<upper
        state.lock.unlock()
    }
    #endif
}
