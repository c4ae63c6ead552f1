// swift-tools-version:6.0
// The build and command plugins with a prebuilt `intent-metadata`, so that a consumer's cold build does not compile
// the extractor. `Scripts/build-artifactbundle.sh` writes `intent-metadata.artifactbundle` beside this file; a release
// would publish that bundle zipped and point at it with `.binaryTarget(name:url:checksum:)` instead of `path:`.
// The plugins' code and the loader library are the main package's, reached through symbolic links.
import PackageDescription

let package = Package(
    name: "swift-intent-metadata-binary",
    products: [
        .library(name: "IntentMetadata", targets: ["IntentMetadata"]),
        .plugin(name: "IntentMetadataPlugin", targets: ["IntentMetadataPlugin"]),
        .plugin(name: "IntentMetadataCommand", targets: ["IntentMetadataCommand"]),
    ],
    targets: [
        .target(name: "IntentMetadata"),
        .binaryTarget(name: "intent-metadata", path: "intent-metadata.artifactbundle"),
        .plugin(name: "IntentMetadataPlugin", capability: .buildTool(), dependencies: ["intent-metadata"]),
        .plugin(
            name: "IntentMetadataCommand",
            capability: .command(
                intent: .custom(verb: "intent-metadata", description: "Check App Intents metadata"),
                permissions: []
            ),
            dependencies: ["intent-metadata"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
