/// The options of `targets`.
package struct TargetsOptions: Equatable, Sendable {
    /// How the targets are printed.
    package enum Format: String, Equatable, Sendable, CaseIterable {
        /// A table for people.
        case text
        /// A JSON array of objects, for scripts.
        case json
    }

    /// A repository folder, an `.xcodeproj`, or a package folder.
    package var path: String
    /// The output format.
    package var format: Format = .text
    /// The build configuration whose settings apply; `nil` means `Debug`.
    package var configuration: String?
    /// Whether JSON lists each target's files (`--files`), for comparisons with other readers.
    package var listsFiles = false
    /// The compiler version manifests are read with (`--compiler-version`); `nil` means the default.
    package var compilerVersion: [Int]?

    /// Creates targets options.
    package init(path: String, format: Format = .text, configuration: String? = nil, listsFiles: Bool = false) {
        self.path = path
        self.format = format
        self.configuration = configuration
        self.listsFiles = listsFiles
    }
}

extension TargetsOptions: ParsableOptions {
    init() { self.init(path: "") }

    static let declaration = CommandDeclaration<Self>(
        name: .targets,
        abstract: "Lists the targets of the Xcode projects, XcodeGen specs, Tuist manifests and Swift packages under a folder, with module, platform and file count.",
        arguments: [.one("<path>", help: "A repository folder, an '.xcodeproj', a 'project.yml', a 'Project.swift', or a Swift package folder.", \.path)],
        options: [
            .format(help: "text or json (default: text).", \.format),
            .value(.configuration, \.configuration),
            .flag("--files", help: "In JSON, list each target's Swift and strings files (paths relative to <path>).", \.listsFiles),
            .version(.compilerVersion, \.compilerVersion),
        ]
    )

    var command: Command { .targets(self) }
}
