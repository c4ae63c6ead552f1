import Foundation
import IntentMetadata
import Testing

@Suite struct BundleCodingTests {
    @Test func valueTypeRoundTrips() throws {
        let type = ValueType.array(.entity("Book"))
        let data = try JSONEncoder().encode(type)
        #expect(String(decoding: data, as: UTF8.self) == #"{"array":{"entity":"Book"}}"#)
        #expect(try JSONDecoder().decode(ValueType.self, from: data) == type)
    }
}
