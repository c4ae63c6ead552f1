import IntentMetadata

/// What one extraction produced: the bundle and every diagnostic, sorted by place.
package struct ExtractionResult: Sendable {
    /// The module's metadata. Only to be written when `hasErrors` is false (or the user asked to keep going).
    package var bundle: IntentMetadataBundle
    /// Every diagnostic, sorted by file, line and column.
    package var diagnostics: [Diagnostic]
    /// The Swift mangled name of each type the bundle names, by its module-qualified name, or why it needs the
    /// compiler: for writing Apple's metadata, which identifies types by these names.
    package var mangledTypeNames: [String: Result<String, MangledTypeName.Refusal>]
    /// The paths of the module's Swift files, and of those lexed and parsed for it (every file with `--all-files`,
    /// else those `RelevantFileSelection` chose): what `INTENT_METADATA_STATS` counts.
    package var files: (given: [String], parsed: [String]) = ([], [])

    /// Creates a result.
    package init(bundle: IntentMetadataBundle, diagnostics: [Diagnostic], mangledTypeNames: [String: Result<String, MangledTypeName.Refusal>] = [:]) {
        self.bundle = bundle
        self.diagnostics = diagnostics
        self.mangledTypeNames = mangledTypeNames
    }

    /// Whether any diagnostic is an error, which halts writing the bundle.
    package var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}
