import IntentMetadata

/// What the extractor needs to know beyond the source: the module, the platform `#if` is evaluated for, and
/// the bundles of the modules it depends on.
package struct ExtractionConfiguration: Sendable {
    /// The platform `#if os(...)` conditions are evaluated for.
    package enum Platform: String, Sendable, CaseIterable {
        case iOS, macOS, watchOS, tvOS, visionOS
    }

    /// The compiler version `#if compiler(...)` and `#if swift(...)` are evaluated with unless one is given: the Swift of
    /// the newest Xcode release, Xcode 27 (Swift 6.4; docs/ProjectFormats.md says where that comes from).
    package static let defaultCompilerVersion = [6, 4]

    /// The module's name, used in type names and the bundle.
    package var moduleName: String
    /// The platform `#if` conditions are evaluated for.
    package var platform: Platform
    /// The custom compilation conditions set with `-D`.
    package var customFlags: Set<String>
    /// The compiler version `#if compiler(...)` and `#if swift(...)` compare with.
    package var compilerVersion: [Int] = ExtractionConfiguration.defaultCompilerVersion
    /// Bundles of other modules whose entities and enums this module's intents may use.
    package var dependencies: [IntentMetadataBundle]
    /// The language the app is developed in, for the localization checks; `nil` takes the string catalogs'
    /// `sourceLanguage`, else `en`.
    package var sourceLanguage: String?
    /// Overrides the `#if` environment derived from `platform` and `customFlags`; the compiler-comparison
    /// tests use it to evaluate `#if` as `swiftc` does on Linux.
    package var compilationEnvironmentOverride: CompilationEnvironment?
    /// Whether every file is parsed, not only those the App Intents code needs (`RelevantFileSelection`). The metadata
    /// is the same either way; syntax errors in the other files are then reported too.
    package var parsesEveryFile: Bool
    /// Strings tables already read by other extractions of the same run (targets of one repository), if shared.
    package var localizationCache: LocalizationTableCache?
    /// Syntax trees already made by other extractions of the same run (targets of one repository), if shared.
    package var syntaxCache: SyntaxCache?

    /// Whether the files `RelevantFileSelection` chose are kept in `syntaxCache` for another extraction of the same
    /// files: a target's other platforms. Off by default: the key is every file's path, which costs more than
    /// selection itself in a module without App Intents code (woocommerce-ios: 5.3M instructions more).
    package var sharesSelection = false
    /// Where the conditions on the operating system evaluated for this extraction are logged, if anywhere: whether
    /// another platform's extraction would give the same result.
    package var platformConditionLog: PlatformConditionLog?

    /// The environment `#if` conditions are evaluated in.
    package var compilationEnvironment: CompilationEnvironment {
        var environment = compilationEnvironmentOverride ?? CompilationEnvironment(platform: platform, customFlags: customFlags)
        if compilationEnvironmentOverride == nil { environment.compilerVersion = compilerVersion }
        environment.platformConditionLog = platformConditionLog
        return environment
    }

    /// Creates a configuration; by default iOS, no custom flags (so `DEBUG` is off), no dependencies, and only
    /// the files that can contribute parsed.
    package init(
        moduleName: String, platform: Platform = .iOS, customFlags: Set<String> = [], dependencies: [IntentMetadataBundle] = [],
        parsesEveryFile: Bool = false
    ) {
        self.moduleName = moduleName
        self.platform = platform
        self.customFlags = customFlags
        self.dependencies = dependencies
        self.sourceLanguage = nil
        self.compilationEnvironmentOverride = nil
        self.parsesEveryFile = parsesEveryFile
        self.localizationCache = nil
        self.syntaxCache = nil
        self.platformConditionLog = nil
    }
}
