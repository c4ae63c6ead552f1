import IntentMetadata
import IntentMetadataExtractor
import Testing

/// `AppEnum` conformance added to an enum of a module that is not scanned (a package outside the repository): the
/// compiler has that module and we do not, so the enum is recorded with the cases its code spells out, and a warning
/// says what cannot be checked. Never an error.
@Suite struct EnumFromOtherModuleTests {
    func extract(_ source: String) -> ExtractionResult {
        ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "Player")).run([SourceFile(path: "A.swift", text: source)])
    }

    /// The issue's example: a package's `PlaybackState`, with both lists spelled out in the extension.
    static let playbackState = """
        import AppIntents
        import PlayerCore

        extension PlaybackState: @retroactive AppEnum {
            public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Playback State"
            public static var caseDisplayRepresentations: [PlaybackState: DisplayRepresentation] = [
                .playing: "Playing",
                .paused: DisplayRepresentation(title: "Paused", image: .init(systemName: "pause")),
                .stopped: "Stopped",
            ]
            public static var allCases: [PlaybackState] = [.playing, .paused, .stopped]
        }

        struct SetPlayback: AppIntent {
            static let title: LocalizedStringResource = "Set Playback"
            @Parameter(title: "State") var state: PlaybackState
            func perform() async throws -> some IntentResult { .result() }
        }
        """

    @Test func theIssuesExampleIsRecordedWithItsCasesAndAWarning() throws {
        let result = extract(Self.playbackState)
        #expect(!result.hasErrors)
        #expect(result.diagnostics.map(\.id) == [.enumFromOtherModule])
        let warning = try #require(result.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.location.line == 4)
        #expect(warning.message.contains("'playing', 'paused', 'stopped'"))
        #expect(warning.message.contains("raw values"))
        let playback = try #require(result.bundle.enums.first)
        #expect(playback.identifier == "PlaybackState")
        #expect(playback.cases.map(\.identifier) == ["playing", "paused", "stopped"])
        #expect(playback.cases.map(\.title?.key) == ["Playing", "Paused", "Stopped"])
        #expect(playback.cases[1].image == ImageMetadata(systemName: "pause"))
        // The intent's parameter names the recorded enum.
        let parameter = try #require(result.bundle.actions.first?.parameters.first)
        #expect(parameter.valueType == ValueType.enum("PlaybackState"))
    }

    /// Either list alone names the cases; a declared `allCases` decides which are offered, in its order, as it does
    /// for an enum of the module.
    @Test(arguments: [
        ("public static var caseDisplayRepresentations: [PlaybackState: DisplayRepresentation] = [.b: \"B\", .a: \"A\"]", ["b", "a"]),
        ("public static var allCases: [PlaybackState] = [.c, .a]\n    public static var caseDisplayRepresentations: [PlaybackState: DisplayRepresentation] = [.a: \"A\", .b: \"B\", .c: \"C\"]", ["c", "a"]),
        ("public static var allCases: [Self] = [Self.a, PlaybackState.b]", ["a", "b"]),
    ])
    func theCasesAreThoseTheListsName(_ members: String, _ cases: [String]) throws {
        let result = extract("extension PlaybackState: @retroactive AppEnum {\n    public static var typeDisplayRepresentation: TypeDisplayRepresentation = \"State\"\n    \(members)\n}\n")
        #expect(result.diagnostics.map(\.id) == [.enumFromOtherModule])
        #expect(try #require(result.bundle.enums.first).cases.map(\.identifier) == cases)
    }

    /// With no list to read (the package itself declares `caseDisplayRepresentations`), the enum is recorded
    /// without cases and the warning says so; still no error.
    @Test func withNothingToReadTheWarningSaysSo() throws {
        let result = extract("""
            extension PlaybackState: AppEnum {
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "State"
            }
            """)
        #expect(!result.hasErrors)
        #expect(result.diagnostics.map(\.id) == [.enumFromOtherModule])
        #expect(try #require(result.diagnostics.first).message.contains("no case can be read"))
        #expect(try #require(result.bundle.enums.first).cases.isEmpty)
    }

    /// An enum declared in the scanned sources is read from its declaration, as before: no warning.
    @Test func anEnumOfTheModuleIsReadFromItsDeclaration() {
        let result = extract("enum PlaybackState: String { case playing, paused }\n" + Self.playbackState.replacingOccurrences(of: ".stopped: \"Stopped\",", with: "").replacingOccurrences(of: ", .stopped]", with: "]"))
        #expect(result.diagnostics.map(\.id) == [])
        #expect(result.bundle.enums.first?.cases.map(\.rawValue) == [.string("playing"), .string("paused")])
    }
}
