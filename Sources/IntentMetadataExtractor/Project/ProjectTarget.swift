/// One target of an Xcode project or a Swift package, as the extractor needs it: which files make the module,
/// what the module is called, and the platform and flags `#if` is evaluated with.
package struct ProjectTarget: Sendable, Equatable {
    /// What a target builds.
    package enum Kind: String, Sendable, Equatable, CaseIterable {
        /// An app (`com.apple.product-type.application`, App Clips included).
        case application = "app"
        /// An app extension: widgets, intents, share, ExtensionKit extensions.
        case appExtension = "app-extension"
        /// A framework.
        case framework
        /// A static library.
        case staticLibrary = "static-library"
        /// A dynamic library.
        case dynamicLibrary = "dynamic-library"
        /// A watchOS app, or the container of one.
        case watchApplication = "watch-app"
        /// A WatchKit extension.
        case watchExtension = "watch-extension"
        /// A command-line tool, or a package's executable target.
        case tool
        /// A Swift package's library target.
        case packageTarget = "package-target"
        /// Any other product type (bundles, XPC services, ...).
        case other
    }

    /// The target's name.
    package var name: String
    /// What it builds.
    package var kind: Kind
    /// The module name the compiler gives its Swift code.
    package var moduleName: String
    /// The platform `#if os(...)` is evaluated for: the SDK, or the first supported platform.
    package var platform: ExtractionConfiguration.Platform
    /// Every platform the target supports, in `Platform.allCases` order.
    package var platforms: [ExtractionConfiguration.Platform]
    /// The compilation conditions that are set (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D` in `OTHER_SWIFT_FLAGS`), sorted.
    package var compilationFlags: [String]
    /// The absolute path of the `.xcodeproj`, or of the package's folder.
    package var projectPath: String
    /// Absolute paths of the Swift and `.intentdefinition` files compiled into the target, sorted.
    package var sourceFiles: [String]
    /// Absolute paths of its strings tables and string catalogs, sorted.
    package var resourceFiles: [String]
    /// The targets and package products it depends on, embeds or links, by name, sorted.
    package var dependencies: [String]
    /// The project's development region (`developmentRegion`), when given.
    package var developmentRegion: String?
    /// The project's known regions (`knownRegions`), `Base` excluded, sorted.
    package var knownRegions: [String]
    /// The deployment target of `platform`, such as `17.0`, when set.
    package var deploymentTarget: String?
    /// Whether the reader found each of `sourceFiles` and `resourceFiles` to be there and not be a folder: the Xcode
    /// project reader asks with a `stat` per file, and a package's files are the entries its folders list that are
    /// not folders (opaque folders such as `.xcassets` never end in `.swift` or a strings extension). Reading the
    /// target then asks no second time.
    package var filesAreChecked: Bool

    /// Creates a target.
    package init(
        name: String, kind: Kind, moduleName: String, platform: ExtractionConfiguration.Platform, platforms: [ExtractionConfiguration.Platform] = [],
        compilationFlags: [String] = [], projectPath: String, sourceFiles: [String] = [], resourceFiles: [String] = [], dependencies: [String] = [],
        developmentRegion: String? = nil, knownRegions: [String] = [], deploymentTarget: String? = nil, filesAreChecked: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.moduleName = moduleName
        self.platform = platform
        self.platforms = platforms.isEmpty ? [platform] : platforms
        self.compilationFlags = compilationFlags
        self.projectPath = projectPath
        self.sourceFiles = sourceFiles
        self.resourceFiles = resourceFiles
        self.dependencies = dependencies
        self.developmentRegion = developmentRegion
        self.knownRegions = knownRegions
        self.deploymentTarget = deploymentTarget
        self.filesAreChecked = filesAreChecked
    }

    /// The number of Swift files.
    package var swiftFileCount: Int {
        sourceFiles.reduce(0) { $1.hasSuffix(".swift") ? $0 + 1 : $0 }
    }

    /// Whether it has a Swift file: the first one found answers, where `swiftFileCount` looks at every path of a
    /// target that lists thousands.
    package var hasSwiftFiles: Bool {
        sourceFiles.contains { $0.hasSuffix(".swift") }
    }
}

extension ProjectTarget.Kind {
    /// The kind of an Xcode product type; `nil` for test bundles, which are skipped.
    ///
    /// - Parameter productType: a `productType` such as `com.apple.product-type.application`.
    package init?(productType: String) {
        let type = productType.hasPrefix("com.apple.product-type.") ? String(productType.dropFirst("com.apple.product-type.".count)) : productType
        switch type {
        case "bundle.unit-test", "bundle.ui-testing", "bundle.ocunit-test": return nil
        case "application", "application.on-demand-install-capable", "application.messages": self = .application
        case "application.watchapp", "application.watchapp2", "application.watchapp2-container": self = .watchApplication
        case "watchkit-extension", "watchkit2-extension": self = .watchExtension
        case "framework", "framework.static": self = .framework
        case "library.static": self = .staticLibrary
        case "library.dynamic": self = .dynamicLibrary
        case "tool": self = .tool
        default:
            self = type.hasPrefix("app-extension") || type.hasPrefix("extensionkit-extension") || type.hasPrefix("tv-app-extension") ? .appExtension : .other
        }
    }
}
