/// Values a command leaves for the process's exit to take back instead of freeing them.
///
/// A command writes its output and exits, and the operating system takes back all of a process's memory at once.
/// Freeing a run's syntax trees, type indexes and caches one object at a time was 2.9% of `check`'s instructions over
/// the real-app corpus (Lunar 8%), and 1% to 8% of its CPU time in interleaved runs, spent after the answer was known.
/// Only for a process about to exit: a library caller, a test or a leak checker expects the memory back.
package enum ExitLifetime {
    private final class Kept: @unchecked Sendable {
        let value: Any

        init(_ value: Any) {
            self.value = value
        }
    }

    /// Keeps `value` (and all it holds) alive until the process exits: it is never freed.
    package static func keep(_ value: Any) {
        _ = Unmanaged.passRetained(Kept(value))
    }
}
