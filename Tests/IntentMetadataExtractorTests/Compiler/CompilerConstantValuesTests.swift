import TestSupport
import Foundation
import IntentMetadata
import IntentMetadataExtractor
import Testing

/// Checks the extractor against the Swift compiler's own constant extraction (`-emit-const-values-path`), run by
/// `Scripts/compiler-const-values.sh` over the fixtures with the App Intents stand-in in `TestInputs/Shim/`.
///
/// The compiler evaluates `#if` for the machine it runs on, so our side is run for Linux on the same architecture.
/// Fixtures run one at a time, so the suite is serialized; the first builds the stand-in (about 2 s), and the
/// others reuse it through the script's cache.
///
/// Each fixture is a run of `swiftc`, so `swift test` compares a fixed sample (`TestVolume`): ReadingList, the
/// broken cases in `sampledBrokenCases` and the probes in `sampledProbes`; `INTENT_METADATA_LONG_TESTS=1` (a step of
/// `.ci/run`) compares both apps, every broken case and every probe.
@Suite(
    .serialized,
    .enabled(if: CompilerConstantValues.isCompilerAvailable, "swiftc is not on PATH (nor set in SWIFTC); install a Swift toolchain to compare with the compiler")
)
struct CompilerConstantValuesTests {
    static let apps = TestVolume.choose(sample: ["ReadingList"], full: ["ReadingList", "Travel"])

    /// The broken cases `swift test` compares: a string and a dictionary the compiler cannot record, a second
    /// `AppShortcutsProvider` whose values our recovery leaves out, and a case the compiler rejects.
    static let sampledBrokenCases = [
        "non-constant-title", "non-constant-case-display-representations", "shortcuts-provider-duplicate", "syntax-unterminated-string",
    ]

    /// Every broken case at full volume, `sampledBrokenCases` in `swift test`.
    static func brokenCases() throws -> [String] {
        let all = try Fixtures.brokenCases()
        return TestVolume.choose(sample: all.filter(sampledBrokenCases.contains), full: all)
    }

    /// The fewest App Intents types and constant values each app yields, measured on the fixtures (ReadingList: 14
    /// types, 79 values; Travel: 20 types, 79 values), so a reader that finds nothing cannot pass.
    static let minimumTypeCount = ["ReadingList": 14, "Travel": 20]
    static let minimumValueCount = ["ReadingList": 75, "Travel": 75]

    @Test(arguments: apps)
    func appIntentsTypesMatchTheCompiler(_ app: String) async throws {
        let values = try await #require(Self.compilerValues(app))
        let bundle = try Self.extract(app).bundle
        let compilerTypes = Set(values.appIntentsTypes.map(\.typeName))
        assertEqualWithDiff(
            Self.appIntentsTypes(in: bundle).sorted().joined(separator: "\n"), compilerTypes.sorted().joined(separator: "\n"),
            "App Intents types of \(app): '-' only the compiler reports, '+' only we report"
        )
        #expect(compilerTypes.count >= Self.minimumTypeCount[app, default: 1], "the compiler reported only \(compilerTypes.count) App Intents types for \(app)")
    }

