import ProjectDescription

// A Tuist manifest for the reader's tests: literal targets, one bound to a `let`, one from the helpers, one computed
// by a function whose body (a `switch`) the reader does not follow.
let kit: Target = .target(
    name: "JournalKit",
    destinations: [.iPhone, .iPad, .mac],
    product: .staticFramework,
    bundleId: "com.example.journal.kit",
    sources: [.glob("Kit/Sources/**", excluding: ["Kit/Sources/Tests/**"])],
    settings: .settings(base: [:].swiftActiveCompilationConditions(["KIT"]))
)

func makeTarget(name: String) -> Target {
    switch name { default: .target(name: name, destinations: .iOS, product: .framework, bundleId: "com.example.\(name)") }
}

let project = Project(
    name: "Journal",
    options: .options(developmentRegion: "fr"),
    settings: .settings(configurations: [
        .debug(name: "Debug", xcconfig: .relativeToRoot("Config/Project.xcconfig")),
        .release(name: "Release"),
    ]),
    targets: [
        .target(
            name: "Journal",
            destinations: .iOS,
            product: .app,
            productName: "Journal App",
            bundleId: "com.example.journal",
            deploymentTargets: .iOS("17.0"),
            sources: ["App/Sources/**/*.swift"],
            resources: ["App/Resources/**"],
            dependencies: [
                .target(kit),
                .target(name: "JournalWidget"),
                .external(name: "Remote"),
            ],
            settings: .settings(base: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "$(inherited) APP"])
        ),
        kit,
        Widgets.target,
        makeTarget(name: "Computed"),
        .target(name: "JournalTests", destinations: .iOS, product: .unitTests, bundleId: "com.example.tests", sources: ["App/Sources/**"]),
    ]
)
