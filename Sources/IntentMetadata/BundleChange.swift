/// One difference between two bundles, with what it means for the people who already use the app's actions.
///
/// Made by ``BundleDiff``. A change names what changed (its ``subject``, such as `parameter AddRecipe.servings`),
/// how it changed (its ``kind``), and how much it matters (its ``classification``):
///
/// ```swift
/// let diff = BundleDiff(from: oldBundle, to: newBundle)
/// for change in diff.changes where change.classification == .breaking {
///     print(change.subject, change.message)
/// }
/// ```
public struct BundleChange: Codable, Sendable, Hashable {
    /// How much a change matters to shortcuts, automations and App Shortcuts that people already have.
    ///
    /// The cases are ordered from the most to the least serious, and the order is the one ``BundleDiff`` sorts by.
    public enum Classification: String, Codable, Sendable, Hashable, CaseIterable, Comparable {
        /// Shortcuts saved against the old bundle stop working or behave differently in a way people must fix.
        case breaking
        /// Existing shortcuts keep working, but people see or hear something different.
        case notable
        /// Something new; nothing existing changes.
        case additive

        /// Whether this classification is more serious than another: `breaking` comes before `notable`,
        /// which comes before `additive`.
        ///
        /// - Parameters:
        ///   - lhs: A classification.
        ///   - rhs: Another classification.
        /// - Returns: `true` when `lhs` is more serious than `rhs`.
        public static func < (lhs: Classification, rhs: Classification) -> Bool {
            lhs.rank < rhs.rank
        }

        private var rank: Int {
            switch self {
            case .breaking: 0
            case .notable: 1
            case .additive: 2
            }
        }
    }

    /// How much the change matters; written as `class` in JSON.
    public var classification: Classification
    /// What kind of change it is.
    public var kind: Kind
    /// What changed, as a kind of declaration and its identifier: `action AddRecipe`,
    /// `parameter AddRecipe.servings`, `enum case Course.starter`, `App Shortcut AddRecipe`.
    public var subject: String
    /// The old value in short, such as a type (`[Recipe]`), a title or a raw value; `nil` for something added.
    public var oldValue: String?
    /// The new value in short; `nil` for something removed.
    public var newValue: String?
    /// What changed, in the voice of a compiler diagnostic: lowercase, no final period, code in single quotes.
    public var message: String
    /// What to do about it, as an imperative sentence; `nil` when there is nothing to do.
    public var hint: String?
    /// Where the change is: the declaration in the new bundle, or in the old one for something removed.
    public var source: SourceReference?

    /// Creates a change.
    ///
    /// - Parameters:
    ///   - classification: How much the change matters.
    ///   - kind: What kind of change it is.
    ///   - subject: What changed, such as `action AddRecipe`.
    ///   - oldValue: The old value in short.
    ///   - newValue: The new value in short.
    ///   - message: What changed, in compiler voice.
    ///   - hint: What to do about it.
    ///   - source: Where the change is.
    public init(
        classification: Classification,
        kind: Kind,
        subject: String,
        oldValue: String? = nil,
        newValue: String? = nil,
        message: String,
        hint: String? = nil,
        source: SourceReference? = nil
    ) {
        self.classification = classification
        self.kind = kind
        self.subject = subject
        self.oldValue = oldValue
        self.newValue = newValue
        self.message = message
        self.hint = hint
        self.source = source
    }

    private enum CodingKeys: String, CodingKey {
        case classification = "class"
        case kind, subject
        case oldValue = "old"
        case newValue = "new"
        case message, hint, source
    }
}
