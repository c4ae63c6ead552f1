extension BundleDiff {
    /// The document of the `json` format.
    private struct Document: Encodable {
        var oldModule: String
        var newModule: String
        var hasBreakingChanges: Bool
        var summary: [String: Int]
        var changes: [BundleChange]
    }

    /// The diff as one JSON object in the canonical layout.
    func renderedJSON() -> String {
        var summary: [String: Int] = [:]
        for classification in BundleChange.Classification.allCases {
            summary[classification.rawValue] = count(of: classification)
        }
        let document = Document(
            oldModule: oldModule, newModule: newModule, hasBreakingChanges: hasBreakingChanges, summary: summary, changes: changes
        )
        return JSONValue.encodeCanonically(document)
    }
}
