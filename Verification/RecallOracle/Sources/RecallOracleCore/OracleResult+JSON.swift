import Foundation

extension OracleResult {
    private struct Summary: Encodable {
        var intents: [String]
        var entities: [String]
        var enums: [String]
    }

    private struct Detailed: Encodable {
        var intents: [String]
        var entities: [String]
        var enums: [String]
        var files: Int
        var locations: [String: [String: [String]]]
        var excluded: [Exclusion]
    }

    /// `{"intents": [...], "entities": [...], "enums": [...]}`, sorted; with `details`, also `files` (how many
    /// were parsed), `locations` (category, then name, then `file:line [#if ...]`) and `excluded`.
    public func jsonData(details: Bool) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data: Data
        if details {
            var locations: [String: [String: [String]]] = [:]
            for category in Category.allCases {
                locations[category.rawValue] = (declarations[category] ?? [:]).mapValues { $0.map(\.rendered) }
            }
            data = try encoder.encode(Detailed(
                intents: names(.intents), entities: names(.entities), enums: names(.enums),
                files: fileCount, locations: locations, excluded: exclusions
            ))
        } else {
            data = try encoder.encode(Summary(intents: names(.intents), entities: names(.entities), enums: names(.enums)))
        }
        return data + Data("\n".utf8)
    }
}
