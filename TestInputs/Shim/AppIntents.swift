// A stand-in for Apple's App Intents framework, written for this repository.
//
// It declares only the surface that the fixtures under TestInputs/ use, so that they can be
// type-checked (and run through the compiler's constant-value extraction) on Linux, where the real
// framework does not exist. Bodies are placeholders: nothing here is meant to run.
//
// Build it as its own module:
//   swiftc -emit-module -module-name AppIntents -parse-as-library \
//     TestInputs/Shim/AppIntents.swift -emit-module-path /tmp/shim/AppIntents.swiftmodule

import Foundation

// MARK: - Strings

/// A string that is looked up in a strings table at run time. Foundation declares it on Apple's platforms; the
/// initializers are Apple's: a key that is also the development-language value (a `String.LocalizationValue`, so it
/// may hold format placeholders), or a static key with a default value.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable {
    public var key: String
    public var defaultValue: String?
    public var table: String?

    /// Where the strings table is looked up.
    public enum BundleDescription: Hashable, Sendable {
        case main
        case atURL(URL)
    }

    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) { key = stringInterpolation.text }
    public init(
        _ keyAndValue: String.LocalizationValue,
        table: String? = nil,
        locale: Locale = Locale(identifier: ""),
        bundle: BundleDescription = .main,
        comment: StaticString? = nil
    ) {
        key = keyAndValue.text
        self.table = table
    }
    public init(
        _ key: StaticString,
        defaultValue: String.LocalizationValue,
        table: String? = nil,
        locale: Locale = Locale(identifier: ""),
        bundle: BundleDescription = .main,
        comment: StaticString? = nil
    ) {
        self.key = "\(key)"
        self.defaultValue = defaultValue.text
        self.table = table
    }

    public typealias StringInterpolation = String.LocalizationValue.StringInterpolation

    /// The kinds of value `TypeDisplayRepresentation.numericFormat` can count with.
    public typealias PlaceholderKind = String.LocalizationValue.Placeholder
}

extension String {
    /// A localization key and its development-language value, which may interpolate format placeholders
    /// (`"\(placeholder: .int) books"`). Foundation declares it on Apple's platforms, not on Linux.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
        var text: String

        public enum Placeholder: Hashable, Sendable { case int, uint, float, double, object }

        public init(stringLiteral value: String) { text = value }
        public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
        public init(_ value: String) { text = value }

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var text = ""
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) { text += literal }
            public mutating func appendInterpolation<T>(_ value: T) { text += "%@" }
            public mutating func appendInterpolation(placeholder: Placeholder) { text += "%lld" }
        }
    }

    /// Foundation's localized string initializers (Apple's platforms only).
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, comment: StaticString? = nil) {
        self = keyAndValue.text
    }
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, comment: StaticString? = nil) {
        self = defaultValue.text
    }
    public init(localized resource: LocalizedStringResource) { self = resource.key }
}

/// A line the system says or shows while an intent runs.
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {}
    public init(_ full: LocalizedStringResource) {}
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource? = nil) {}
    public typealias StringInterpolation = LocalizedStringResource.StringInterpolation
}

/// The description shown for an intent in Shortcuts.
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {}
    public init(
        _ description: LocalizedStringResource,
        categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [],
        resultValueName: LocalizedStringResource? = nil
    ) {}
    public typealias StringInterpolation = LocalizedStringResource.StringInterpolation
}

// MARK: - Display representations

public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public struct Image: Sendable {
        public init(systemName: String, isTemplate: Bool? = nil) {}
        public init(named: String, isTemplate: Bool? = nil) {}
        public init(url: URL, isTemplate: Bool? = nil) {}
        public init(data: Data, isTemplate: Bool? = nil) {}
    }
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {}
    public init(
        title: LocalizedStringResource,
        subtitle: LocalizedStringResource? = nil,
        image: Image? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {}
    public typealias StringInterpolation = LocalizedStringResource.StringInterpolation
}

public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {}
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {}
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil, synonyms: [LocalizedStringResource]) {}
    public typealias StringInterpolation = LocalizedStringResource.StringInterpolation
}

public protocol TypeDisplayRepresentable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

