/// The differences between two versions of a module's App Intents metadata, each classed by what it does to
/// the shortcuts people already have.
///
/// An intent's type name is its identity: saved shortcuts, automations and App Shortcuts refer to it, to its
/// parameters' names, to enum raw values and to entity identifiers. Compare the bundle of the released app
/// with the bundle of a change to find out what the change would break:
///
/// ```swift
/// let diff = BundleDiff(from: try IntentMetadataBundle(contentsOf: releasedURL),
///                       to: try IntentMetadataBundle(contentsOf: proposedURL))
/// if diff.hasBreakingChanges {
///     print(diff.render(format: .text), terminator: "")
/// }
/// ```
///
/// prints, for example,
///
/// ```text
/// Intents/ShowCookbook.swift:4:8: breaking: renamed action 'OpenCookbook' to 'ShowCookbook'? [action-renamed]
///   hint: Saved shortcuts refer to an intent by its type name. ...
/// 1 change: 1 breaking, 0 notable, 0 additive
/// ```
///
/// Actions, entities, enums and queries are matched by identifier, parameters by name and enum cases by
/// name. A removed action or parameter that looks like an added one (same parameters and result, same type,
/// or same title) is reported once, as a likely rename. App Shortcuts are matched by the action they run.
/// Packages, descriptions and availability are not compared.
///
/// The changes are sorted by classification (breaking first), then subject, kind and message, so the same
/// two bundles always give the same output.
public struct BundleDiff: Sendable, Hashable {
    /// The module of the old bundle.
    public var oldModule: String
    /// The module of the new bundle.
    public var newModule: String
    /// The changes, breaking first, then by subject.
    public var changes: [BundleChange]

    /// Compares two bundles.
    ///
    /// - Parameters:
    ///   - old: The bundle people's shortcuts were made with, such as the released app's.
    ///   - new: The bundle that would replace it.
    public init(from old: IntentMetadataBundle, to new: IntentMetadataBundle) {
        var comparison = Comparison(old: old, new: new)
        comparison.compareActions()
        comparison.compareEntities()
        comparison.compareEnums()
        comparison.compareQueries()
        comparison.compareShortcuts()
        self.init(oldModule: old.module, newModule: new.module, changes: comparison.changes)
    }

    /// Creates a diff from changes, sorting them.
    ///
    /// - Parameters:
    ///   - oldModule: The module of the old bundle.
    ///   - newModule: The module of the new bundle.
    ///   - changes: The changes, in any order.
    public init(oldModule: String, newModule: String, changes: [BundleChange]) {
        self.oldModule = oldModule
        self.newModule = newModule
        self.changes = changes.sorted(by: Self.isOrderedBefore)
    }

    /// Whether any change is breaking.
    public var hasBreakingChanges: Bool {
        changes.contains { $0.classification == .breaking }
    }

    /// The changes of one classification, in diff order.
    ///
    /// - Parameter classification: The classification to keep.
    /// - Returns: The changes with that classification.
    public func changes(classifiedAs classification: BundleChange.Classification) -> [BundleChange] {
        changes.filter { $0.classification == classification }
    }

    private static func isOrderedBefore(_ lhs: BundleChange, _ rhs: BundleChange) -> Bool {
        if lhs.classification != rhs.classification { return lhs.classification < rhs.classification }
        if lhs.subject != rhs.subject { return lhs.subject < rhs.subject }
        if lhs.kind != rhs.kind { return lhs.kind.rawValue < rhs.kind.rawValue }
        return lhs.message < rhs.message
    }
}
