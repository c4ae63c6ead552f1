import IntentMetadata

/// Reads the text of `@available(...)` and `#available(...)` arguments.
package enum AvailabilityReader {
    /// `iOS 17.0, macOS 14, *` (short form) or `iOS, introduced: 16.0, deprecated: 17.0` (long form).
    package static func read(_ text: String) -> [AvailabilityMetadata] {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: " \t\r\n") }
        guard let first = parts.first else { return [] }
        let isLongForm = parts.dropFirst().contains { $0.contains(":") || $0 == "unavailable" || $0 == "deprecated" }
        if isLongForm {
            var clause = AvailabilityMetadata(platform: first)
            for part in parts.dropFirst() {
                let pieces = part.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: " \t\r\n") }
                switch pieces[0] {
                case "introduced": clause.introduced = pieces.count > 1 ? pieces[1] : nil
                case "deprecated": clause.deprecated = pieces.count > 1 ? pieces[1] : ""
                case "obsoleted": clause.obsoleted = pieces.count > 1 ? pieces[1] : nil
                case "unavailable": clause.isUnavailable = true
                default: continue
                }
            }
            return [clause]
        }
        return parts.map { part in
            let pieces = part.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
            guard let platform = pieces.first else { return AvailabilityMetadata(platform: part) }
            return AvailabilityMetadata(platform: platform, introduced: pieces.count > 1 ? pieces[1] : nil)
        }
    }
}
