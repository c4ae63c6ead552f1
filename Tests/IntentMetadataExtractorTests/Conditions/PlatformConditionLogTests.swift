import Foundation
@testable import IntentMetadataExtractor
import IntentMetadata
import TestSupport
import Testing

/// A target built for several platforms takes over an earlier platform's extraction when no condition that
/// extraction evaluated reads the operating system differently (`PlatformConditionLog`); the result is the same as
/// extracting for each platform.
@Suite struct PlatformConditionLogTests {
    private func environment(_ platform: ExtractionConfiguration.Platform, log: PlatformConditionLog? = nil, flags: Set<String> = []) -> CompilationEnvironment {
        var environment = CompilationEnvironment(platform: platform, customFlags: flags)
        environment.platformConditionLog = log
        return environment
    }

    private func condition(_ text: String) -> CompilationCondition {
        let syntax = DeclarationParser.parse(SourceFile(path: "C.swift", text: "#if \(text)\nstruct A {}\n#endif\n"))
        guard case .conditional(let block) = syntax.items.first, let condition = block.clauses.first?.condition else {
            Issue.record("no condition in '\(text)'")
            return .invalid(text)
        }
        return condition
    }

    @Test func onlyConditionsOnTheOperatingSystemAreLogged() {
        let log = PlatformConditionLog()
        let iOS = environment(.iOS, log: log, flags: ["DEBUG"])
        #expect(condition("DEBUG && canImport(UIKit) && !targetEnvironment(simulator) && compiler(>=6.0)").evaluate(in: iOS))
        #expect(log.count == 0)
        #expect(condition("os(iOS) || os(visionOS)").evaluate(in: iOS))
        // `||` stops at the first that holds: only it was read.
        #expect(log.count == 1)
        #expect(condition("_runtime(_ObjC) && objectFormat(MachO)").evaluate(in: iOS))
        #expect(log.count == 3)
        // The same condition again adds nothing.
        #expect(condition("os(iOS)").evaluate(in: iOS))
        #expect(log.count == 3)
    }

    @Test func theLogHoldsWhereEveryConditionHasItsValue() {
        let log = PlatformConditionLog()
        let iOS = environment(.iOS, log: log)
        #expect(!condition("os(watchOS)").evaluate(in: iOS))
        #expect(!condition("os(OSX)").evaluate(in: iOS))
        #expect(log.holds(in: environment(.visionOS), loggedIn: iOS))
        #expect(log.holds(in: environment(.tvOS), loggedIn: iOS))
        #expect(!log.holds(in: environment(.watchOS), loggedIn: iOS))
        // `OSX` is macOS's old name.
        #expect(!log.holds(in: environment(.macOS), loggedIn: iOS))
        // The other environment's own log does not matter; another difference than the platform does.
        #expect(log.holds(in: environment(.tvOS, log: PlatformConditionLog()), loggedIn: iOS))
        #expect(!log.holds(in: environment(.iOS, flags: ["DEBUG"]), loggedIn: iOS))
        var newerCompiler = environment(.iOS)
        newerCompiler.compilerVersion = [7, 0]
        #expect(!PlatformConditionLog().holds(in: newerCompiler, loggedIn: environment(.iOS)))
    }

    @Test func anEnvironmentsLogIsNotPartOfItsIdentity() {
        #expect(environment(.iOS, log: PlatformConditionLog()) == environment(.iOS))
        #expect(environment(.iOS, log: PlatformConditionLog()).hashValue == environment(.iOS).hashValue)
        #expect(environment(.iOS, log: PlatformConditionLog()) != environment(.macOS, log: PlatformConditionLog()))
    }

