import Dispatch

/// Swift files read into a run's `FileReadCache` on a thread of their own while the caller does one core's work.
///
/// Once a repository's folders are listed, finding its targets is mostly one core's work: an app's one project is
/// parsed and its targets resolved while the other core waits, and the files those targets list are read only after
/// it, by the extraction. Started when the walk has listed the folders, this reads the Swift files the walk met in the
/// meantime, and the extraction finds most of them in the cache. Each file is read once, by whichever thread comes to
/// it first (the cache's rule), so what a file gives does not depend on who read it. A file no target lists costs one
/// read and nothing else; reading stops when the caller's work is done (`stop()`), so it never delays what follows.
final class FileReadAhead: @unchecked Sendable {
    private let cache: FileReadCache
    private let read: @Sendable (String) -> SourceTree.FileBytes
    /// A queue of its own: a serial queue always gets a thread, even when every thread of the global pool is busy.
    private let queue = DispatchQueue(label: "intent-metadata.file-read-ahead")
    /// Guards `isStopped`.
    private let lock = Lock()
    private var isStopped = false

    /// Starts reading, on a thread of its own, the files `paths` gives (absolute, read in that order) into `cache`.
    ///
    /// - Parameters:
    ///   - paths: The files to read, worked out on that thread too: listing a large repository's Swift files is
    ///     itself a few milliseconds that the caller's core need not spend.
    ///   - read: How a file is read; as source files are, by default.
    static func start(
        _ paths: @escaping @Sendable () -> [String], into cache: FileReadCache,
        read: @escaping @Sendable (String) -> SourceTree.FileBytes = SourceTree.readBytes
    ) -> FileReadAhead {
        let readAhead = FileReadAhead(cache: cache, read: read)
        readAhead.queue.async {
            ShortRunHeap.adviseCurrentThread()
            guard !readAhead.isStoppedNow else { return }
            for path in paths() {
                guard !readAhead.isStoppedNow else { return }
                _ = readAhead.cache.bytes(ofFileAt: path, read: readAhead.read)
            }
        }
        return readAhead
    }

    private init(cache: FileReadCache, read: @escaping @Sendable (String) -> SourceTree.FileBytes) {
        self.cache = cache
        self.read = read
    }

    /// Stops the reading before its next file and waits for the file being read, so that nothing runs on after the
    /// caller returns.
    func stop() {
        lock.lock()
        isStopped = true
        lock.unlock()
        // The reading is the queue's one block: once it has seen the flag, it is over.
        queue.sync {}
    }

    private var isStoppedNow: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isStopped
    }
}
