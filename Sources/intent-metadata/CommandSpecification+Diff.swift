extension CommandSpecification {
    static let diff = CommandSpecification(
        name: .diff,
        abstract: "Classes each change between two versions of a module's metadata as breaking, notable or additive; exits with 1 if any is breaking.",
        arguments: [
            (name: "<old>", help: "The old version: a bundle, Apple's 'extract.actionsdata' or a built app (recognised by content), a Swift file or a source folder."),
            (name: "<new>", help: "The new version, in the same forms."),
        ],
        options: [
            OptionSpecification(name: "--format", valueName: "format", help: "text, markdown (for a pull request comment), json or github (annotations). Default: text."),
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