    /// The package of the `MultiPlatformTargetTests` kind: an intent only macOS compiles, and a watchOS-only type in a
    /// file App Intents code does not need.
    @Test func aTargetIsExtractedOnceForEachAnswerItsConditionsGive() throws {
        let directory = try TemporaryDirectory()
        try directory.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", platforms: [.iOS(.v17), .macOS(.v14), .watchOS(.v10), .visionOS(.v1)], targets: [.target(name: "Kit")])
            """, to: "Package.swift")
        try directory.write("""
            import AppIntents
            struct Everywhere: AppIntent {
                static let title: LocalizedStringResource = "Everywhere"
                func perform() async throws -> some IntentResult { .result() }
            }
            #if os(macOS)
            struct MacOnly: AppIntent {
                static let title: LocalizedStringResource = "Mac"
                func perform() async throws -> some IntentResult { .result() }
            }
            #endif
            """, to: "Sources/Kit/Intents.swift")
        try directory.write("#if os(watchOS)\nstruct Complication {}\n#endif\n", to: "Sources/Kit/Watch.swift")
        let repository = try #require(Repository.discover(at: directory.path, configuration: nil))
        let extraction = try #require(try RepositoryExtraction(repository: repository).extract(repository.targets).first)
        #expect(extraction.platforms == [.iOS, .macOS, .watchOS, .visionOS])
        // watchOS and visionOS answer `os(macOS)` as iOS does; the watchOS-only file is never parsed.
        #expect(extraction.extractedPlatforms == [.iOS, .macOS])
        #expect(extraction.result.bundle.actions.map(\.identifier) == ["Everywhere", "MacOnly"])
    }

    /// Random modules whose snippets sit in `#if` branches on the operating system, flags and other conditions, in
    /// packages built for random sets of platforms: the result is the same as extracting for every platform.
    @Test func randomPackagesGiveWhatExtractingForEveryPlatformGives() throws {
        let conditions = [
            "os(iOS)", "os(macOS)", "!os(watchOS)", "os(iOS) || os(visionOS)", "os(tvOS) && DEBUG", "_runtime(_ObjC)", "canImport(UIKit)",
            "os(OSX)", "targetEnvironment(macCatalyst)", "!os(iOS) && !os(macOS)", "DEBUG", "compiler(>=6.0)", "objectFormat(MachO)",
        ]
        let platformNames: [(ExtractionConfiguration.Platform, String)] = [
            (.iOS, ".iOS(.v17)"), (.macOS, ".macOS(.v14)"), (.watchOS, ".watchOS(.v10)"), (.tvOS, ".tvOS(.v17)"), (.visionOS, ".visionOS(.v1)"),
        ]
        var random = SplitMix64(seed: 0x9_1A7F_0E)
        let count = TestVolume.choose(sample: 40, full: 1_500)
        var extractions = 0, takenOver = 0, differing = 0
        for round in 0..<count {
            var module = RandomModule(seed: random.next())
            let fileCount = 1 + Int(random.next() % 5)
            var contents = Array(repeating: "import AppIntents\n", count: fileCount)
            for _ in 0..<(3 + Int(random.next() % 16)) {
                var text = module.snippet()
                if random.next() % 2 == 0 {
                    let first = conditions[Int(random.next() % UInt64(conditions.count))]
                    let second = conditions[Int(random.next() % UInt64(conditions.count))]
                    switch random.next() % 3 {
                    case 0: text = "#if \(first)\n\(text)\n#endif"
                    case 1: text = "#if \(first)\n\(text)\n#else\n\(module.snippet())\n#endif"
                    default: text = "#if \(first)\n\(text)\n#elseif \(second)\n\(module.snippet())\n#endif"
                    }
                }
                contents[Int(random.next() % UInt64(fileCount))] += text + "\n\n"
            }
            var platforms = platformNames.filter { _ in random.next() % 2 == 0 }
            if platforms.count < 2 { platforms = Array(platformNames.shuffled(using: &random).prefix(2)) }
            let directory = try TemporaryDirectory()
            try directory.write("""
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", platforms: [\(platforms.map(\.1).joined(separator: ", "))], targets: [.target(name: "Kit")])
                """, to: "Package.swift")
            for (index, text) in contents.enumerated() { try directory.write(text, to: "Sources/Kit/File\(index).swift") }
            try directory.write("\"Book\" = \"Buch\";\n\"Shelf\" = \"Regal\";\n", to: "Sources/Kit/de.lproj/Localizable.strings")
            let repository = try #require(Repository.discover(at: directory.path, configuration: nil))
            var everyPlatform = RepositoryExtraction(repository: repository)
            everyPlatform.reusesPlatformExtractions = false
            let reusing = try RepositoryExtraction(repository: repository).extract(repository.targets)
            let expected = try everyPlatform.extract(repository.targets)
            try #require(reusing.count == expected.count)
            for (actual, wanted) in zip(reusing, expected) {
                let context = "round \(round), \(actual.platforms): \(contents)"
                #expect(actual.platforms == wanted.platforms, "\(context)")
                #expect(wanted.extractedPlatforms == wanted.platforms, "\(context)")
                #expect(actual.result.bundle == wanted.result.bundle, "\(context)")
                #expect(actual.diagnostics == wanted.diagnostics, "\(context)")
                #expect(actual.result.diagnostics == wanted.result.diagnostics, "\(context)")
                #expect(actual.result.mangledTypeNames == wanted.result.mangledTypeNames, "\(context)")
                extractions += actual.platforms.count
                takenOver += actual.platforms.count - actual.extractedPlatforms.count
                if wanted.diagnostics.contains(where: { $0.notes.contains { $0.message.hasPrefix("only when built for") } }) { differing += 1 }
            }
        }
        // Both cases are common: platforms taken over, and platforms whose answers differ.
        #expect(takenOver >= extractions / 6, "\(takenOver) of \(extractions)")
        #expect(differing >= count / 10, "\(differing) of \(count)")
    }
}
