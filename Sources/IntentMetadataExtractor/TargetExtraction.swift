/// One project or package target extracted with its own module name, platform, flags and strings tables.
package struct TargetExtraction: Sendable {
    /// The target.
    package var target: ProjectTarget
    /// The platforms it was checked for, its own first: each it builds for, or the one `--platform` named.
    package var platforms: [ExtractionConfiguration.Platform]
    /// Those of `platforms` the pipeline ran for; each other one took over an earlier one's extraction, which it could
    /// not answer otherwise (see `PlatformConditionLog`).
    package var extractedPlatforms: [ExtractionConfiguration.Platform]
    /// The pipeline's result; file paths in it are relative to the repository's root.
    package var result: ExtractionResult
    /// Reading and pipeline diagnostics, with paths relative to the repository's root, sorted.
    package var diagnostics: [Diagnostic]
}
