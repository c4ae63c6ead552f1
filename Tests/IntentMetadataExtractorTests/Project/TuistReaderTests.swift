import Foundation
@testable import IntentMetadataExtractor
import Testing

/// The Tuist fixture (`TestInputs/Projects/Tuist`): literal targets, one bound to a `let`, one in
/// `ProjectDescriptionHelpers`, one computed by a function whose body is not followed.
@Suite struct TuistReaderTests {
    private static let root = Fixtures.url("Projects/Tuist").standardizedFileURL.path

    private func read() -> ProjectReading {
        TuistReader.read(manifestAt: Self.root + "/Project.swift", configuration: nil, rootDirectory: Self.root)
    }

    @Test func literalTargetsAreReadAndTestsLeftOut() {
        let reading = read()
        #expect(reading.targets.map(\.name) == ["Journal", "JournalKit", "JournalWidget"])
        #expect(reading.targets.map(\.kind) == [.application, .framework, .appExtension])
        #expect(reading.targets.map(\.platforms) == [[.iOS], [.iOS, .macOS], [.iOS, .visionOS]])
    }

    @Test func aComputedTargetIsReportedNotGuessed() throws {
        let diagnostic = try #require(read().diagnostics.first)
        #expect(read().diagnostics.count == 1)
        #expect(diagnostic.id == .projectNotRead)
        #expect(diagnostic.location.line == 44)
        #expect(diagnostic.message.contains("makeTarget(name: \"Computed\")"))
    }

    @Test func globsSettingsAndDependencies() throws {
        let targets = read().targets
        let app = try #require(targets.first)
        #expect(app.sourceFiles == [Self.root + "/App/Sources/Intents/AddEntry.swift", Self.root + "/App/Sources/JournalApp.swift"])
        #expect(app.resourceFiles == [Self.root + "/App/Resources/en.lproj/Localizable.strings"])
        #expect(app.moduleName == "Journal_App")
        #expect(app.compilationFlags == ["APP", "DEBUG"])
        #expect(app.dependencies == ["JournalKit", "JournalWidget", "Remote"])
        #expect(app.developmentRegion == "fr")
        #expect(app.deploymentTarget == "17.0")
        let kit = try #require(targets.dropFirst().first)
        #expect(kit.sourceFiles == [Self.root + "/Kit/Sources/Entry.swift"])
        #expect(kit.compilationFlags == ["KIT"])
    }

    @Test func aManifestInsideTheTuistFolderIsNoProject() {
        #expect(TuistFormat.isInsideTuistFolder(Self.root + "/Tuist/Templates/App"))
        #expect(!TuistFormat.isInsideTuistFolder(Self.root))
    }
}

extension TuistReaderTests {
    @Test func constantsThatReferToEachOtherEnd() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "tuist-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data("""
            import ProjectDescription
            let a = b
            let b = a
            let project = Project(name: "P", targets: [a, .target(name: c, destinations: .iOS, product: .app, bundleId: "x")])
            let c = d
            let d = c
            """.utf8).write(to: URL(fileURLWithPath: directory + "/Project.swift"))
        let reading = TuistReader.read(manifestAt: directory + "/Project.swift", configuration: nil, rootDirectory: directory)
        #expect(reading.targets.isEmpty)
        #expect(reading.diagnostics.map(\.id) == [.projectNotRead, .projectNotRead])
    }
}

extension TuistReaderTests {
    /// A manifest that builds its target list in steps (justspeaktoit's `Project.swift`): what top-level statements
    /// append is read; what an `if` on the environment appends is reported, once per variable, and not guessed.
    @Test func targetsAppendedAtTheTopLevelAreReadAndConditionalOnesReported() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "tuist-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data("""
            import ProjectDescription
            let app: Target = .target(name: "App", destinations: .iOS, product: .app, bundleId: "a")
            let widget: Target = .target(name: "Widget", destinations: .iOS, product: .appExtension, bundleId: "w")
            let keyboard: Target = .target(name: "Keyboard", destinations: .iOS, product: .appExtension, bundleId: "k")
            let watch: Target = .target(name: "Watch", destinations: [.appleWatch], product: .app, bundleId: "x")
            let isWatchEnabled = Environment.watch.getBoolean(default: false)
            var targets: [Target] = [app]
            if isWatchEnabled {
                targets.append(watch)
            }
            targets += [widget]
            targets.append(keyboard)
            let project = Project(name: "P", targets: targets)
            """.utf8).write(to: URL(fileURLWithPath: directory + "/Project.swift"))
        let reading = TuistReader.read(manifestAt: directory + "/Project.swift", configuration: nil, rootDirectory: directory)
        #expect(reading.targets.map(\.name) == ["App", "Widget", "Keyboard"])
        #expect(reading.diagnostics.map(\.id) == [.projectNotRead])
        #expect(reading.diagnostics.map(\.location.line) == [9])
        #expect(reading.diagnostics.first?.message.hasPrefix("'targets' is changed here by code this tool does not run") == true)
    }
}

extension TuistReaderTests {
    /// Targets made by functions of the manifest and of the helpers: each call is followed with its arguments for the
    /// parameters (a name from a ternary on a parameter, a flag appended under `if` on one, interpolated strings, a
    /// helper's static function); calls this tool cannot follow are reported, and nothing is read in their place.
    @Test func targetsMadeByManifestFunctionsAreReadWithTheirArguments() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "tuist-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for folder in ["Tuist/ProjectDescriptionHelpers", "Notes/Sources", "Sync/Sources"] {
            try FileManager.default.createDirectory(atPath: directory + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["Notes/Sources/NotesApp.swift", "Notes/Sources/Intents.swift", "Sync/Sources/Sync.swift"] {
            try Data("struct S {}\n".utf8).write(to: URL(fileURLWithPath: directory + "/" + file))
        }
        try Data("""
            import ProjectDescription