public protocol DisplayRepresentable {
    var displayRepresentation: DisplayRepresentation { get }
}

// MARK: - Values

/// Marker for types that can be the value of a parameter, a property or a result.
public protocol _IntentValueRepresentable {}

public struct IntentFile: Sendable {
    public var filename: String
    public var data: Data
    public init(data: Data, filename: String) {
        self.data = data
        self.filename = filename
    }
}

public struct IntentPerson: Sendable {
    public var displayName: String
    public init(displayName: String) { self.displayName = displayName }
}

public struct IntentCurrencyAmount: Sendable {
    public var amount: Decimal
    public var currencyCode: String
    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }
}

// MARK: - Intents

public struct IntentModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let background = IntentModes(rawValue: 1)
    public static let foreground = IntentModes(rawValue: 2)
    public static func foreground(_ behavior: ForegroundBehavior) -> IntentModes { .foreground }

    public enum ForegroundBehavior: Sendable { case immediate, dynamic, deferred }
}

public enum IntentAuthenticationPolicy: Sendable {
    case alwaysAllowed
    case requiresAuthentication
    case requiresLocalDeviceAuthentication
}

public protocol AppIntent: _IntentValueRepresentable {
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    static var openAppWhenRun: Bool { get }
    static var supportedModes: IntentModes { get }
    static var isDiscoverable: Bool { get }
    static var authenticationPolicy: IntentAuthenticationPolicy { get }

    associatedtype SummaryContent: ParameterSummary = _DefaultParameterSummary
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }

    associatedtype PerformResult: IntentResult
    func perform() async throws -> PerformResult

    init()
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var supportedModes: IntentModes { .background }
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
}

extension AppIntent where SummaryContent == _DefaultParameterSummary {
    public static var parameterSummary: _DefaultParameterSummary { _DefaultParameterSummary() }
}

public protocol SystemIntent: AppIntent {}

public protocol OpenIntent: SystemIntent {
    associatedtype Value
    var target: Value { get set }
}

public protocol SnippetIntent: AppIntent {}
public protocol AudioPlaybackIntent: SystemIntent {}
public protocol ControlConfigurationIntent: AppIntent {}
public protocol AudioRecordingIntent: SystemIntent {}
public protocol LiveActivityIntent: AppIntent {}
public protocol ForegroundContinuableIntent: AppIntent {}
public protocol ProgressReportingIntent: AppIntent {}
public protocol CameraCaptureIntent: AppIntent {}
public protocol WidgetConfigurationIntent: AppIntent {}

/// An App Intent that replaces a SiriKit custom intent; the system maps the old intent's saved shortcuts
/// and widget configurations to it by class name.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    static var intentClassName: String { get }
}
public protocol ShowInAppSearchResultsIntent: AppIntent {
    var criteria: StringSearchCriteria { get set }
}

public struct StringSearchCriteria: Sendable {
    public var term: String
    public init(term: String) { self.term = term }
}

public protocol SetValueIntent: SystemIntent {
    associatedtype ValueType
    var value: ValueType { get set }
}

public protocol DeleteIntent: SystemIntent {
    associatedtype Entity: AppEntity
    var entities: [Entity] { get set }
}

public protocol PredictableIntent: AppIntent {
    static var predictionConfiguration: IntentPredictionConfiguration { get }
}

public struct IntentPredictionConfiguration: Sendable {
    public init() {}
}

public protocol URLRepresentableIntent: AppIntent {
    static var urlRepresentation: URLRepresentation { get }
}

public struct URLRepresentation: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {}
    public typealias StringInterpolation = LocalizedStringResource.StringInterpolation
}

// MARK: - Results

public protocol IntentResult {}

public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}

public protocol ProvidesDialog: IntentResult {}
public protocol ShowsSnippetView: IntentResult {}
public protocol ShowsSnippetIntent: IntentResult {}
public protocol OpensIntent: IntentResult {}

/// The one concrete result type of this stand-in; it satisfies every result protocol.
public struct IntentResultContainer<Value>: ReturnsValue, ProvidesDialog, ShowsSnippetView, ShowsSnippetIntent, OpensIntent {}

