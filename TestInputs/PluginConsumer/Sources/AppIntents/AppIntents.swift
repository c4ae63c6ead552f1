// A stand-in for Apple's AppIntents framework: only the declarations `LibraryIntents` uses, so that the consumer
// builds on Linux. Nothing here runs an intent.

/// A user-visible string: a key in a strings table, with an optional default.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable {
    public let key: String
    public let defaultValue: String?
    public let table: String?

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    public init(_ key: String, defaultValue: String? = nil, table: String? = nil) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
    }
}

/// What an intent does, in a sentence.
public struct IntentDescription: ExpressibleByStringLiteral, Sendable {
    public let text: LocalizedStringResource

    public init(stringLiteral value: String) {
        text = LocalizedStringResource(value)
    }

    public init(_ text: LocalizedStringResource) {
        self.text = text
    }
}

/// How a value or a type is shown.
public struct DisplayRepresentation: ExpressibleByStringLiteral, Sendable {
    public let title: LocalizedStringResource
    public let subtitle: LocalizedStringResource?

    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(value))
    }

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
}

/// How a type's name is shown.
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, Sendable {
    public let name: LocalizedStringResource

    public init(stringLiteral value: String) {
        name = LocalizedStringResource(value)
    }

    public init(name: LocalizedStringResource) {
        self.name = name
    }
}

/// What `perform()` returns.
public protocol IntentResult: Sendable {}

/// A result with nothing in it.
public struct EmptyIntentResult: IntentResult {
    public init() {}
}

extension IntentResult where Self == EmptyIntentResult {
    public static func result() -> EmptyIntentResult { EmptyIntentResult() }
}

/// An action the app offers to the system.
public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    init()
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
}

/// An enumeration whose cases people pick from.
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// An intent's input.
@propertyWrapper
public struct Parameter<Value: Sendable>: Sendable {
    public let title: LocalizedStringResource
    private var value: Value?

    public init(title: LocalizedStringResource) {
        self.title = title
    }

    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        value = wrappedValue
    }

    public var projectedValue: Parameter<Value> { self }

    public var wrappedValue: Value {
        get {
            guard let value else { preconditionFailure("parameter '\(title.key)' was not resolved") }
            return value
        }
        set { value = newValue }
    }
}

/// Something the system can find by identifier and show.
public protocol AppEntity: Identifiable, Sendable {
    associatedtype DefaultQuery: EntityQuery
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    var displayRepresentation: DisplayRepresentation { get }
    static var defaultQuery: DefaultQuery { get }
}

/// Finds entities by identifier.
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
}

/// A sentence that shows an intent's parameters in place.
public protocol ParameterSummary {}

/// The text of a summary or a phrase: literal parts and an intent's parameters.
public struct ParameterText<Intent>: ExpressibleByStringInterpolation {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, Parameter<Value>>) {}
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
    }

    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

/// A summary of one intent.
public struct IntentSummary<Intent: AppIntent>: ParameterSummary {
    public init(_ text: ParameterText<Intent>) {}
}

extension AppIntent {
    /// `Summary("...")` inside an intent summarizes that intent.
    public typealias Summary = IntentSummary<Self>
}

/// A word the system fills in a phrase, such as the app's name.
public struct AppShortcutPhraseToken: Sendable {
    public static let applicationName = AppShortcutPhraseToken()
}

/// An intent people can run by voice or from Spotlight, with the phrases that run it.
public struct AppShortcut: Sendable {
    public init<Intent: AppIntent>(intent: Intent, phrases: [ParameterText<Intent>], shortTitle: LocalizedStringResource, systemImageName: String) {}
}

/// Builds the list of an app's shortcuts.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildBlock(_ shortcuts: AppShortcut...) -> [AppShortcut] { shortcuts }
}

/// The App Shortcuts an app offers.
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}