            extension Target {
                public static func module(_ name: String, product: Product) -> Target {
                    .target(name: name, destinations: [.iPhone, .mac], product: product, bundleId: "org.example.\\(name.lowercased())", sources: ["\\(name)/Sources/**"])
                }
            }
            """.utf8).write(to: URL(fileURLWithPath: directory + "/Tuist/ProjectDescriptionHelpers/Module.swift"))
        try Data("""
            import ProjectDescription

            let folder = "Notes"

            func notesApp(beta: Bool, suffix: String) -> ProjectDescription.Target {
                var conditions = [String]()
                if beta {
                    conditions.append ("BETA")
                }
                let name = beta ? "Notes \\(suffix)" : "Notes"
                return Target.target(
                    name: name,
                    destinations: [.mac],
                    product: .app,
                    productName: "Notes",
                    bundleId: "org.example.notes",
                    sources: ["\\(folder)/Sources/**/*.swift"],
                    settings: .settings(configurations: [
                        .debug(name: "Debug", settings: [:].swiftActiveCompilationConditions(["DEBUG"] + conditions)),
                        .release(name: "Release", settings: [:].swiftActiveCompilationConditions(conditions)),
                    ])
                )
            }

            func looped(names: [String]) -> Target {
                for name in names { print(name) }
                return .target(name: "Looped", destinations: .iOS, product: .app, bundleId: "l")
            }

            func defaulted(name: String, product: Product = .app) -> Target {
                .target(name: name, destinations: .iOS, product: product, bundleId: "d")
            }

            let project = Project(
                name: "Notes",
                targets: [
                    notesApp(beta: false, suffix: "unused"),
                    notesApp(beta: true, suffix: "Beta"),
                    Target.module("Sync", product: .framework),
                    looped(names: ["a"]),
                    defaulted(name: "Defaulted"),
                ]
            )
            """.utf8).write(to: URL(fileURLWithPath: directory + "/Project.swift"))
        let reading = TuistReader.read(manifestAt: directory + "/Project.swift", configuration: nil, rootDirectory: directory)
        #expect(reading.targets.map(\.name) == ["Notes", "Notes Beta", "Sync", "Defaulted"])
        #expect(reading.targets.map(\.kind) == [.application, .application, .framework, .application])
        #expect(reading.targets.map(\.compilationFlags) == [["DEBUG"], ["BETA", "DEBUG"], ["DEBUG"], ["DEBUG"]])
        #expect(reading.targets.map(\.platforms) == [[.macOS], [.macOS], [.iOS, .macOS], [.iOS]])
        #expect(reading.targets.map(\.moduleName) == ["Notes", "Notes", "Sync", "Defaulted"])
        let notes = ["Notes/Sources/Intents.swift", "Notes/Sources/NotesApp.swift"].map { directory + "/" + $0 }
        #expect(reading.targets.map(\.sourceFiles) == [notes, notes, [directory + "/Sync/Sources/Sync.swift"], []])
        // The loop is reported where it is called; the omitted argument takes its parameter's default value (.app).
        #expect(reading.diagnostics.map(\.id) == [.projectNotRead])
        #expect(reading.diagnostics.map(\.location.line) == [40])
        #expect(reading.diagnostics.allSatisfy { $0.message.contains("is computed in code this tool does not run") })
    }

    @Test func helperEnumPropertiesOfKnownCasesAreReadAndOthersReported() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "tuist-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for folder in ["Tuist/ProjectDescriptionHelpers", "Features/Search/Sources", "Features/Search/Resources/en.lproj", "Catalog/Sources"] {
            try FileManager.default.createDirectory(atPath: directory + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["Features/Search/Sources/Search.swift", "Catalog/Sources/Catalog.swift"] {
            try Data("struct S {}\n".utf8).write(to: URL(fileURLWithPath: directory + "/" + file))
        }
        try Data("\"a\" = \"b\";\n".utf8).write(to: URL(fileURLWithPath: directory + "/Features/Search/Resources/en.lproj/Localizable.strings"))
        try Data("""
            import ProjectDescription

