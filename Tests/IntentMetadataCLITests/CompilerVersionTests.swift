import TestSupport
import Foundation
import IntentMetadata
import Testing

/// `#if compiler(...)` is evaluated for Swift 6.4 (Xcode 27) unless `--compiler-version` says otherwise, and App
/// Intents declarations in a branch that version does not take are named in a note.
@Suite struct CompilerVersionTests {
    private static let source = """
        import AppIntents

        #if compiler(>=6.4)
        struct NewIntent: AppIntent {
            static let title: LocalizedStringResource = "New"
            func perform() async throws -> some IntentResult { .result() }
        }
        #endif

        #if compiler(>=7.0)
        struct FutureIntent: AppIntent {
            static let title: LocalizedStringResource = "Future"
            func perform() async throws -> some IntentResult { .result() }
        }
        #endif
        """

    private func actions(_ arguments: [String]) throws -> (identifiers: [String], errors: [String]) {
        let directory = try TemporaryDirectory()
        try directory.write(Self.source, to: "App/Intents.swift")
        let run = try ToolRunner.run(["extract", "App"] + arguments, in: directory.url)
        return (try IntentMetadataBundle(data: Data(run.standardOutput.utf8)).actions.map(\.identifier), run.errorLines)
    }

    @Test func anIntentUnderCompiler64IsFoundByDefault() throws {
        let run = try actions([])
        #expect(run.identifiers == ["NewIntent"])
        #expect(run.errors == [
            "App/Intents.swift:10:1: note: App Intents declaration 'FutureIntent' is in a branch ('#if compiler(>=7.0)') that compiler 6.4 does not take and compiler 7.0 would; "
                + "it is not read. Pass '--compiler-version' with the version that builds the app to read them [compiler-version-branch]",
        ])
    }

    @Test func compilerVersionChoosesTheBranches() throws {
        #expect(try actions(["--compiler-version", "6.3"]).identifiers == [])
        #expect(try actions(["--compiler-version", "7.0"]).identifiers == ["FutureIntent", "NewIntent"])
    }

    @Test func anOlderCompilersBranchIsNamedWithTheVersionThatTakesIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("""
            import AppIntents
            #if compiler(>=6.4)
            struct Shared: AppIntent {
                static let title: LocalizedStringResource = "New"
                func perform() async throws -> some IntentResult { .result() }
            }
            #else
            struct Shared: AppIntent {
                static let title: LocalizedStringResource = "Old"
                func perform() async throws -> some IntentResult { .result() }
            }
            struct LegacyIntent: AppIntent {
                static let title: LocalizedStringResource = "Legacy"
                func perform() async throws -> some IntentResult { .result() }
            }
            #endif
            """, to: "App/Intents.swift")
        let run = try ToolRunner.run(["check", "App"], in: directory.url)
        // `Shared` is read from the branch taken: only `LegacyIntent` is missing.
        #expect(run.errorLines == [
            "App/Intents.swift:7:1: note: App Intents declaration 'LegacyIntent' is in a branch ('#else') that compiler 6.4 does not take and compiler 6.3.x would; "
                + "it is not read. Pass '--compiler-version' with the version that builds the app to read them [compiler-version-branch]",
        ])
    }

    @Test func aBranchNoCompilerVersionWouldTakeHasNoNote() throws {
        let directory = try TemporaryDirectory()
        try directory.write("""
            import AppIntents
            #if DEBUG
            struct Debug: AppIntent {
                static let title: LocalizedStringResource = "Debug"
                func perform() async throws -> some IntentResult { .result() }
            }
            #elseif compiler(>=7.0)
            struct Future: AppIntent {
                static let title: LocalizedStringResource = "Future"
                func perform() async throws -> some IntentResult { .result() }
            }
            #endif
            """, to: "App/Intents.swift")
        // With DEBUG set, no compiler version takes the second branch.
        #expect(try ToolRunner.run(["check", "App", "-D", "DEBUG"], in: directory.url).errorLines == [])
        #expect(try ToolRunner.run(["check", "App"], in: directory.url).errorLines.count == 1)
    }
}
