// swift-tools-version:6.0
// An independent check of which App Intents types a folder of Swift sources declares, built on the
// compiler's own parser (swift-syntax). It is a verification tool only: the root package must never
// depend on it, so that plugin users keep a dependency-free cold build (see docs/RealApps.md).
import PackageDescription

let package = Package(
    name: "RecallOracle",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "recall-oracle", targets: ["recall-oracle"]),
        .executable(name: "corpus-declarations", targets: ["corpus-declarations"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .target(
            name: "RecallOracleCore",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "recall-oracle", dependencies: ["RecallOracleCore"]),
        // swift-syntax's side of Scripts/corpus-check.sh: the type declarations of a corpus in the #if clauses
        // active on Linux, the second oracle beside the compiler's dumps (docs/BroadCorpus.md).
        .target(
            name: "CorpusDeclarations",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "corpus-declarations", dependencies: ["CorpusDeclarations"]),
        .testTarget(name: "CorpusDeclarationsTests", dependencies: ["CorpusDeclarations"]),
        .testTarget(name: "RecallOracleCoreTests", dependencies: ["RecallOracleCore"]),
    ],
    swiftLanguageModes: [.v6]
)
