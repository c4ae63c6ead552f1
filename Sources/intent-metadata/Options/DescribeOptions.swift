import IntentMetadata
import IntentMetadataExtractor

/// The options of `describe`.
package struct DescribeOptions: Equatable, Sendable {
    /// The output of `describe`: the runtime library's formats, not a copy of them.
    package typealias Format = DescriptionFormat

    /// A bundle (`.json`), a Swift file or a source folder.
    package var inputPath = ""
    /// Only this action, when given.
    package var actionIdentifier: String?
    /// The output format.
    package var format: Format = .text
    /// Only declarations of these modules (for merged bundles); for sources, the first is the module name.
    package var moduleNames: [String] = []
    /// The platform, for sources.
    package var platform: ExtractionConfiguration.Platform = .iOS
    /// Custom compilation conditions, for sources.
    package var customFlags: [String] = []
    /// The compiler version, for sources (`--compiler-version`).
    package var compilerVersion: [Int]?
    /// For sources: bundles (`--dependency`) and sources (`--dependency-sources`) of modules they import.
    package var dependencies: [String] = []
    package var dependencySources: [String] = []
    /// The language to describe in, such as `de` or `pt-BR`; `nil` shows the texts as written in code.
    package var locale: String?

    /// Every option at its default; the command line fills them.
    package init() {}
}

extension DescribeOptions: ParsableOptions {
    static let declaration = CommandDeclaration<Self>(
        name: .describe,
        abstract: "Describes the actions, entities and enums of a bundle, or of a source tree.",
        arguments: [
            .one(
                "<input>",
                help: "A bundle, Apple's 'extract.actionsdata', a built app ('.app') or its 'Metadata.appintents' folder (recognised by content), a Swift file, a source folder, or a Swift package or Xcode project, read target by target and merged.",
                \.inputPath
            ),
        ],
        options: [
            .value("--action", valueName: "identifier", help: "Describe only this action.", \.actionIdentifier),
            .format(help: "\(Format.allCases.map(\.rawValue).joined(separator: ", ")) (default: text).", \.format),
            .values("--module", valueName: "name", help: "Describe only this module's declarations (repeatable); for sources, the module's name.", \.moduleNames),
            .choice(.platform, \.platform),
            .values(.define, \.customFlags),
            .version(.compilerVersion, \.compilerVersion),
            .values(.dependency, \.dependencies),
            .values(.dependencySources, \.dependencySources),
            .value(
                "--locale", valueName: "locale",
                help: "Describe in this language (such as de or pt-BR), falling back to its language, the source language, the default value, then the key (default: the development language, when the bundle has its texts).",
                \.locale
            ),
        ]
    )

    var command: Command { .describe(self) }
}
