/// The App Intents API the extractor knows by name: protocols by role, result markers, macros and property wrappers.
///
/// This is the one place these names are written. Every entry comes from Apple's App Intents reference
/// (`https://developer.apple.com/documentation/appintents/<name lowercased>` for a protocol, see
/// `ProtocolEntry.documentationURL`), read in the SDK 27.3 edition; `docs/AppIntentsCatalogue.md` lists the same
/// entries as a table. `availability` is the first OS version of each platform the page lists ("–" marks the
/// release a deprecated protocol was deprecated in).
///
/// Recognition sees only what a type names in its inheritance clause, so a refinement must be listed here for a type
/// that adopts only it (`struct Old: DeprecatedAppIntent`) to be found. `refines` records the direct App Intents
/// parents from the page's declaration; it is documentation, not used for matching.
package enum AppIntentsAPI {
    /// An App Intents protocol: its name, the App Intents protocols it directly refines, and its availability.
    package struct ProtocolEntry: Sendable, Hashable {
        package let name: String
        package let refines: [String]
        package let availability: String

        init(_ name: String, refines: [String] = [], _ availability: String) {
            self.name = name
            self.refines = refines
            self.availability = availability
        }

        /// The page of Apple's reference that documents the protocol.
        package var documentationURL: String { "https://developer.apple.com/documentation/appintents/" + name.lowercased() }
    }

    /// An App Intents attached macro, by the attribute name it is written with and its documented signature.
    package struct MacroEntry: Sendable, Hashable {
        /// The attribute name: `AppIntent` for `@AppIntent(schema: .photos.openAsset)`.
        package let name: String
        /// The signature as the reference titles it: `AppIntent(schema:)`.
        package let signature: String
        /// The role the macro gives the type it is attached to, or `nil` for a macro on a member or a union.
        package let role: AppIntentsRole?
        package let availability: String

        /// The page of Apple's reference that documents the macro.
        package var documentationURL: String { "https://developer.apple.com/documentation/appintents/" + signature.lowercased() }
    }

    /// A property wrapper an intent or entity declares its inputs and properties with.
    package struct PropertyWrapperEntry: Sendable, Hashable {
        /// The attribute name: `Parameter` for `@Parameter(title: "Book")`.
        package let attribute: String
        /// The framework type the attribute name aliases.
        package let type: String
        package let availability: String
    }

    // Availability strings shared by many pages (the platforms and versions each page lists).
    static let since16 = "iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0"
    static let since17 = "iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0"
    static let since18 = "iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0"
    static let since26 = "iOS 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 26.0"
    static let since27 = "iOS 27.0, macOS 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0"

    /// `AppIntent` and every protocol that refines it, directly or through another refinement.
    ///
    /// Source: the "Inherited By" list of https://developer.apple.com/documentation/appintents/appintent, of
    /// https://developer.apple.com/documentation/appintents/systemintent and of
    /// https://developer.apple.com/documentation/appintents/persistentlyidentifiable, and each protocol's own page.
    package static let intentProtocols: [ProtocolEntry] = [
        ProtocolEntry("AppIntent", since16),
        ProtocolEntry("SystemIntent", refines: ["AppIntent"], since16),
        ProtocolEntry("OpenIntent", refines: ["SystemIntent"], since16),
        ProtocolEntry("DeleteIntent", refines: ["SystemIntent"], since16),
        ProtocolEntry("AudioPlaybackIntent", refines: ["SystemIntent"], since17),
        ProtocolEntry("AudioStartingIntent", refines: ["SystemIntent"], "iOS 16.0–17.0, macOS 13.0–14.0, tvOS 16.0–17.0, watchOS 9.0–10.0 (deprecated)"),
        ProtocolEntry("AudioRecordingIntent", refines: ["SystemIntent"], since18),
        ProtocolEntry("CameraCaptureIntent", refines: ["SystemIntent"], "iOS 18.0"),
        ProtocolEntry("LiveActivityIntent", refines: ["SystemIntent"], "iOS 17.0"),
        ProtocolEntry("LiveActivityStartingIntent", refines: ["SystemIntent"], "iOS 16.1–17.0 (deprecated)"),
        ProtocolEntry("PauseWorkoutIntent", refines: ["SystemIntent"], since16),
        ProtocolEntry("ResumeWorkoutIntent", refines: ["SystemIntent"], since16),
        ProtocolEntry("StartWorkoutIntent", refines: ["SystemIntent"], since16),
        ProtocolEntry("StartDiveIntent", refines: ["SystemIntent"], "watchOS 9.0"),
        ProtocolEntry("PlayVideoIntent", refines: ["SystemIntent"], "iOS 17.2, macOS 14.2, tvOS 17.2"),
        ProtocolEntry("PushToTalkTransmissionIntent", refines: ["SystemIntent"], "iOS 17.4"),
        ProtocolEntry("ShowInAppSearchResultsIntent", refines: ["SystemIntent"], "iOS 17.2, macOS 14.2, tvOS 17.2, watchOS 10.2"),
        ProtocolEntry("UndoableIntent", refines: ["SystemIntent"], since26),
        ProtocolEntry("AssistantIntent", refines: ["AppIntent"], since18),
        ProtocolEntry("AssistantSchemaIntent", refines: ["AssistantIntent"], since18),
        ProtocolEntry("CancellableIntent", refines: ["AppIntent"], "iOS 26.4, macOS 26.4, tvOS 26.4, visionOS 26.4, watchOS 26.4"),
        ProtocolEntry("ControlConfigurationIntent", refines: ["AppIntent"], "iOS 18.0, macOS 26.0, watchOS 26.0"),
        ProtocolEntry("CustomIntentMigratedAppIntent", refines: ["AppIntent"], since16),
        ProtocolEntry("DeprecatedAppIntent", refines: ["AppIntent"], since17),
        ProtocolEntry("ForegroundContinuableIntent", refines: ["AppIntent"], "iOS 16.4–26.0, macOS 13.3–26.0, tvOS 16.4–26.0, watchOS 9.4–26.0 (deprecated)"),
        ProtocolEntry("PredictableIntent", refines: ["AppIntent"], since16),
        ProtocolEntry("ProgressReportingIntent", refines: ["AppIntent"], since17),
        ProtocolEntry("LongRunningIntent", refines: ["ProgressReportingIntent"], since27),
        ProtocolEntry("SetFocusFilterIntent", refines: ["AppIntent"], since16),
        ProtocolEntry("SetValueIntent", refines: ["AppIntent"], since18),
        ProtocolEntry("SnippetIntent", refines: ["AppIntent"], since26),
        ProtocolEntry("TargetContentProvidingIntent", refines: ["AppIntent"], "iOS 26.0, tvOS 26.0, visionOS 26.0"),
        ProtocolEntry("UISceneAppIntent", refines: ["TargetContentProvidingIntent"], "iOS 26.0, tvOS 26.0, visionOS 26.0"),
        ProtocolEntry("ToolIntent", refines: ["AppIntent"], "iOS 27.3, macOS 27.3, visionOS 27.3"),
        ProtocolEntry("URLRepresentableIntent", refines: ["AppIntent"], since18),
        ProtocolEntry("WidgetConfigurationIntent", refines: ["AppIntent"], "iOS 17.0, macOS 14.0, watchOS 10.0"),
    ]

    /// `AppEntity` and every protocol that refines it.
    ///
    /// Source: the "Inherited By" lists of https://developer.apple.com/documentation/appintents/appvalue and
    /// https://developer.apple.com/documentation/appintents/persistentlyidentifiable, the "App entities" collection
    /// (https://developer.apple.com/documentation/appintents/app-entities) and each protocol's own page.
    package static let entityProtocols: [ProtocolEntry] = [
        ProtocolEntry("AppEntity", since16),
        ProtocolEntry("TransientAppEntity", refines: ["AppEntity"], since16),
        ProtocolEntry("GenerableEntity", refines: ["TransientAppEntity"], "iOS 27.3, macOS 27.3, visionOS 27.3"),
        ProtocolEntry("IndexedEntity", refines: ["AppEntity"], "iOS 18.0, macOS 15.0, visionOS 2.0"),
        ProtocolEntry("UniqueAppEntity", refines: ["AppEntity"], since18),
        ProtocolEntry("FileEntity", refines: ["AppEntity"], since18),
        ProtocolEntry("URLRepresentableEntity", refines: ["AppEntity"], since18),
        ProtocolEntry("AssistantEntity", refines: ["AppEntity"], since18),
        ProtocolEntry("AssistantSchemaEntity", refines: ["AssistantEntity"], since18),
        ProtocolEntry("SyncableEntity", refines: ["AppEntity"], since27),
        ProtocolEntry("OwnershipProvidingEntity", refines: ["AppEntity"], since27),
        ProtocolEntry("SnippetRepresentableEntity", refines: ["AppEntity"], "iOS 27.3, macOS 27.3, tvOS 27.3, visionOS 27.3, watchOS 27.3"),
    ]

    /// The entity protocols for which App Intents itself provides `defaultQuery`, so an entity adopting one needs none.
    ///
    /// Source: https://developer.apple.com/documentation/appintents/appentity/defaultquery-8vl7p, a
    /// `static var defaultQuery: _TransientAppEntityQuery<Self>` in an extension of `TransientAppEntity` (its precise
    /// identifier names `TransientAppEntity`). `GenerableEntity` refines `TransientAppEntity`. No such page exists for
    /// `UniqueAppEntity`: https://developer.apple.com/documentation/appintents/uniqueappentityprovider says to use
    /// `UniqueAppEntityProvider` "as the value of the `defaultQuery`" of such an entity, so it writes its own.
    package static let entityProtocolsWithDefaultQuery: Set<String> = ["TransientAppEntity", "GenerableEntity"]

    /// `AppEnum` and every protocol that refines it.
    ///
    /// Source: https://developer.apple.com/documentation/appintents/appvalue ("Inherited By") and each protocol's page;
    /// `AppUnionValueCasesProviding` is adopted by the `Cases` enum the `@UnionValue` macro generates.
    package static let enumProtocols: [ProtocolEntry] = [
        ProtocolEntry("AppEnum", since16),
        ProtocolEntry("AssistantEnum", refines: ["AppEnum"], since18),
        ProtocolEntry("AssistantSchemaEnum", refines: ["AssistantEnum"], since18),
        ProtocolEntry("URLRepresentableEnum", refines: ["AppEnum"], since18),
        ProtocolEntry("AppUnionValueCasesProviding", refines: ["AppEnum"], since27),
    ]

    /// The query protocols: `DynamicOptionsProvider`, `EntityQuery` and its refinements, and `IntentValueQuery`.
    ///
    /// Source: the "Inherited By" list of https://developer.apple.com/documentation/appintents/dynamicoptionsprovider,
    /// the "Entity queries" collection (https://developer.apple.com/documentation/appintents/entity-queries) and each
    /// protocol's page. `IntentValueQuery` refines none of the others.
    package static let queryProtocols: [ProtocolEntry] = [
        ProtocolEntry("DynamicOptionsProvider", since16),
        ProtocolEntry("EntityQuery", refines: ["DynamicOptionsProvider"], since16),
        ProtocolEntry("EntityStringQuery", refines: ["EntityQuery"], since16),
        ProtocolEntry("EntityPropertyQuery", refines: ["EntityQuery"], since16),
        ProtocolEntry("EnumerableEntityQuery", refines: ["EntityQuery"], since17),
        ProtocolEntry("UniqueAppEntityQuery", refines: ["EnumerableEntityQuery"], since18),
        ProtocolEntry("IndexedEntityQuery", refines: ["EntityQuery"], "iOS 27.0, macOS 27.0, visionOS 27.0"),
        ProtocolEntry("IntentValueQuery", since26),
    ]

    /// The protocol of an app's App Shortcuts.
    ///
    /// Source: https://developer.apple.com/documentation/appintents/appshortcutsprovider.
    package static let shortcutsProviderProtocols: [ProtocolEntry] = [ProtocolEntry("AppShortcutsProvider", since16)]

    /// The protocol of a framework or package that shares its App Intents types.
    ///
    /// Source: https://developer.apple.com/documentation/appintents/appintentspackage.
    package static let packageProtocols: [ProtocolEntry] = [ProtocolEntry("AppIntentsPackage", since17)]

    /// `IntentResult` and the result markers a `perform()` return type composes (`some ReturnsValue<Book> & ProvidesDialog`).
    ///
    /// Source: the "Inherited By" list of https://developer.apple.com/documentation/appintents/intentresult and each
    /// marker's page. These describe results; a type adopting one is not an intent.
    package static let resultProtocols: [ProtocolEntry] = [
        ProtocolEntry("IntentResult", since16),
        ProtocolEntry("ReturnsValue", refines: ["IntentResult"], since16),
        ProtocolEntry("ProvidesDialog", refines: ["IntentResult"], since16),
        ProtocolEntry("ShowsSnippetView", refines: ["IntentResult"], since16),
        ProtocolEntry("OpensIntent", refines: ["IntentResult"], since16),
        ProtocolEntry("ShowsSnippetIntent", refines: ["IntentResult"], since26),
    ]

    /// The attached macros of App Intents.
    ///
    /// Source: each macro's page (`MacroEntry.documentationURL`), the "Deprecated symbols" collection
    /// (https://developer.apple.com/documentation/appintents/deprecated-symbols) for the `Assistant…(schema:)` macros,
    /// and the "App schema domains" collection for the `schema:` macros. `@AppIntent(_:)` and `@AppEntity(_:)` take
    /// traits, not a schema: they add `ToolIntent` to an intent and `GenerableEntity` to a transient entity.
    package static let macros: [MacroEntry] = [
        MacroEntry(name: "AppIntent", signature: "AppIntent(schema:)", role: .intent, availability: since18),
        MacroEntry(name: "AppIntent", signature: "AppIntent(_:schema:)", role: .intent, availability: "iOS 27.3, macOS 27.3, visionOS 27.3"),
        MacroEntry(name: "AppIntent", signature: "AppIntent(_:)", role: .intent, availability: "iOS 27.3, macOS 27.3, visionOS 27.3"),
        MacroEntry(name: "AppEntity", signature: "AppEntity(schema:)", role: .entity, availability: since18),
        MacroEntry(name: "AppEntity", signature: "AppEntity(_:)", role: .entity, availability: "iOS 27.3, macOS 27.3, visionOS 27.3"),
        MacroEntry(name: "AppEnum", signature: "AppEnum(schema:)", role: .enum, availability: since18),
        MacroEntry(name: "AssistantIntent", signature: "AssistantIntent(schema:)", role: .intent, availability: "deprecated"),
        MacroEntry(name: "AssistantEntity", signature: "AssistantEntity(schema:)", role: .entity, availability: "deprecated"),
        MacroEntry(name: "AssistantEnum", signature: "AssistantEnum(schema:)", role: .enum, availability: "deprecated"),
        MacroEntry(name: "UnionValue", signature: "UnionValue()", role: nil, availability: since18),
        MacroEntry(name: "ComputedProperty", signature: "ComputedProperty()", role: nil, availability: since26),
        MacroEntry(name: "DeferredProperty", signature: "DeferredProperty()", role: nil, availability: since26),
    ]

    /// The property wrappers that declare an intent's parameters and an entity's properties.
    ///
    /// Source: https://developer.apple.com/documentation/appintents/intentparameter (`AppIntent.Parameter`) and
    /// https://developer.apple.com/documentation/appintents/entityproperty (`AppEntity.Property`).
    package static let propertyWrappers: [PropertyWrapperEntry] = [
        PropertyWrapperEntry(attribute: "Parameter", type: "IntentParameter", availability: since16),
        PropertyWrapperEntry(attribute: "Property", type: "EntityProperty", availability: since16),
    ]

    /// The protocols that give a type a role, by role.
    package static let protocolsByRole: [(role: AppIntentsRole, protocols: [ProtocolEntry])] = [
        (.intent, intentProtocols), (.entity, entityProtocols), (.enum, enumProtocols), (.query, queryProtocols),
        (.shortcutsProvider, shortcutsProviderProtocols), (.package, packageProtocols),
    ]

    /// The members App Intents reads from a conforming type, as source declares them: static properties (and
    /// `perform`, `id`) whose names the recognizers look up. Written once here, so a lookup cannot misspell one.
    ///
    /// Sources: the pages of `AppIntent` (title, description, openAppWhenRun, supportedModes, isDiscoverable,
    /// authenticationPolicy, parameterSummary, perform), `AppEntity` (typeDisplayRepresentation, defaultQuery, id),
    /// `AppEnum` (caseDisplayRepresentations, and `CaseIterable`'s allCases), `AppShortcutsProvider` (appShortcuts,
    /// shortcutTileColor), `AppIntentsPackage` (includedPackages) and `EntityPropertyQuery` (properties,
    /// sortingOptions).
    package enum Requirement: String, Sendable {
        case title, description, openAppWhenRun, supportedModes, isDiscoverable, authenticationPolicy, parameterSummary, perform
        case typeDisplayRepresentation, defaultQuery, id
        case caseDisplayRepresentations, allCases
        case appShortcuts, shortcutTileColor, includedPackages
        case properties, sortingOptions
        /// The functions a query or options provider answers with (`EntityQuery`, `EnumerableEntityQuery`,
        /// `DynamicOptionsProvider`, `IntentValueQuery`).
        case entities, suggestedEntities, allEntities, results, values, defaultResult
    }
}