extension IntentResult {
    public static func result() -> Self where Self == IntentResultContainer<Never> { fatalError() }
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never> { fatalError() }
    public static func result<V>(value: V) -> Self where Self == IntentResultContainer<V> { fatalError() }
    public static func result<V>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V> {
        fatalError()
    }
    public static func result<I: AppIntent>(opensIntent: I, dialog: IntentDialog? = nil) -> Self
    where Self == IntentResultContainer<Never> { fatalError() }
    public static func result<Content>(dialog: IntentDialog? = nil, view: Content) -> Self
    where Self == IntentResultContainer<Never> { fatalError() }
    public static func result<S: SnippetIntent>(dialog: IntentDialog? = nil, snippetIntent: S) -> Self
    where Self == IntentResultContainer<Never> { fatalError() }
}

// MARK: - Parameters

public enum ParameterControlStyle: Sendable { case field, slider, stepper }

/// How a parameter takes the result of the previous action in a shortcut.
public enum InputConnectionBehavior: Sendable { case `default`, connectToPreviousIntentResult, never }

extension String {
    public struct IntentInputOptions: Sendable {
        public enum KeyboardType: Sendable {
            case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, emailAddress, decimalPad, twitter, webSearch
        }
        public enum CapitalizationType: Sendable { case none, words, sentences, allCharacters }
        public init(
            keyboardType: KeyboardType = .default,
            capitalizationType: CapitalizationType = .sentences,
            multiline: Bool = false,
            autocorrect: Bool = true,
            smartQuotes: Bool = true,
            smartDashes: Bool = true
        ) {}
    }
}

extension Bool {
    /// The words a Boolean parameter shows for each value in a parameter summary.
    public struct IntentDisplayName: Sendable {
        public init(true: LocalizedStringResource, false: LocalizedStringResource) {}
    }
}

/// A stand-in for `UniformTypeIdentifiers.UTType`, which file parameters name.
public struct UTType: Hashable, Sendable {
    public init(exportedAs identifier: String) {}
}

/// A stand-in for `WidgetKit.WidgetFamily`, by which array parameters of widget configurations give their size.
public enum WidgetFamily: Hashable, Sendable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner
}

@propertyWrapper
public final class IntentParameter<Value> {
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }
    public var projectedValue: IntentParameter<Value> { self }

    /// Whether a date parameter asks for a date, a time or both.
    public enum DateKind: Sendable { case date, time, dateTime }

    public init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        inclusiveRange: (Value, Value)? = nil,
        controlStyle: ParameterControlStyle? = nil,
        inputOptions: String.IntentInputOptions? = nil,
        optionsProvider: (any DynamicOptionsProvider)? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        kind: DateKind? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        displayName: Bool.IntentDisplayName? = nil,
        supportedContentTypes: [UTType] = [],
        supportedTypeIdentifiers: [String] = [],
        size: [WidgetFamily: Int]? = nil,
        supportsNegativeNumbers: Bool = true
    ) {}

    public init(
        wrappedValue: Value,
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        inclusiveRange: (Value, Value)? = nil,
        controlStyle: ParameterControlStyle? = nil,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) {}

    public init<U: Dimension>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        defaultUnit: U,
        defaultValue: Double? = nil,
        requestValueDialog: IntentDialog? = nil
    ) where Value == Measurement<U> {}
}

public typealias Parameter<Value> = IntentParameter<Value>

@propertyWrapper
public final class EntityProperty<Value> {
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }
    public var projectedValue: EntityProperty<Value> { self }
    public init(title: LocalizedStringResource) {}
    public init(wrappedValue: Value, title: LocalizedStringResource) {}
}

extension AppEntity {
    public typealias Property<Value> = EntityProperty<Value>
}

// MARK: - Parameter summaries

public protocol ParameterSummary {}

public struct _DefaultParameterSummary: ParameterSummary {
    public init() {}
}

/// The sentence of a `Summary`; it interpolates parameters by key path.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<V>(_ parameter: KeyPath<Intent, IntentParameter<V>>) {}
    }
}

public struct _SummaryRow<Intent> {}

