/// The stable identifiers of every diagnostic the extractor reports, sorted alphabetically.
///
/// An identifier is never renamed or reused: CI configurations and suppressions refer to it. The wording of a
/// message may change; its identifier does not.
package enum DiagnosticID: String, Sendable, Hashable, CaseIterable {
    /// The scanned code declares a type named like an App Intents protocol (`protocol AppIntent`), which hides the
    /// framework's, so nothing conforming to it is read (warning). Keep a stand-in module in a target of its own.
    case appIntentsNameShadowed = "app-intents-name-shadowed"
    /// Two App Intents types of one kind share an identifier (such as two nested `Query` types). Rename one.
    case duplicateIdentifier = "duplicate-identifier"
    /// An `AppEntity` has no `defaultQuery`. Add `static var defaultQuery = SomeQuery()`.
    case entityMissingDefaultQuery = "entity-missing-default-query"
    /// An `AppEntity` has no `typeDisplayRepresentation`. Add one with a literal name.
    case entityMissingTypeDisplayRepresentation = "entity-missing-type-display-representation"
    /// `AppEnum` conformance was added to an enum declared in another module, whose cases cannot be read.
    case enumFromOtherModule = "enum-from-other-module"
    /// `caseDisplayRepresentations` lacks an entry for some case of the enum. Add one per case.
    case enumCasesNotExhaustive = "enum-cases-not-exhaustive"
    /// A `caseDisplayRepresentations` key names a member the enum does not have (`.middle`), which the compiler
    /// rejects. Name one of its cases.
    case enumRepresentationUnknownCase = "enum-representation-unknown-case"
    /// A file could not be read, or is not text.
    case fileUnreadable = "file-unreadable"
    /// An intent definition file (`.intentdefinition`) is not a valid property list, or an intent, parameter,
    /// enum or type in it has no name. Fix the file in Xcode's intent editor, or restore it from version control.
    case intentDefinitionMalformed = "intent-definition-malformed"
    /// A parameter or property of an intent definition has a type with no App Intents equivalent, or refers
    /// to an enum or type the file does not declare (warning). Conversions leave it out; add it by hand.
    case intentDefinitionUnsupportedType = "intent-definition-unsupported-type"
    /// A `.strings` file or `.xcstrings` catalog the App Intents code uses cannot be read: bad syntax, encoding or
    /// structure. Fix the file at the position given; the entries after the problem are ignored. A warning for a
    /// `.strings` file (Xcode builds such files), an error for a catalog (Xcode's build fails on it).
    case localizationMalformedFile = "localization-malformed-file"
    /// A key-style literal (`"intent.open.title"`) the App Intents code uses has no `defaultValue` and no locale's
    /// table has it, so people would see the raw key (warning). Add the key to the table, or give it a `defaultValue`.
    case localizationMissingKey = "localization-missing-key"
    /// Some locale of the app lacks translations of keys the App Intents code uses (warning, one per locale,
    /// with a note per key). Translate them, or remove the locale.
    case localizationMissingTranslation = "localization-missing-translation"
    /// A translated App Shortcut phrase lacks `${applicationName}` or has it more than once (warning: Siri cannot
    /// match it as Apple requires, though the build is not known to fail). Keep exactly one `${applicationName}`.
    case localizationPhraseApplicationName = "localization-phrase-application-name"
    /// A translated App Shortcut phrase names a `${parameter}` that the phrase in code does not have (warning). Use
    /// only the parameters of the original phrase.
    case localizationPhraseUnknownParameter = "localization-phrase-unknown-parameter"
    /// `caseDisplayRepresentations` is not a literal dictionary (computed, built in code, or from elsewhere).
    case nonConstantCaseDisplayRepresentations = "non-constant-case-display-representations"
    /// An intent's `description` is not a literal or an initializer call with literals.
    case nonConstantDescription = "non-constant-description"
    /// `openAppWhenRun` is not a Boolean literal.
    case nonConstantOpenAppWhenRun = "non-constant-open-app-when-run"
    /// A `@Parameter` title is not a literal or an initializer call with literals.
    case nonConstantParameterTitle = "non-constant-parameter-title"
    /// A `@Property` title is not a literal or an initializer call with literals.
    case nonConstantPropertyTitle = "non-constant-property-title"
    /// An intent's `title` is not a literal or an initializer call with literals.
    case nonConstantTitle = "non-constant-title"
    /// `typeDisplayRepresentation` is not a literal or an initializer call with literals.
    case nonConstantTypeDisplayRepresentation = "non-constant-type-display-representation"
    /// An `OpenIntent`'s parameter is not named `target`.
    case openIntentParameterNotTarget = "open-intent-parameter-not-target"
    /// `merge`: a module's bundle is not reachable through the app's `AppIntentsPackage.includedPackages` (warning).
    case packageNotIncluded = "package-not-included"
    /// A parameter summary leaves out a required parameter (warning).
    case parameterSummaryMissingParameter = "parameter-summary-missing-parameter"
    /// A parameter summary names a parameter the intent does not have.
    case parameterSummaryUnknownParameter = "parameter-summary-unknown-parameter"
    /// An Xcode project, `.xcconfig` file or package refers to something that is not there: a missing object, a
    /// group that contains itself, a file that does not exist (warning). That entry is skipped; fix the project.
    case projectInvalidReference = "project-invalid-reference"
    /// An Xcode project (`project.pbxproj`), `.xcconfig` file or package manifest cannot be read: bad syntax, too
    /// large, or not the expected structure. Nothing from it is used; fix the file at the position given.
    case projectUnreadable = "project-unreadable"
    /// An entity query's entity type could not be found.
    case queryEntityUnresolved = "query-entity-unresolved"
    /// An App Shortcut phrase names more than one parameter.
    case shortcutPhraseMultipleParameters = "shortcut-phrase-multiple-parameters"
    /// An App Shortcut phrase lacks `\(.applicationName)` or has it more than once.
    case shortcutPhraseApplicationName = "shortcut-phrase-application-name"
    /// An App Shortcut phrase names a parameter that is not an `AppEntity` or `AppEnum` of the intent.
    case shortcutPhraseParameterType = "shortcut-phrase-parameter-type"
    /// An App Shortcut's phrases are not an inline array literal, so they cannot be read at build time (warning:
    /// shipping apps do this and build; the shortcut then has no phrase in the metadata).
    case shortcutPhrasesNotInline = "shortcut-phrases-not-inline"
    /// The app declares more than 10 App Shortcuts.
    case shortcutsLimitExceeded = "shortcuts-limit-exceeded"
    /// The app declares more than one `AppShortcutsProvider`.
    case shortcutsProviderDuplicate = "shortcuts-provider-duplicate"
    /// A block comment is not closed.
    case syntaxUnterminatedComment = "syntax-unterminated-comment"
    /// A string literal is not closed.
    case syntaxUnterminatedString = "syntax-unterminated-string"
    /// Braces, brackets or parentheses do not balance.
    case syntaxUnbalancedBraces = "syntax-unbalanced-braces"
    /// Nesting is deeper than the parser's fixed limit.
    case syntaxNestingTooDeep = "syntax-nesting-too-deep"
    /// Any other syntax problem: an unexpected token or an invalid character.
    case syntaxError = "syntax-error"
    /// A value type comes from a module that was not given with `--dependency` (warning).
    case valueTypeFromOtherModule = "value-type-from-other-module"
    /// A parameter's or property's type is not a supported value type, entity or enum.
    case valueTypeUnsupported = "value-type-unsupported"

    /// The severity a diagnostic of this rule has unless stated otherwise.
    package var defaultSeverity: Diagnostic.Severity {
        switch self {
        case .appIntentsNameShadowed, .intentDefinitionUnsupportedType, .localizationMalformedFile, .localizationMissingKey, .localizationMissingTranslation,
            .localizationPhraseApplicationName, .localizationPhraseUnknownParameter, .packageNotIncluded, .parameterSummaryMissingParameter,
            .projectInvalidReference, .valueTypeFromOtherModule:
            .warning
        // Shipping apps hoist phrases into properties and build; Apple's tools then see no phrase, which we
        // cannot show fails the build.
        case .shortcutPhrasesNotInline:
            .warning
        default: .error
        }
    }
}
