import IntentMetadata

extension CommandSpecification {
    static let diff = CommandSpecification(
        name: .diff,
        abstract: "Compares two versions of a module's App Intents metadata and classes each change as breaking, notable or additive.",
        arguments: [
            (name: "<old>", help: "The old version: a bundle ('.json'), a Swift file or a source folder."),
            (name: "<new>", help: "The new version, in the same forms."),
        ],
        options: [
            OptionSpecification(
                name: "--format", valueName: "format",
                help: "\(BundleDiffFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default: text)."
            ),
            OptionSpecification(name: "--allow-breaking", help: "Exit with 0 even when a change is breaking."),
            OptionSpecification(
                name: "--module", valueName: "name",
                help: "For sources, the module's name (default: the name of each side's folder)."
            ),
            OptionSpecification(
                name: "--platform", valueName: "platform",
                help: "For sources, the platform '#if os(...)' is evaluated for (default: iOS)."
            ),
            OptionSpecification(
                name: "--define", shortName: "-D", valueName: "flag", isRepeatable: true,
                help: "For sources, a custom compilation condition that '#if' sees as set."
            ),
        ]
    )
}
