// swift-tools-version:6.0
// No package dependencies, on purpose: this package is added to app targets as a build plugin, and every
// dependency would be built in the app's configuration on each cold build.
import PackageDescription

let package = Package(
    name: "swift-intent-metadata",
    products: [
        .library(name: "IntentMetadata", targets: ["IntentMetadata"]),
        .executable(name: "intent-metadata", targets: ["intent-metadata"]),
        .plugin(name: "IntentMetadataPlugin", targets: ["IntentMetadataPlugin"]),
        .plugin(name: "IntentMetadataCommand", targets: ["IntentMetadataCommand"]),
        .plugin(name: "IntentMetadataGenerate", targets: ["IntentMetadataGenerate"]),
    ],
    targets: [
        .target(name: "IntentMetadata"),
        // The extractor is a target, not a product: its API is `package`, shared with the CLI and the tests, so a
        // product would give other packages a module with nothing they could call. Apps use the CLI and the plugins;
        // to extract from code, run the tool. (docs/Architecture.md)
        .target(name: "IntentMetadataExtractor", dependencies: ["IntentMetadata", "CGlibcMalloc", "CLinuxDirectoryEntries"]),
        // glibc's <malloc.h> for the extractor's `ShortRunHeap` (a module map, nothing to compile; empty elsewhere).
        .systemLibrary(name: "CGlibcMalloc"),
        // Linux's `getdents64` for the extractor's `FolderEntries` (an inline wrapper in a header; empty elsewhere).
        .systemLibrary(name: "CLinuxDirectoryEntries"),
        .executableTarget(name: "intent-metadata", dependencies: ["IntentMetadata", "IntentMetadataExtractor"]),
        .plugin(
            name: "IntentMetadataPlugin",
            capability: .buildTool(),
            dependencies: ["intent-metadata"]
        ),
        .plugin(
            name: "IntentMetadataCommand",
            capability: .command(
                intent: .custom(verb: "intent-metadata", description: "Check App Intents metadata or write bundles into the package"),
                permissions: []
            ),
            dependencies: ["intent-metadata"]
        ),
        // Separate from the CI verb above because permissions are per plugin: declaring write access would make
        // `check` fail without `--allow-writing-to-package-directory`, even though it writes nothing.
        .plugin(
            name: "IntentMetadataGenerate",
            capability: .command(
                intent: .custom(verb: "intent-metadata-generate", description: "Write each target's App Intents metadata bundle into the package for review"),
                permissions: [.writeToPackageDirectory(reason: "Writes <Target>.intentmetadata.json files into the package's IntentMetadata folder")]
            ),
            dependencies: ["intent-metadata"]
        ),
        // What every test target shares: temporary folders, the seeded random generator, the volume switch. Not a
        // product, so apps that depend on this package never build it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "IntentMetadataTests", dependencies: ["IntentMetadata", "TestSupport"]),
        .testTarget(name: "IntentMetadataExtractorTests", dependencies: ["IntentMetadataExtractor", "IntentMetadata", "TestSupport"]),
        // The CLI tests run the built tool, so they depend on it: `swift test` then builds it first.
        .testTarget(name: "IntentMetadataCLITests", dependencies: ["IntentMetadata", "IntentMetadataExtractor", "intent-metadata", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