            public enum Flavor {
                case phone, desktop
                case glasses
                case custom(String)

                var destinations: Destinations {
                    switch self {
                    case .phone: return [.iPhone, .iPad]
                    case .desktop: [.mac]
                    default: .visionOS
                    }
                }

                var suffix: String {
                    switch self {
                    case .desktop: "Desktop"
                    case .phone, .glasses: ""
                    case .custom(let name): name
                    }
                }

                var joined: String {
                    switch self {
                    case .phone: "A" + "B"
                    default: "C"
                    }
                }
            }

            extension Flavor {
                var folder: String { "Features" }
            }

            extension Target {
                static func feature(_ name: String, flavor: Flavor = .phone, hasResources: Bool = false) -> Target {
                    .target(
                        name: name + flavor.suffix,
                        destinations: flavor.destinations,
                        product: .framework,
                        bundleId: "org.example.\\(name)",
                        sources: ["\\(flavor.folder)/\\(name)/Sources/**"],
                        resources: hasResources ? ["Features/\\(name)/Resources/**"] : nil
                    )
                }
            }

            public enum Search {
                public static func target(flavor: Flavor) -> Target {
                    Target.feature("Search", flavor: flavor, hasResources: true)
                }
            }

            public enum Catalog {
                static let base: [String] = ["Catalog/Sources/**"]
                public static let target = Target.target(
                    name: "Cata" + "log",
                    destinations: Flavor.glasses.destinations,
                    product: .framework,
                    bundleId: "c",
                    sources: [] + base
                )
            }
            """.utf8).write(to: URL(fileURLWithPath: directory + "/Tuist/ProjectDescriptionHelpers/Flavor.swift"))
        try Data("""
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(
                name: "Finder",
                targets: [
                    Target.feature("Search"),
                    Search.target(flavor: .desktop),
                    Catalog.target,
                    .target(name: "Odd" + Flavor.phone.joined, destinations: .iOS, product: .app, bundleId: "o"),
                    .target(name: "Custom", destinations: Flavor.custom("x").destinations, product: .app, bundleId: "u"),
                    .target(name: "Unnamed" + Flavor.custom("x").suffix, destinations: .iOS, product: .app, bundleId: "u"),
                ]
            )
            """.utf8).write(to: URL(fileURLWithPath: directory + "/Project.swift"))
        let reading = TuistReader.read(manifestAt: directory + "/Project.swift", configuration: nil, rootDirectory: directory)
        // `flavor` defaults to .phone (suffix "", iPhone and iPad), is passed .desktop through Search.target(flavor:)
        // (suffix "Desktop", mac), and Flavor.glasses takes the switch's default (.visionOS).
        #expect(reading.targets.map(\.name) == ["Search", "SearchDesktop", "Catalog"])
        #expect(reading.targets.map(\.platforms) == [[.iOS], [.macOS], [.visionOS]])
        let search = directory + "/Features/Search/Sources/Search.swift"
        #expect(reading.targets.map(\.sourceFiles) == [[search], [search], [directory + "/Catalog/Sources/Catalog.swift"]])
        // hasResources: false gives `nil` (no files, no warning); true gives the glob.
        #expect(reading.targets.map(\.resourceFiles) == [[], [directory + "/Features/Search/Resources/en.lproj/Localizable.strings"], []])
        // Not certain, so not guessed: a case's value that is not a literal ("A" + "B"), and a case with an associated
        // value (its switch binds it).
        let messages = reading.diagnostics.map(\.message)
        #expect(reading.diagnostics.map(\.id) == [.projectNotRead, .projectNotRead, .projectNotRead])
        #expect(messages.contains { $0.contains("a target's name is computed") && $0.contains("Odd") })
        #expect(messages.contains { $0.contains("the destinations of target 'Custom'") })
        #expect(messages.contains { $0.contains("a target's name is computed") && $0.contains("Unnamed") })
    }

    @Test func targetsNotReadForOneCauseAtOnePlaceAreOneWarning() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "tuist-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/Tuist/ProjectDescriptionHelpers", withIntermediateDirectories: true)
        try Data("""
            import ProjectDescription

