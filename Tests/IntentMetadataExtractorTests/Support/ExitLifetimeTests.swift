@testable import IntentMetadataExtractor
import Testing

/// A command leaves its trees and caches to the process's exit (`ExitLifetime`); what is kept must outlive its last
/// reference, and what is not kept must still be freed as usual.
@Suite struct ExitLifetimeTests {
    private final class Probe: Sendable {
        let payload: [Int]

        init(_ payload: [Int]) {
            self.payload = payload
        }
    }

    @Test func aKeptValueOutlivesItsLastReference() {
        weak var kept: Probe?
        weak var notKept: Probe?
        do {
            let first = Probe([1, 2, 3])
            let second = Probe([4])
            kept = first
            notKept = second
            // Kept inside a tuple, as the pipeline keeps its trees with the index and the module.
            ExitLifetime.keep((first, 42))
        }
        #expect(kept?.payload == [1, 2, 3])
        #expect(notKept == nil)
    }
}
