/// The forms ``BundleDiff/render(format:)`` writes.
public enum BundleDiffFormat: String, CaseIterable, Sendable, Hashable {
    /// Plain text for a terminal: one `file:line:column: class: message [kind]` line per change, its hint
    /// indented below, and a count at the end.
    case text
    /// Markdown for a pull request comment: counts, then one table per classification.
    case markdown
    /// A JSON object with sorted keys: `oldModule`, `newModule`, `hasBreakingChanges`, `summary` (counts by
    /// classification) and `changes`, an array of ``BundleChange`` objects.
    case json
    /// GitHub Actions workflow commands: `::error` for breaking changes, `::warning` for notable ones and
    /// `::notice` for additive ones, which annotate the pull request.
    case github
}
