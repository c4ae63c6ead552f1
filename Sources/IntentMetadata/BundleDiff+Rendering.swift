extension BundleDiff {
    /// Renders the changes for people or for machines.
    ///
    /// ```swift
    /// let diff = BundleDiff(from: released, to: proposed)
    /// print(diff.render(format: .markdown), terminator: "")
    /// ```
    ///
    /// The output is deterministic: the same two bundles always give the same bytes.
    ///
    /// - Parameter format: The form to write.
    /// - Returns: The rendered changes, ending with a newline unless it is empty (`github` with no changes).
    public func render(format: BundleDiffFormat) -> String {
        switch format {
        case .text: renderedText()
        case .markdown: renderedMarkdown()
        case .json: renderedJSON()
        case .github: renderedWorkflowCommands()
        }
    }

    /// The number of changes of each classification.
    ///
    /// - Parameter classification: The classification to count.
    /// - Returns: How many changes have it.
    public func count(of classification: BundleChange.Classification) -> Int {
        changes.count { $0.classification == classification }
    }

    /// `3 changes: 1 breaking, 1 notable, 1 additive`, or `no changes`.
    var summaryLine: String {
        guard !changes.isEmpty else { return "no changes" }
        let counts = BundleChange.Classification.allCases.map { "\(count(of: $0)) \($0.rawValue)" }.joined(separator: ", ")
        return "\(changes.count == 1 ? "1 change" : "\(changes.count) changes"): \(counts)"
    }
}

extension SourceReference {
    /// `file:line:column`, as compilers print a place.
    var locationText: String { "\(file):\(line):\(column)" }
}
