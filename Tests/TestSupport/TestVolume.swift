import Foundation

/// How much the volume tests do. `swift test` runs a fixed, deterministic sample of each, so it stays about a minute
/// on two cores; `INTENT_METADATA_LONG_TESTS=1` runs them at full volume, as `.ci/run` does in a step of its own.
package enum TestVolume {
    /// Whether the full volume was asked for.
    package static let isLong = ProcessInfo.processInfo.environment["INTENT_METADATA_LONG_TESTS"] == "1"

    /// `full` at full volume, else `sample`.
    package static func choose<Value>(sample: Value, full: Value) -> Value { isLong ? full : sample }
}
