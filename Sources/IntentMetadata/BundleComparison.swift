/// The differences between what source says an app's App Intents are and what a built app's metadata says,
/// field by field: the check of intent-metadata's extraction against Xcode's.
///
/// Unlike ``BundleDiff``, which classes changes between two versions by what they break, a comparison lists
/// every declaration present on one side only and every field that differs, without judging. It compares what
/// both sides can carry: Apple's metadata keeps texts by key only, writes effective values, and has no source
/// positions, raw types or translations, so those are not compared.
///
/// ```swift
/// let comparison = BundleComparison(source: sourceBundle, app: try IntentMetadataBundle(contentsOf: appURL))
/// print(comparison.renderedText(), terminator: "")
/// ```
package struct BundleComparison: Sendable, Hashable {
    /// One declaration on one side only, or one field that differs.
    package struct Difference: Encodable, Sendable, Hashable {
        /// The declaration, such as `action AddRecipe` or `parameter AddRecipe.servings`.
        package var subject: String
        /// The field that differs, such as `title`; `nil` when the declaration is on one side only.
        package var field: String?
        /// The source's value; `nil` when the declaration is only in the app.
        package var source: String?
        /// The app's value; `nil` when the declaration is only in the source.
        package var app: String?
    }

    /// The differences, sorted by subject and field.
    package var differences: [Difference] = []

    /// Compares a bundle extracted from source with a built app's metadata.
    ///
    /// - Parameters:
    ///   - source: The bundle of the sources.
    ///   - app: The metadata of the built app, usually read from Apple's `extract.actionsdata`.
    package init(source: IntentMetadataBundle, app: IntentMetadataBundle) {
        var found: [Difference] = []
        Self.compare(source.actions, app.actions, kind: "action", into: &found) { subject, left, right, found in
            Self.field(&found, subject, "title", left.title.key, right.title.key)
            Self.field(&found, subject, "description", left.description?.text.key, right.description?.text.key)
            Self.field(&found, subject, "opens the app", source.opensApp(left), app.opensApp(right))
            Self.field(&found, subject, "modes", Self.modesText(left, in: source, comparedWith: right), Self.unexplainedModes(right))
            Self.field(&found, subject, "discoverable", left.isEffectivelyDiscoverable, right.isEffectivelyDiscoverable)
            Self.field(&found, subject, "authentication policy", left.authenticationPolicy ?? "alwaysAllowed", right.authenticationPolicy ?? "alwaysAllowed")
            Self.field(&found, subject, "system roles", Self.roles(left).joined(separator: ", "), Self.roles(right).joined(separator: ", "))
            Self.field(&found, subject, "returns", left.result.valueType?.shortText, right.result.valueType?.shortText)
            Self.field(&found, subject, "shows", Self.outputText(left.result), Self.outputText(right.result))
            Self.field(&found, subject, "summary", Self.summaryText(left.parameterSummary), Self.summaryText(right.parameterSummary))
            Self.field(&found, subject, "availability", Self.availabilityText(left.availability), Self.availabilityText(right.availability))
            Self.compare(left.parameters.map(Named.init), right.parameters.map(Named.init), kind: "parameter \(left.identifier)", separator: ".", into: &found) { subject, left, right, found in
                Self.field(&found, subject, "title", left.value.title.key, right.value.title.key)
                Self.field(&found, subject, "description", left.value.description?.key, right.value.description?.key)
                Self.field(&found, subject, "type", left.value.valueType.shortText, right.value.valueType.shortText)
                Self.field(&found, subject, "optional", left.value.isOptional, right.value.isOptional)
                Self.field(&found, subject, "default value", Self.defaultText(left.value.defaultValue), Self.defaultText(right.value.defaultValue))
                // Fields Apple's format carries and source implies: compared only where both sides say something.
                if let sourceInputs = Self.inputTypes(of: left.value), let appInputs = Self.inputTypes(of: right.value) {
                    Self.field(&found, subject, "accepted input types", Self.setText(sourceInputs), Self.setText(appInputs))
                }
                if let appTakesText = right.value.acceptsFreeText, let sourceTakesText = left.value.acceptsFreeText ?? source.takesText(left.value) {
                    Self.field(&found, subject, "takes text to search for", sourceTakesText, appTakesText)
                }
            }
        }
        Self.compare(source.entities, app.entities, kind: "entity", into: &found) { subject, left, right, found in
            Self.field(&found, subject, "display name", left.displayTypeName?.key, right.displayTypeName?.key)
            Self.field(&found, subject, "default query", left.defaultQuery, right.defaultQuery)
            Self.field(&found, subject, "availability", Self.availabilityText(left.availability), Self.availabilityText(right.availability))
            Self.compare(left.properties.map(Named.init), right.properties.map(Named.init), kind: "property \(left.identifier)", separator: ".", into: &found) { subject, left, right, found in
                Self.field(&found, subject, "title", left.value.title.key, right.value.title.key)
                Self.field(&found, subject, "type", left.value.valueType.shortText, right.value.valueType.shortText)
                Self.field(&found, subject, "optional", left.value.isOptional, right.value.isOptional)
            }
        }
        Self.compare(source.enums, app.enums, kind: "enum", into: &found) { subject, left, right, found in
            Self.field(&found, subject, "display name", left.displayTypeName?.key, right.displayTypeName?.key)
            Self.field(&found, subject, "availability", Self.availabilityText(left.availability), Self.availabilityText(right.availability))
            // Apple identifies a case by the value shortcuts store, its raw value.
            Self.compare(left.cases.map(Named.init), right.cases.map(Named.init), kind: "enum case \(left.identifier)", separator: ".", into: &found) { subject, left, right, found in
                Self.field(&found, subject, "title", left.value.title?.key, right.value.title?.key)
                Self.field(&found, subject, "subtitle", left.value.subtitle?.key, right.value.subtitle?.key)
                Self.field(&found, subject, "image", left.value.image?.systemName, right.value.image?.systemName)
            }
        }
        Self.compare(source.queries, app.queries, kind: "query", into: &found) { subject, left, right, found in
            Self.field(&found, subject, "entity", left.entity, right.entity)
            Self.field(&found, subject, "finds entities", Self.capabilityText(left.capabilities), Self.capabilityText(right.capabilities))
        }
        let sourceShortcuts = (source.shortcuts?.items ?? []).map(Named.init)
        let appShortcuts = (app.shortcuts?.items ?? []).map(Named.init)
        Self.compare(sourceShortcuts, appShortcuts, kind: "App Shortcut", into: &found) { subject, left, right, found in
            Self.field(&found, subject, "phrases", left.value.phrases.sorted().joined(separator: " | "), right.value.phrases.sorted().joined(separator: " | "))
            Self.field(&found, subject, "short title", left.value.shortTitle?.key, right.value.shortTitle?.key)
            Self.field(&found, subject, "image", left.value.systemImageName, right.value.systemImageName)
            Self.field(&found, subject, "availability", Self.availabilityText(left.value.availability), Self.availabilityText(right.value.availability))
        }
        differences = found.sorted { ($0.subject, $0.field ?? "") < ($1.subject, $1.field ?? "") }
    }

    /// Whether the two sides differ at all.
    package var hasDifferences: Bool { !differences.isEmpty }

    /// One line per difference, then a count.
    package func renderedText() -> String {
        var output = ""
        for difference in differences {
            switch (difference.field, difference.source, difference.app) {
            case (nil, _, nil): output += "\(difference.subject): only in the source\n"
            case (nil, nil, _): output += "\(difference.subject): only in the app\n"
            case let (field?, source, app):
                output += "\(difference.subject): \(field): source \(Self.quoted(source)), app \(Self.quoted(app))\n"
            default: break
            }
        }
        guard hasDifferences else { return "no differences\n" }
        let onlySource = differences.count { $0.field == nil && $0.app == nil }
        let onlyApp = differences.count { $0.field == nil && $0.source == nil }
        let fields = differences.count - onlySource - onlyApp
        let total = differences.count == 1 ? "1 difference" : "\(differences.count) differences"
        let fieldCount = fields == 1 ? "1 field differs" : "\(fields) fields differ"
        return output + "\(total): \(onlySource) only in the source, \(onlyApp) only in the app, \(fieldCount)\n"
    }

    /// `{"hasDifferences": …, "differences": [{subject, field?, source?, app?}]}` in the canonical layout.
    package func renderedJSON() -> String {
        struct Document: Encodable {
            var hasDifferences: Bool
            var differences: [Difference]
        }
        return JSONValue.encodeCanonically(Document(hasDifferences: hasDifferences, differences: differences))
    }

    // MARK: - Comparing

    private static func compare<Item: Identified>(
        _ left: [Item], _ right: [Item], kind: String, separator: String = " ", into found: inout [Difference],
        fields: (String, Item, Item, inout [Difference]) -> Void = { _, _, _, _ in }
    ) {
        let rightByName = Dictionary(right.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let leftNames = Set(left.map(\.name))
        var seen: Set<String> = []
        for item in left where seen.insert(item.name).inserted {
            let subject = "\(kind)\(separator)\(item.name)"
            guard let other = rightByName[item.name] else {
                found.append(Difference(subject: subject, source: item.name))
                continue
            }
            fields(subject, item, other, &found)
        }
        for item in right where !leftNames.contains(item.name) && seen.insert(item.name).inserted {
            found.append(Difference(subject: "\(kind)\(separator)\(item.name)", app: item.name))
        }
    }

    private static func field(_ found: inout [Difference], _ subject: String, _ name: String, _ source: String?, _ app: String?) {
        if source != app { found.append(Difference(subject: subject, field: name, source: source, app: app)) }
    }

    private static func field(_ found: inout [Difference], _ subject: String, _ name: String, _ source: Bool, _ app: Bool) {
        field(&found, subject, name, source ? "yes" : "no", app ? "yes" : "no")
    }

    private static func quoted(_ value: String?) -> String {
        value.map { "'\($0)'" } ?? "none"
    }

    private static func roles(_ action: ActionMetadata) -> [String] {
        Set(action.protocols.compactMap(AppleMetadataTables.systemRole(ofActionProtocol:))).sorted()
    }

    /// What the result shows besides its value, in words: `a dialog, a snippet view`, or `nothing`.
    private static func outputText(_ result: ResultMetadata) -> String {
        let shown = [
            result.providesDialog ? "a dialog" : nil,
            result.showsSnippetView ? "a snippet view" : nil,
            result.opensIntent ? "another intent" : nil,
        ].compactMap { $0 }
        return shown.isEmpty ? "nothing" : shown.joined(separator: ", ")
    }

    /// The app's modes when its `openAppWhenRun` does not explain them (`modes #4`), else `nil`: then whether the
    /// app opens, compared on its own, says it all.
    private static func unexplainedModes(_ action: ActionMetadata) -> String? {
        action.supportedModes?.first { $0.hasPrefix("modes #") }
    }

    /// The source's modes, compared only with modes of the app that its `openAppWhenRun` does not explain: the
    /// stated modes, or the mode Apple writes for an action that does (not) open the app.
    private static func modesText(_ action: ActionMetadata, in bundle: IntentMetadataBundle, comparedWith app: ActionMetadata) -> String? {
        guard unexplainedModes(app) != nil else { return nil }
        if let stated = action.supportedModes { return stated.joined(separator: ", ") }
        return bundle.opensApp(action) ? "foreground" : "background"
    }

    /// A default value as text; numbers by value, so `2` and `2.0` are the same default.
    private static func defaultText(_ value: LiteralValue?) -> String? {
        switch value {
        case .double(let number)? where number.isFinite && number.rounded() == number && abs(number) < 1e15: String(Int(number))
        default: value?.plainText
        }
    }

    /// The input types a parameter accepts: as read from Apple's file, else from the table of what Xcode writes for
    /// its type; `nil` when neither says.
    private static func inputTypes(of parameter: ParameterMetadata) -> Set<ValueType>? {
        if let stated = parameter.acceptedInputTypes { return Set(stated) }
        return AppleMetadataTables.acceptedInputTypes(of: parameter.valueType)
    }

    private static func setText(_ types: Set<ValueType>) -> String {
        types.isEmpty ? "none" : types.map(\.shortText).sorted().joined(separator: ", ")
    }

    /// The capabilities whose bit in Apple's format is known, in words: `by identifier, by text`. Others (what
    /// source names without a bit, such as suggestions; what Apple sets without a known meaning) are left out.
    private static func capabilityText(_ capabilities: [String]) -> String {
        let words = ["identifiers": "by identifier", "string": "by text", "property": "by property"]
        let known = AppleMetadataTables.queryCapabilityBits.map(\.name).filter(capabilities.contains)
        return known.isEmpty ? "none" : known.compactMap { words[$0] }.joined(separator: ", ")
    }

    private static func summaryText(_ summary: ParameterSummaryMetadata?) -> String? {
        switch summary {
        case nil: nil
        case .summary(let template)?: template.template.key
        case .when(let when)?: "When(\(when.parameter))"
        case .switch(let switchSummary)?: "Switch(\(switchSummary.parameter))"
        }
    }

    /// `iOS 17.0, macOS 14.0`: the stated platforms, the wildcard left out as Apple always writes it.
    private static func availabilityText(_ availability: [AvailabilityMetadata]) -> String? {
        let clauses = availability.filter { $0.platform != "*" }.map { clause in
            [clause.platform, clause.introduced, clause.deprecated.map { "deprecated \($0)" }, clause.obsoleted.map { "obsoleted \($0)" }]
                .compactMap { $0 }.joined(separator: " ")
        }
        return clauses.isEmpty ? nil : clauses.sorted().joined(separator: ", ")
    }
}

/// Something compared by name: a declaration by identifier, a parameter or property by name, a case by raw value.
private protocol Identified {
    var name: String { get }
}

private struct Named<Value>: Identified {
    var name: String
    var value: Value
}

extension Named where Value == ParameterMetadata {
    init(_ value: ParameterMetadata) { self.init(name: value.name, value: value) }
}

extension Named where Value == PropertyMetadata {
    init(_ value: PropertyMetadata) { self.init(name: value.name, value: value) }
}

extension Named where Value == EnumCaseMetadata {
    init(_ value: EnumCaseMetadata) { self.init(name: value.effectiveRawValue.plainText, value: value) }
}

extension Named where Value == ShortcutMetadata {
    init(_ value: ShortcutMetadata) { self.init(name: value.intent, value: value) }
}

extension ActionMetadata: Identified { var name: String { identifier } }
extension EntityMetadata: Identified { var name: String { identifier } }
extension EnumMetadata: Identified { var name: String { identifier } }
extension QueryMetadata: Identified { var name: String { identifier } }
