extension BundleChange {
    /// What kind of change a ``BundleChange`` is; its raw value is a stable kebab-case name, as in JSON output.
    ///
    /// Each case notes the classification it gets. Two depend on the bundle: a result that other actions consume
    /// is breaking to lose, and one that nothing consumes is only notable.
    public enum Kind: String, Codable, Sendable, Hashable, CaseIterable {
        // MARK: Actions

        /// An action was added. Additive.
        case actionAdded = "action-added"
        /// An action was removed, and no added action looks like it under another name. Breaking.
        case actionRemoved = "action-removed"
        /// An action was removed and an added one has the same parameters and result, or the same title. Breaking.
        case actionRenamed = "action-renamed"
        /// An action's title changed. Notable.
        case actionTitleChanged = "action-title-changed"
        /// An action whose `isDiscoverable` changed. Notable.
        case actionDiscoverabilityChanged = "action-discoverability-changed"
        /// An action that brought the app to the foreground no longer does. Breaking.
        case actionNoLongerOpensApp = "action-no-longer-opens-app"
        /// An action's `openAppWhenRun` changed without it ceasing to open the app. Notable.
        case openAppWhenRunChanged = "open-app-when-run-changed"
        /// An action's `supportedModes` changed without it ceasing to open the app. Notable.
        case supportedModesChanged = "supported-modes-changed"
        /// An action that returned a value no longer does. Breaking when other actions take that value's entity,
        /// else notable.
        case resultValueRemoved = "result-value-removed"
        /// An action returns a value of another type. Breaking when other actions took the old value's entity,
        /// else notable.
        case resultValueTypeChanged = "result-value-type-changed"
        /// An action that returned nothing now returns a value. Additive.
        case resultValueAdded = "result-value-added"

        // MARK: Parameters

        /// An optional parameter was added. Additive.
        case parameterAdded = "parameter-added"
        /// A non-optional parameter with a default value was added: saved shortcuts run with the default. Notable.
        case requiredParameterAddedWithDefault = "required-parameter-added-with-default"
        /// A non-optional parameter without a default value was added: saved shortcuts lack a value. Breaking.
        case requiredParameterAdded = "required-parameter-added"
        /// A parameter was removed, and no added parameter of the action looks like it. Breaking.
        case parameterRemoved = "parameter-removed"
        /// A parameter was removed and an added one has the same type or title. Breaking.
        case parameterRenamed = "parameter-renamed"
        /// A parameter's value type changed. Breaking.
        case parameterTypeChanged = "parameter-type-changed"
        /// A parameter that could be left out (optional, or with a default) must now be given. Breaking.
        case parameterMadeRequired = "parameter-made-required"
        /// A parameter that had to be given may now be left out. Notable.
        case parameterMadeOptional = "parameter-made-optional"
        /// A parameter's default value changed. Notable.
        case parameterDefaultChanged = "parameter-default-changed"
        /// A parameter's title changed. Notable.
        case parameterTitleChanged = "parameter-title-changed"

        // MARK: Entities

        /// An entity was added. Additive.
        case entityAdded = "entity-added"
        /// An entity was removed. Breaking.
        case entityRemoved = "entity-removed"
        /// The type of an entity's `id` changed, so saved identifiers no longer resolve. Breaking.
        case entityIDTypeChanged = "entity-id-type-changed"
        /// An entity's display type name changed. Notable.
        case entityTitleChanged = "entity-title-changed"
        /// An entity property was added. Additive.
        case entityPropertyAdded = "entity-property-added"
        /// An entity property was removed. Notable.
        case entityPropertyRemoved = "entity-property-removed"
        /// An entity property's value type changed. Notable.
        case entityPropertyTypeChanged = "entity-property-type-changed"

        // MARK: Enums

        /// An enum was added. Additive.
        case enumAdded = "enum-added"
        /// An enum was removed. Breaking.
        case enumRemoved = "enum-removed"
        /// An enum's display type name changed. Notable.
        case enumTitleChanged = "enum-title-changed"
        /// An enum case was added. Additive.
        case enumCaseAdded = "enum-case-added"
        /// An enum case was removed, and no added case has its raw value. Breaking.
        case enumCaseRemoved = "enum-case-removed"
        /// An enum case was renamed but kept its raw value, which is what shortcuts store. Notable.
        case enumCaseRenamed = "enum-case-renamed"
        /// An enum case's raw value changed. Breaking.
        case enumCaseRawValueChanged = "enum-case-raw-value-changed"
        /// An enum case's title changed. Notable.
        case enumCaseTitleChanged = "enum-case-title-changed"

        // MARK: Queries

        /// A query was added. Additive.
        case queryAdded = "query-added"
        /// A query was removed. Breaking.
        case queryRemoved = "query-removed"
        /// A query gained a capability, such as `string`. Additive.
        case queryCapabilityAdded = "query-capability-added"
        /// A query lost a capability. Notable.
        case queryCapabilityRemoved = "query-capability-removed"

        // MARK: App Shortcuts

        /// An App Shortcut was added for an action. Additive.
        case appShortcutAdded = "app-shortcut-added"
        /// An action lost its App Shortcut, and with it every phrase. Notable.
        case appShortcutRemoved = "app-shortcut-removed"
        /// An App Shortcut's short title changed. Notable.
        case appShortcutTitleChanged = "app-shortcut-title-changed"
        /// A phrase was added to an App Shortcut. Additive.
        case shortcutPhraseAdded = "shortcut-phrase-added"
        /// A phrase was removed from an App Shortcut. Notable.
        case shortcutPhraseRemoved = "shortcut-phrase-removed"
    }
}
