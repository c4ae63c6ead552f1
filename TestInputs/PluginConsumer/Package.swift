// swift-tools-version:6.0
// A package that uses swift-intent-metadata as an app would: the build plugin on a library of intents, and an
// executable that reads the generated bundle through `Bundle.module`. `Scripts/plugin-consumer-check.sh` builds it.
import Foundation
import PackageDescription

// The path of swift-intent-metadata. `Scripts/plugin-consumer-check.sh` rewrites it when it builds a copy elsewhere.
let intentMetadataPath = "../.."
// SwiftPM names a path dependency after its folder: 'swift-intent-metadata' in a clone, but something else in a
// worktree or a CI checkout, so the name is worked out from the path instead of spelled out.
let intentMetadataPackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent(intentMetadataPath)
    .standardizedFileURL
    .lastPathComponent
    .lowercased()

let package = Package(
    name: "PluginConsumer",
    defaultLocalization: "en",
    dependencies: [
        .package(path: intentMetadataPath),
    ],
    targets: [
        // A stand-in for Apple's framework, with just what `LibraryIntents` uses, so the package builds on Linux.
        .target(name: "AppIntents"),
        // Model types (an AppEnum and an AppEntity) in a module of their own, as apps split them.
        .target(name: "GardenModel", dependencies: ["AppIntents"]),
        .target(
            name: "LibraryIntents",
            dependencies: ["AppIntents", "GardenModel"],
            resources: [.process("Resources")],
            plugins: [.plugin(name: "IntentMetadataPlugin", package: intentMetadataPackage)]
        ),
        .executableTarget(
            name: "ShowActions",
            dependencies: ["LibraryIntents", .product(name: "IntentMetadata", package: intentMetadataPackage)]
        ),
    ],
    // App Intents code declares `static var title`, which Swift 6 mode rejects as shared mutable state.
    swiftLanguageModes: [.v5]
)
