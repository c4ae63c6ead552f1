#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `transform` applied to each element on all cores; each result lands in its own slot, so the order is the input
/// order whatever the threads do. Used by the stages that work file by file (reading, parsing, `#if`, tables).
func concurrentMap<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @escaping @Sendable (Element) -> Result
) -> [Result] {
    guard elements.count > 1 else { return elements.map(transform) }
    let results = ResultSlots<Result>(count: elements.count)
    SharedLoop.run(iterations: elements.count) { position in
        results.store(transform(elements[position]), at: position)
    }
    return results.values
}

/// Fixed slots filled from several threads, read once all are done. Each position is stored by one iteration only,
/// and `SharedLoop.run` returns after every iteration has finished, so the slots need no lock (one taken for every
/// store was one more place where the threads of a stage with small work items, a stat or a byte search, met).
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// Stores the value of `position`; no other thread stores or reads that position meanwhile.
    func store(_ value: Value, at position: Int) {
        slots[position] = value
    }

    /// The values stored, in position order; read after all stores are done.
    var values: [Value] {
        slots.compactMap { $0 }
    }
}

/// Whether `predicate` holds for any element, tried on all cores; once it holds for one, the elements no thread has
/// begun are skipped. The answer does not depend on the threads, only the work done does.
func concurrentContains<Element: Sendable>(_ elements: [Element], where predicate: @escaping @Sendable (Element) -> Bool) -> Bool {
    let found = SharedFlag()
    SharedLoop.run(iterations: elements.count) { position in
        guard !found.isSet, predicate(elements[position]) else { return }
        found.set()
    }
    return found.isSet
}

/// A flag any thread may set and read.
final class SharedFlag: @unchecked Sendable {
    private var value = false
    private let lock = Lock()

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
}
