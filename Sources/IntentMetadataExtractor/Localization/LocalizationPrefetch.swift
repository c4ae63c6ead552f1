import Dispatch

/// The strings tables every localized module reads, read on another thread while the module's Swift files are
/// searched, parsed and recognized.
///
/// `Localizable` and `AppShortcuts` are read for every module that has strings tables, whatever its App Intents code
/// uses (`ModuleCheck.tableNamesToRead(for:)`), but only in stage 6, after the Swift stages. A large catalog is one
/// file, parsed and checked on one core (SaxWeather's 4 MB catalog was two thirds of its run), while the other core
/// waited. Started with the pipeline, their reading overlaps stages 0-5.
///
/// Each file is read once, by whichever thread comes to it first: the prefetching thread, or stage 6 when it gets
/// there before. A file another thread is reading is waited for. What a file gives does not depend on who read it.
final class LocalizationPrefetch: @unchecked Sendable {
    /// Where one file's reading is.
    private enum State {
        case notStarted
        /// Being read; the group is left when it is done.
        case reading(DispatchGroup)
        case done(LocalizationTableCache.Reading)
    }

    /// The fewest bytes of tables worth a thread of their own.
    static let minimumBytes = 64 * 1024

    private let files: [SourceFile]
    private let position: [String: Int]
    private let read: @Sendable (SourceFile) -> LocalizationTableCache.Reading
    /// Guards `states` and `isStopped`.
    private let lock = Lock()
    private var states: [State]
    private var isStopped = false

    /// Starts reading, on another thread, the files of `resources` whose tables every localized module reads; `nil`
    /// when there is none, or too few bytes of them to be worth a thread (`minimumBytes`).
    ///
    /// - Parameters:
    ///   - resources: The module's strings tables and catalogs, as stage 6 gets them.
    ///   - read: How a file is read (through the run's cache of tables, when there is one).
    static func start(_ resources: [SourceFile], read: @escaping @Sendable (SourceFile) -> LocalizationTableCache.Reading) -> LocalizationPrefetch? {
        let alwaysRead = ModuleCheck.tableNamesToRead(for: [])
        // The largest first: the thread's head start matters most for a large catalog, and stage 6 shares the rest
        // out over the cores when it comes.
        let files = resources.filter { file in
            LocalizationResources.tableName(ofResourceAt: file.path).map(alwaysRead.contains) ?? false
        }.sorted { ($0.bytes.count, $1.path) > ($1.bytes.count, $0.path) }
        // Small tables are read in stage 6 as before: a catalog costs about 25 instructions a byte to parse and check,
        // so a few kilobytes leave nothing to overlap that would pay for starting a thread and its queue; 64 KiB is
        // about 1.6M instructions.
        guard files.reduce(0, { $0 + $1.bytes.count }) >= minimumBytes else { return nil }
        let prefetch = LocalizationPrefetch(files: files, read: read)
        // A queue of its own: a serial queue always gets a thread, even when every thread of the global pool is
        // waiting for this one.
        DispatchQueue(label: "intent-metadata.localization-prefetch").async {
            ShortRunHeap.adviseCurrentThread()
            for index in prefetch.files.indices {
                guard prefetch.readIfNotStarted(index) else { break }
            }
        }
        return prefetch
    }

    private init(files: [SourceFile], read: @escaping @Sendable (SourceFile) -> LocalizationTableCache.Reading) {
        self.files = files
        self.read = read
        position = Dictionary(files.enumerated().map { ($0.element.path, $0.offset) }) { first, _ in first }
        states = Array(repeating: .notStarted, count: files.count)
    }

    /// The reading of `file` when it is one of the prefetched files: the one made, the one being made (waited for),
    /// or one made now; `nil` for another file.
    func reading(of file: SourceFile) -> LocalizationTableCache.Reading? {
        guard let index = position[file.path], files[index].bytes == file.bytes else { return nil }
        lock.lock()
        switch states[index] {
        case .done(let reading):
            lock.unlock()
            return reading
        case .reading(let group):
            lock.unlock()
            group.wait()
            lock.lock()
            defer { lock.unlock() }
            guard case .done(let reading) = states[index] else { return nil }
            return reading
        case .notStarted:
            let group = markReading(index)
            lock.unlock()
            return finish(index, group: group)
        }
    }

    /// Stops the prefetching thread before its next file and waits for the file it is reading, so that nothing runs
    /// on after the pipeline returns.
    func stop() {
        lock.lock()
        isStopped = true
        let groups = states.compactMap { state -> DispatchGroup? in
            guard case .reading(let group) = state else { return nil }
            return group
        }
        lock.unlock()
        for group in groups { group.wait() }
    }

    /// Reads the file at `index` if no thread has started it and prefetching is not stopped; returns whether
    /// prefetching goes on.
    private func readIfNotStarted(_ index: Int) -> Bool {
        lock.lock()
        guard !isStopped else {
            lock.unlock()
            return false
        }
        guard case .notStarted = states[index] else {
            lock.unlock()
            return true
        }
        let group = markReading(index)
        lock.unlock()
        _ = finish(index, group: group)
        return true
    }

    /// Marks the file at `index` as being read by this thread, under the lock; its waiters wait for the group.
    private func markReading(_ index: Int) -> DispatchGroup {
        let group = DispatchGroup()
        group.enter()
        states[index] = .reading(group)
        return group
    }

    /// Reads the file at `index`, which this thread has marked as being read, and hands the reading to its waiters.
    private func finish(_ index: Int, group: DispatchGroup) -> LocalizationTableCache.Reading {
        let reading = read(files[index])
        lock.lock()
        states[index] = .done(reading)
        lock.unlock()
        group.leave()
        return reading
    }
}