@resultBuilder
public enum ParameterSummaryTableBuilder<Intent: AppIntent> {
    public static func buildExpression<V>(_ parameter: KeyPath<Intent, IntentParameter<V>>) -> _SummaryRow<Intent> {
        _SummaryRow()
    }
    public static func buildBlock(_ rows: _SummaryRow<Intent>...) -> [_SummaryRow<Intent>] { rows }
}

public struct Summary<Intent: AppIntent>: ParameterSummary {
    public init(_ format: ParameterSummaryString<Intent>) {}
    public init(
        _ format: ParameterSummaryString<Intent>,
        @ParameterSummaryTableBuilder<Intent> table: () -> [_SummaryRow<Intent>]
    ) {}
}

public enum ParameterSummaryComparison: Sendable {
    case equalTo, notEqualTo, greaterThan, greaterThanOrEqualTo, lessThan, lessThanOrEqualTo
    case hasAnyValue, hasNoValue
}

public struct When<Intent: AppIntent, Then: ParameterSummary, Otherwise: ParameterSummary>: ParameterSummary {
    public init<V>(
        _ parameter: KeyPath<Intent, IntentParameter<V>>,
        _ comparison: ParameterSummaryComparison,
        _ value: V,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {}
    public init<V>(
        _ parameter: KeyPath<Intent, IntentParameter<V>>,
        _ comparison: ParameterSummaryComparison,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {}
}

public struct Switch<Intent: AppIntent, Value>: ParameterSummary {
    public init(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>,
        @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> [_SummaryCase<Intent, Value>]
    ) {}
}

public struct _SummaryCase<Intent, Value> {}

public struct Case<Intent: AppIntent, Value, Content: ParameterSummary> {
    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ content: () -> Content) {}
}

public struct DefaultCase<Intent: AppIntent, Content: ParameterSummary> {
    public init(@ParameterSummaryBuilder<Intent> _ content: () -> Content) {}
}

@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value> {
    public static func buildExpression<C>(_ branch: Case<Intent, Value, C>) -> _SummaryCase<Intent, Value> {
        _SummaryCase()
    }
    public static func buildExpression<C>(_ branch: DefaultCase<Intent, C>) -> _SummaryCase<Intent, Value> {
        _SummaryCase()
    }
    public static func buildBlock(_ cases: _SummaryCase<Intent, Value>...) -> [_SummaryCase<Intent, Value>] { cases }
}

@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
    public static func buildExpression<T, O>(_ summary: When<Intent, T, O>) -> When<Intent, T, O> { summary }
    public static func buildExpression<V>(_ summary: Switch<Intent, V>) -> Switch<Intent, V> { summary }
    public static func buildBlock<S: ParameterSummary>(_ summary: S) -> S { summary }
}

// MARK: - Entities

public protocol AppEntity: Identifiable, TypeDisplayRepresentable, DisplayRepresentable, _IntentValueRepresentable {
    associatedtype DefaultQuery: EntityQuery
    static var defaultQuery: DefaultQuery { get }
}

public protocol IndexedEntity: AppEntity {}

/// The compiler's extraction list names this protocol; `TransientAppEntity` refines it.
public protocol TransientEntity: TypeDisplayRepresentable, DisplayRepresentable, _IntentValueRepresentable {}

/// An entity that lives only while an intent runs; it needs no query of its own.
public protocol TransientAppEntity: AppEntity, TransientEntity {
    init()
}

public struct TransientEntityIdentifier: Hashable, Sendable {
    public init() {}
}

extension TransientAppEntity {
    public var id: TransientEntityIdentifier { TransientEntityIdentifier() }
    public static var defaultQuery: _TransientAppEntityQuery<Self> { _TransientAppEntityQuery() }
}

public struct _TransientAppEntityQuery<Entity: TransientAppEntity>: EntityQuery {
    public init() {}
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}

/// An entity with exactly one instance, such as the app's settings.
public protocol UniqueAppEntity: AppEntity where DefaultQuery: UniqueAppEntityQuery {}

extension UniqueAppEntity {
    public var id: String { String(describing: Self.self) }
}

public protocol UniqueAppEntityQuery: EnumerableEntityQuery where Entity: UniqueAppEntity {
    func uniqueEntity() async throws -> Entity
}

