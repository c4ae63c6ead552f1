/// What a person choosing an action needs to know about it, in words.
///
/// Made by ``IntentMetadataBundle/actionDescriptions(actionIdentifier:)``; the `.json` description format
/// is an array of these. Texts are the default texts of the bundle's localized strings, or their translations when
/// described with a locale (``IntentMetadataBundle/actionDescriptions(actionIdentifier:locale:)``).
public struct ActionDescription: Codable, Sendable, Hashable {
    /// One choice of an enum parameter.
    public struct Choice: Codable, Sendable, Hashable {
        /// The value a caller passes: the case's raw value as text, or its identifier when it has none.
        public var value: String
        /// The title people see.
        public var title: String

        /// Creates a choice.
        ///
        /// - Parameters:
        ///   - value: The value a caller passes.
        ///   - title: The title people see.
        public init(value: String, title: String) {
            self.value = value
            self.title = title
        }
    }

    /// One parameter of the action.
    public struct Parameter: Codable, Sendable, Hashable {
        /// The parameter's name, as summaries and saved shortcuts refer to it.
        public var name: String
        /// The parameter's title.
        public var title: String
        /// The parameter's description, if it has one.
        public var description: String?
        /// The type in words: `text`, `a Book`, `a list of Books`, `one of: Want to Read, Reading`.
        public var type: String
        /// Whether a value must be given: the parameter is not optional and has no default value.
        public var isRequired: Bool
        /// The default value as people see it (an enum case as its title), if there is one.
        public var defaultValue: String?
        /// The choices, when the parameter's type is an enum or an array of one.
        public var choices: [Choice]?

        /// Creates a parameter description.
        ///
        /// - Parameters:
        ///   - name: The parameter's name.
        ///   - title: The parameter's title.
        ///   - description: The parameter's description.
        ///   - type: The type in words.
        ///   - isRequired: Whether a value must be given.
        ///   - defaultValue: The default value as people see it.
        ///   - choices: The choices of an enum parameter.
        public init(name: String, title: String, description: String? = nil, type: String, isRequired: Bool, defaultValue: String? = nil, choices: [Choice]? = nil) {
            self.name = name
            self.title = title
            self.description = description
            self.type = type
            self.isRequired = isRequired
            self.defaultValue = defaultValue
            self.choices = choices
        }
    }

    /// The action's identifier.
    public var identifier: String
    /// The action's title.
    public var title: String
    /// The action's description, if it has one.
    public var description: String?
    /// The parameters, in declaration order.
    public var parameters: [Parameter]
    /// The parameter summary as a sentence with the parameters' titles as placeholders, if there is one.
    public var summary: String?
    /// Whether running the action brings the app to the foreground: `openAppWhenRun` is `true`, the action
    /// is an `OpenIntent` (unless `openAppWhenRun` is `false`), or `supportedModes` has a `foreground` mode.
    public var opensApp: Bool
    /// Whether the system offers the action to people (`isDiscoverable`).
    public var isDiscoverable: Bool
    /// What the action returns, in words, or `nil` when it returns no value.
    public var returns: String?
    /// What the action shows when it finishes: `a dialog`, `a snippet view`, `a snippet intent`, `another intent`.
    public var shows: [String]
    /// The App Shortcuts phrases that run the action, with `<app name>` for the app's name.
    public var phrases: [String]

    /// Creates an action description.
    ///
    /// - Parameters:
    ///   - identifier: The action's identifier.
    ///   - title: The action's title.
    ///   - description: The action's description.
    ///   - parameters: The parameters, in declaration order.
    ///   - summary: The parameter summary as a sentence.
    ///   - opensApp: Whether running the action opens the app.
    ///   - isDiscoverable: Whether the system offers the action to people.
    ///   - returns: What the action returns, in words.
    ///   - shows: What the action shows when it finishes.
    ///   - phrases: The phrases that run the action.
    public init(
        identifier: String,
        title: String,
        description: String? = nil,
        parameters: [Parameter] = [],
        summary: String? = nil,
        opensApp: Bool = false,
        isDiscoverable: Bool = true,
        returns: String? = nil,
        shows: [String] = [],
        phrases: [String] = []
    ) {
        self.identifier = identifier
        self.title = title
        self.description = description
        self.parameters = parameters
        self.summary = summary
        self.opensApp = opensApp
        self.isDiscoverable = isDiscoverable
        self.returns = returns
        self.shows = shows
        self.phrases = phrases
    }
}