            extension Target {
                static func module(_ name: String) -> Target {
                    .target(name: name, destinations: Platforms.fromEnvironment(), product: .framework, bundleId: "org.example.\\(name)")
                }
            }
            """.utf8).write(to: URL(fileURLWithPath: directory + "/Tuist/ProjectDescriptionHelpers/Module.swift"))
        try Data("""
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(
                name: "Modules",
                targets: [
                    Target.module("Alpha"),
                    Target.module("Beta"),
                    Target.module("Gamma"),
                    .target(name: "Delta", destinations: Platforms.fromEnvironment(), product: .app, bundleId: "d"),
                ]
            )
            """.utf8).write(to: URL(fileURLWithPath: directory + "/Project.swift"))
        let reading = TuistReader.read(manifestAt: directory + "/Project.swift", configuration: nil, rootDirectory: directory)
        #expect(reading.targets.isEmpty)
        // The three made at the helper's one line: one warning there naming them; Delta's, elsewhere, its own.
        #expect(reading.diagnostics.map(\.location.file) == ["Project.swift", "Tuist/ProjectDescriptionHelpers/Module.swift"])
        #expect(reading.diagnostics.map(\.message) == [
            "the destinations of target 'Delta' ('Platforms.fromEnvironment()') are computed; the target is not read",
            "the destinations of targets 'Alpha', 'Beta' and 'Gamma' ('Platforms.fromEnvironment()') are computed; these targets are not read",
        ])
    }
    @Test func helpersAreReadAgainWhenAFileChangesBetweenReads() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "tuist-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/Tuist/ProjectDescriptionHelpers", withIntermediateDirectories: true)
        let helper = URL(fileURLWithPath: directory + "/Tuist/ProjectDescriptionHelpers/Names.swift")
        try Data("""
            import ProjectDescription

            let project = Project(name: "Tools", targets: [.target(name: appName, destinations: .iOS, product: .app, bundleId: "b")])
            """.utf8).write(to: URL(fileURLWithPath: directory + "/Project.swift"))
        try Data("public let appName = \"First\"\n".utf8).write(to: helper)
        let first = TuistReader.read(manifestAt: directory + "/Project.swift", configuration: nil, rootDirectory: directory)
        // The second read of the same helpers reuses their bindings; a changed file (same length here) is parsed anew.
        let again = TuistReader.read(manifestAt: directory + "/Project.swift", configuration: nil, rootDirectory: directory)
        try Data("public let appName = \"Other\"\n".utf8).write(to: helper)
        let changed = TuistReader.read(manifestAt: directory + "/Project.swift", configuration: nil, rootDirectory: directory)
        #expect(first.targets.map(\.name) == ["First"])
        #expect(again.targets.map(\.name) == ["First"])
        #expect(changed.targets.map(\.name) == ["Other"])
    }

    /// `summary(of:)` stops joining lines once the text is long enough to be cut; the answer is that of joining all.
    @Test func summaryIsTheWholeTextJoinedAndCut() {
        func joiningEveryLine(_ source: String) -> String {
            let text = source.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace }.joined(separator: " ")
            return text.count > 80 ? String(text.prefix(77)) + "..." : text
        }
        let pieces = ["  ", "\t", "\n", "\r\n", "\n\n", "   \n", "x", "name: \"App\",", ".target(", "é", "e\u{301}", String(repeating: "w", count: 40), "  )"]
        var generator = SystemRandomNumberGenerator()
        var sources = ["", "\n", "  \n  ", "one line", String(repeating: "a", count: 81), String(repeating: "a", count: 80), String(repeating: "line\n", count: 200)]
        for _ in 0..<500 {
            sources.append((0..<Int.random(in: 0..<30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for source in sources {
            #expect(TuistReader.summary(of: source) == joiningEveryLine(source), "\(source.debugDescription)")
        }
    }
}