extension UniqueAppEntityQuery {
    public func allEntities() async throws -> [Entity] { [try await uniqueEntity()] }
}

/// A ready-made query for a `UniqueAppEntity`, built from a closure that returns the instance.
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery {
    public init() {}
    public init(_ provider: @escaping () async throws -> Entity) {}
    public func uniqueEntity() async throws -> Entity { fatalError() }
}

public protocol FileEntity: AppEntity {}

public protocol AppEnum: CaseIterable, RawRepresentable, Hashable, TypeDisplayRepresentable, _IntentValueRepresentable {
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

// MARK: - Queries

public protocol EntityQuery {
    associatedtype Entity: AppEntity
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> [Entity]
    init()
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Entity]
}

public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }
}

/// A simplified property query: comparators are plain values, properties and sorting are lists of key paths.
public protocol EntityPropertyQuery: EntityQuery {
    static var properties: QueryProperties<Entity> { get }
    static var sortingOptions: SortingOptions<Entity> { get }
    func entities(
        matching comparators: [QueryComparator],
        mode: ComparatorMode,
        sortedBy: [SortableBy<Entity>],
        limit: Int?
    ) async throws -> [Entity]
}

public enum ComparatorMode: Sendable { case and, or }

public enum QueryComparator: Sendable {
    case equalTo(String)
    case contains(String)
    case lessThan(Double)
    case greaterThan(Double)
}

public struct QueryProperty<Entity> {
    public init<V>(_ property: KeyPath<Entity, EntityProperty<V>>) {}
}

public struct SortableBy<Entity> {
    public init<V>(_ property: KeyPath<Entity, EntityProperty<V>>) {}
}

@resultBuilder
public enum QueryListBuilder<Element> {
    public static func buildBlock(_ items: Element...) -> [Element] { items }
}

public struct QueryProperties<Entity> {
    public init(@QueryListBuilder<QueryProperty<Entity>> _ properties: () -> [QueryProperty<Entity>]) {}
}

public struct SortingOptions<Entity> {
    public init(@QueryListBuilder<SortableBy<Entity>> _ options: () -> [SortableBy<Entity>]) {}
}

public protocol DynamicOptionsProvider {
    associatedtype Result: Sequence
    func results() async throws -> Result
    init()
}

// MARK: - App Shortcuts

public enum AppShortcutPhraseToken: Sendable {
    case applicationName
}

/// One spoken phrase of an App Shortcut; `Intent` lets it interpolate that intent's parameters.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
        public mutating func appendInterpolation<V>(_ parameter: KeyPath<Intent, IntentParameter<V>>) {}
    }
}

public struct AppShortcut {
    public init<Intent: AppIntent>(
        intent: Intent,
        phrases: [AppShortcutPhrase<Intent>],
        shortTitle: LocalizedStringResource,
        systemImageName: String
    ) {}
    public init<Intent: AppIntent>(
        intent: Intent,
        phrases: [AppShortcutPhrase<Intent>],
        shortTitle: LocalizedStringResource,
        systemImageName: String,
        parameterPresentation: ParameterPresentation<Intent>
    ) {}
}

public struct ParameterPresentation<Intent: AppIntent> {
    public init<V>(for parameter: KeyPath<Intent, IntentParameter<V>>, summary: ParameterSummaryString<Intent>) {}
}

@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildBlock(_ groups: [AppShortcut]...) -> [AppShortcut] { groups.flatMap { $0 } }
    public static func buildOptional(_ group: [AppShortcut]?) -> [AppShortcut] { group ?? [] }
    public static func buildEither(first group: [AppShortcut]) -> [AppShortcut] { group }
    public static func buildEither(second group: [AppShortcut]) -> [AppShortcut] { group }
    public static func buildLimitedAvailability(_ group: [AppShortcut]) -> [AppShortcut] { group }
    public static func buildArray(_ groups: [[AppShortcut]]) -> [AppShortcut] { groups.flatMap { $0 } }
}

public enum ShortcutTileColor: Sendable {
    case automatic, blue, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy
    case orange, pink, purple, red, tangerine, teal, yellow
}

public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .automatic }
    public static func updateAppShortcutParameters() {}
}

// MARK: - Packages

public protocol AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}
