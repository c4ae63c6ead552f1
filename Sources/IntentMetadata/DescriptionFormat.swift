/// The forms ``IntentMetadataBundle/describe(format:actionIdentifier:)`` writes.
public enum DescriptionFormat: String, CaseIterable, Sendable, Hashable {
    /// Plain text for a terminal: one block per action.
    case text
    /// Markdown for documentation: a heading, facts and a parameter table per action.
    case markdown
    /// A JSON array of ``ActionDescription`` objects, with sorted keys.
    case json
    /// A JSON array of tool definitions, one JSON Schema object per action, as function-calling
    /// assistants take them: `{"name", "description", "parameters"}`.
    case tools
}