    @Test(arguments: apps)
    func constantValuesMatchTheCompiler(_ app: String) async throws {
        let values = try await #require(Self.compilerValues(app))
        let result = try Self.extract(app)
        let compilerSlots = ConstantSlot.slots(in: values)
        let ourSlots = Self.removingInheritedSlots(from: ConstantSlot.slots(in: result.bundle), comparedWith: compilerSlots, classes: values)

        assertEqualWithDiff(
            ourSlots.map(\.description).joined(separator: "\n"), compilerSlots.map(\.description).joined(separator: "\n"),
            "constant values of \(app): '-' the compiler's value, '+' ours"
        )
        #expect(compilerSlots.count >= Self.minimumValueCount[app, default: 1], "only \(compilerSlots.count) values of \(app) were compared")
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.renderedText)
        #expect(errors.isEmpty, "the compiler accepts \(app), but we report:\n\(errors.joined(separator: "\n"))")
    }

    @Test func theSampleNamesExistingFixtures() throws {
        let cases = Set(try Fixtures.brokenCases())
        #expect(Set(Self.sampledBrokenCases).isSubset(of: cases), "\(Set(Self.sampledBrokenCases).subtracting(cases)) are not in TestInputs/Broken")
        let probeNames = Set(Self.probes.map(\.name))
        #expect(Set(Self.sampledProbes).isSubset(of: probeNames), "\(Set(Self.sampledProbes).subtracting(probeNames)) are not probes")
    }

    @Test(arguments: try brokenCases())
    func nonConstantValuesAreOurErrors(_ name: String) async throws {
        let folder = "Broken/\(name)"
        let listedAsRejected = try Self.casesThatDoNotTypeCheck().contains(name)
        guard case .typeChecked(let values) = try await Self.outcomes.outcome(for: folder) else {
            // Cases the compiler rejects have no values to compare with; the README must say which they are.
            #expect(listedAsRejected, "\(folder) does not type-check, but TestInputs/Broken/README.md does not list it")
            return
        }
        #expect(!listedAsRejected, "TestInputs/Broken/README.md lists \(folder) as not type-checking, but it does")

        let compilerSlots = NonConstantSlot.slots(in: values, sourceDirectory: Fixtures.url(folder))
        var ourErrors = try Self.extract(folder).diagnostics.filter { $0.severity == .error && $0.id.rawValue.hasPrefix("non-constant-") }
        for slot in compilerSlots {
            let candidates = ourErrors.indices.filter { index in
                ourErrors[index].location.file == slot.location.file && slot.lines.contains(ourErrors[index].location.line)
            }
            guard let index = candidates.first(where: { ourErrors[$0].id.rawValue == slot.diagnosticID }) ?? candidates.first else {
                Issue.record("\(folder)/\(slot) but we report no error there")
                continue
            }
            let error = ourErrors.remove(at: index)
            #expect(error.id.rawValue == slot.diagnosticID, "\(folder)/\(slot) but we report [\(error.id.rawValue)] at line \(error.location.line)")
        }
        for error in ourErrors {
            Issue.record("\(folder)/\(error.location.file):\(error.location.line): we report [\(error.id.rawValue)], but the compiler records a constant there")
        }
        if name.hasPrefix("non-constant-") {
            #expect(!compilerSlots.isEmpty, "the compiler recorded no non-constant value in \(folder), so nothing was checked")
        }
    }

    /// In a broken case our recovery may leave a value out (a parameter of an unsupported type, a second
    /// `AppShortcutsProvider`) or fill in a stand-in for a non-constant one, and the errors say so; but every other
    /// value we report must be the compiler's.
    @Test(arguments: try brokenCases())
    func constantValuesWeReportForBrokenCasesAreTheCompilers(_ name: String) async throws {
        let folder = "Broken/\(name)"
        guard case .typeChecked(let values) = try await Self.outcomes.outcome(for: folder) else { return }
        // Values the compiler could not record are checked by `nonConstantValuesAreOurErrors`.
        let nonConstantKeys = Set(ConstantSlot.slots(in: values).filter(\.isUnreadable).map(\.key))
        let compilerSlots = ConstantSlot.slots(in: values).filter { !nonConstantKeys.contains($0.key) }
        let ourSlots = Self.removingInheritedSlots(from: ConstantSlot.slots(in: try Self.extract(folder).bundle), comparedWith: compilerSlots, classes: values)
            .filter { !nonConstantKeys.contains($0.key) }
        let ourKeys = Set(ourSlots.map(\.key))
        assertEqualWithDiff(
            ourSlots.map(\.description).joined(separator: "\n"),
            compilerSlots.filter { ourKeys.contains($0.key) }.map(\.description).joined(separator: "\n"),
            "constant values of \(folder): '-' the compiler's value, '+' ours"
        )
    }

    // MARK: Helpers

    /// The compiler's values for an app, computed once for both app tests.
    static func compilerValues(_ app: String) async throws -> CompilerConstantValues? {
        switch try await outcomes.outcome(for: app) {
        case .typeChecked(let values):
            return values
        case .rejected(let output):
            Issue.record("\(app) does not type-check against TestInputs/Shim:\n\(output)")
            return nil
        }
    }

    static let outcomes = ScriptOutcomeCache()

    actor ScriptOutcomeCache {
        private var outcomes: [String: CompilerConstantValues.ScriptOutcome] = [:]

        func outcome(for fixture: String) throws -> CompilerConstantValues.ScriptOutcome {
            if let outcome = outcomes[fixture] { return outcome }
            let outcome = try CompilerConstantValues.run(fixture: fixture)
            outcomes[fixture] = outcome
            return outcome
        }
    }

    /// The type names of every App Intents declaration in our bundle.
    static func appIntentsTypes(in bundle: IntentMetadataBundle) -> Set<String> {
        var types = Set(bundle.actions.map(\.typeName) + bundle.entities.map(\.typeName) + bundle.enums.map(\.typeName))
        types.formUnion(bundle.queries.map(\.typeName) + bundle.packages.map(\.typeName))
        if let provider = bundle.shortcuts?.provider { types.insert(provider) }
        return types
    }

    /// Runs our pipeline on a `TestInputs` folder the way the compiler sees it.
    static func extract(_ folder: String) throws -> ExtractionResult {
        extract(try Fixtures.sourceFiles(in: folder), folderName: URL(fileURLWithPath: folder).lastPathComponent)
    }

    /// Runs our pipeline the way the compiler sees the files: the script's module name, `#if` for Linux.
    static func extract(_ files: [SourceFile], folderName: String) -> ExtractionResult {
        var configuration = ExtractionConfiguration(moduleName: moduleName(ofFolder: folderName))
        configuration.compilationEnvironmentOverride = CompilationEnvironment(operatingSystem: "Linux", architecture: hostArchitecture)
        return ExtractionPipeline(configuration: configuration).run(files)
    }

    /// The module name the script gives a folder: characters that cannot be in an identifier become `_`, and a
    /// leading digit gets one before it.
    static func moduleName(ofFolder folderName: String) -> String {
        var moduleName = String(String.UnicodeScalarView(folderName.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_") ? scalar : "_"
        }))
        if moduleName.first?.isNumber == true { moduleName = "_" + moduleName }
        return moduleName
    }

    static var hostArchitecture: String {
        #if arch(x86_64)
        "x86_64"
        #elseif arch(arm64)
        "arm64"
        #else
        "unknown"
        #endif
    }

    /// The compiler lists only what a class declares, not what it inherits (`ExtendTrip` has no `trip` parameter in
    /// its output), while our bundle describes each intent completely. One of our slots of a class that the compiler
    /// does not list is left out when another class in the module declares the same slot with the same value.
    static func removingInheritedSlots(from ourSlots: [ConstantSlot], comparedWith compilerSlots: [ConstantSlot], classes values: CompilerConstantValues) -> [ConstantSlot] {
        let classNames = Set(values.appIntentsTypes.filter { $0.kind == "class" }.map(\.typeName))
        let declared = Set(compilerSlots.map(\.key))
        let declaredByClasses = Set(compilerSlots.filter { classNames.contains($0.typeName) }.map { "\($0.slot) = \($0.value)" })
        return ourSlots.filter { slot in
            !(classNames.contains(slot.typeName) && !declared.contains(slot.key)
                && declaredByClasses.contains("\(slot.slot) = \(slot.value)"))
        }
    }

    /// The broken cases that `TestInputs/Broken/README.md` lists under "Which fixtures type-check" as failing on purpose.
    static func casesThatDoNotTypeCheck() throws -> Set<String> {
        let readme = try String(contentsOf: Fixtures.url("Broken/README.md"), encoding: .utf8)
        let known = Set(try Fixtures.brokenCases())
        var names: Set<String> = []
        var isInSection = false
        for line in readme.split(separator: "\n") {
            if line.hasPrefix("## ") {
                isInSection = line.hasPrefix("## Which fixtures type-check")
                continue
            }
            guard isInSection, line.hasPrefix("- ") else { continue }
            let listed = line.split(separator: ":", maxSplits: 1).first ?? line
            for (position, part) in listed.split(separator: "`", omittingEmptySubsequences: false).enumerated() where position % 2 == 1 {
                if known.contains(String(part)) { names.insert(String(part)) }
            }
        }
        return names
    }
}
