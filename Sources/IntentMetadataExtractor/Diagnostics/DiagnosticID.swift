/// The stable identifier of a diagnostic's rule, with the severity its diagnostics have unless stated otherwise.
///
/// An identifier is never renamed or reused: CI configurations and suppressions refer to it. The wording of a
/// message may change; its identifier does not. Each identifier is a static member declared once, beside the code
/// that reports it: a check's in its file under `Checks/` (listed by its ``ModuleCheck/Rule``), the stages' below.
/// ``allCases`` gathers them; `DiagnosticCatalogTests` fails when a declared identifier is missing from it.
package struct DiagnosticID: Sendable, Hashable, CustomStringConvertible {
    /// The kebab-case identifier, such as `non-constant-title`.
    package let rawValue: String
    /// The severity a diagnostic of this rule has unless stated otherwise.
    package let defaultSeverity: Diagnostic.Severity

    init(_ rawValue: String, severity: Diagnostic.Severity = .error) {
        self.rawValue = rawValue
        self.defaultSeverity = severity
    }

    package var description: String { rawValue }

    // An identifier is its text: the severity is a property of the rule, not part of its identity.
    package static func == (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue == rhs.rawValue }

    package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Every identifier the extractor reports, sorted: the stages' and those of every registered check.
    package static var allCases: [DiagnosticID] {
        (reportedByStages + ModuleCheck.rules.flatMap(\.identifiers)).sorted { $0.rawValue < $1.rawValue }
    }

    /// The identifiers the stages before the checks report (input, lexer, parser, recognition, localization
    /// readers, intent definitions, projects, merging), sorted.
    static let reportedByStages: [DiagnosticID] = [
        .appIntentsNameShadowed,
        .compilerVersionBranch,
        .enumFromOtherModule,
        .fileUnreadable,
        .intentDefinitionMalformed,
        .intentDefinitionUnsupportedType,
        .localizationMalformedFile,
        .packageNotIncluded,
        .projectInvalidReference,
        .projectNotRead,
        .projectSourcesOutsideTargets,
        .projectUnreadable,
        .shortcutPhrasesNotInline,
        .syntaxError,
        .syntaxNestingTooDeep,
        .syntaxUnbalancedBraces,
        .syntaxUnterminatedComment,
        .syntaxUnterminatedString,
        .valueTypeFromOtherModule,
        .valueTypeUnsupported,
    ]
}

// MARK: - Reported by the stages before the checks

extension DiagnosticID {
    /// The scanned code declares a type named like an App Intents protocol (`protocol AppIntent`), which hides the
    /// framework's, so nothing conforming to it is read (warning). Keep a stand-in module in a target of its own.
    package static let appIntentsNameShadowed = DiagnosticID("app-intents-name-shadowed", severity: .warning)
    /// `AppEnum` conformance was added to an enum declared in no scanned module (warning): its cases are those its
    /// `caseDisplayRepresentations` or `allCases` name, and their raw values cannot be checked. Pass that module's
    /// sources with `--dependency-sources` to read them.
    package static let enumFromOtherModule = DiagnosticID("enum-from-other-module", severity: .warning)
    /// A file could not be read, or is not text.
    package static let fileUnreadable = DiagnosticID("file-unreadable")
    /// An intent definition file (`.intentdefinition`) is not a valid property list, or an intent, parameter,
    /// enum or type in it has no name. Fix the file in Xcode's intent editor, or restore it from version control.
    package static let intentDefinitionMalformed = DiagnosticID("intent-definition-malformed")
    /// A parameter or property of an intent definition has a type with no App Intents equivalent, or refers
    /// to an enum or type the file does not declare (warning). Conversions leave it out; add it by hand.
    package static let intentDefinitionUnsupportedType = DiagnosticID("intent-definition-unsupported-type", severity: .warning)
    /// A `.strings` file or `.xcstrings` catalog the App Intents code uses cannot be read: bad syntax, encoding or
    /// structure. Fix the file at the position given; the entries after the problem are ignored. A warning for a
    /// `.strings` file (Xcode builds such files), an error for a catalog (Xcode's build fails on it).
    package static let localizationMalformedFile = DiagnosticID("localization-malformed-file", severity: .warning)
    /// `merge`: a module's bundle is not reachable through the app's `AppIntentsPackage.includedPackages` (warning).
    package static let packageNotIncluded = DiagnosticID("package-not-included", severity: .warning)
    /// An Xcode project, `.xcconfig` file or package refers to something that is not there: a missing object, a
    /// group that contains itself, a file that does not exist (warning). That entry is skipped; fix the project.
    package static let projectInvalidReference = DiagnosticID("project-invalid-reference", severity: .warning)
    /// App Intents declarations sit only in a `#if compiler(...)` (or `swift(...)`) branch that the compiler version in use
    /// does not take: they are not read (note). Pass `--compiler-version` with the version of the Xcode that builds the app.
    package static let compilerVersionBranch = DiagnosticID("compiler-version-branch", severity: .note)
    /// A project describes a target or setting in code this tool does not run (a Tuist helper function, a value
    /// computed from the environment, a package target added inside an `if`): it is not read, and nothing is guessed
    /// in its place. Write it as a literal, or point the tool at the generated Xcode project.
    package static let projectNotRead = DiagnosticID("project-not-read", severity: .warning)
    /// An Xcode project (`project.pbxproj`), `.xcconfig` file or package manifest cannot be read: bad syntax, too
    /// large, or not the expected structure. Nothing from it is used; fix the file at the position given.
    package static let projectUnreadable = DiagnosticID("project-unreadable")
    /// No target of the projects read has App Intents code, but Swift files of the repository that no target compiles
    /// name App Intents (warning): they were not checked. Name the project that builds them on the command line (an
    /// XcodeGen spec with another name than `project.yml`), or check their folder as one module.
    package static let projectSourcesOutsideTargets = DiagnosticID("project-sources-outside-targets", severity: .warning)
    /// An App Shortcut's phrases are not an inline array literal, so they cannot be read at build time (warning:
    /// shipping apps do this and build; the shortcut then has no phrase in the metadata).
    package static let shortcutPhrasesNotInline = DiagnosticID("shortcut-phrases-not-inline", severity: .warning)
    /// A block comment is not closed.
    package static let syntaxUnterminatedComment = DiagnosticID("syntax-unterminated-comment")
    /// A string literal is not closed.
    package static let syntaxUnterminatedString = DiagnosticID("syntax-unterminated-string")
    /// Braces, brackets or parentheses do not balance.
    package static let syntaxUnbalancedBraces = DiagnosticID("syntax-unbalanced-braces")
    /// Nesting is deeper than the parser's fixed limit.
    package static let syntaxNestingTooDeep = DiagnosticID("syntax-nesting-too-deep")
    /// Any other syntax problem: an unexpected token or an invalid character.
    package static let syntaxError = DiagnosticID("syntax-error")
    /// A value type comes from a module that was not given with `--dependency` (warning).
    package static let valueTypeFromOtherModule = DiagnosticID("value-type-from-other-module", severity: .warning)
    /// A parameter's or property's type is not a supported value type, entity or enum.
    package static let valueTypeUnsupported = DiagnosticID("value-type-unsupported")
}
