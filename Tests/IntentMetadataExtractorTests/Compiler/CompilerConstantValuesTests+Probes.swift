import TestSupport
import Foundation
import IntentMetadataExtractor
import Testing

/// Small apps written inline, for spellings the fixtures do not use. Each is type-checked and compared like the
/// fixtures: the same App Intents types and the same constant values as the compiler.
extension CompilerConstantValuesTests {
    struct Probe: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: String]
        /// Set when the extractor is known to differ from the compiler here: the bug, for `withKnownIssue`.
        var knownIssue: Comment?

        var testDescription: String { name }
    }

    static let probes: [Probe] = [
        Probe(name: "LiteralSpellings", files: ["Probe.swift": #"""
            import AppIntents

            struct EscapeIntent: AppIntent {
                static let title: LocalizedStringResource = "Caf\u{00E9} \t tab \\ backslash"
                static let description = IntentDescription(#"Raw "quoted" \n text"#)

                @Parameter(title: .init("param.key", defaultValue: "Param", table: "T"))
                var name: String

                @Parameter(title: LocalizedStringResource("only.table", table: "Tbl"))
                var other: String

                func perform() async throws -> some IntentResult { .result() }
            }

            struct MultiLineIntent: AppIntent {
                static var title: LocalizedStringResource {
                    return """
                    Multi
                      line
                    """
                }
                static var description: IntentDescription { "Getter description" }

                func perform() async throws -> some IntentResult { .result() }
            }

            enum Tone: String, AppEnum {
                case warm, cool, neutral
                static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(name: .init("tone", defaultValue: "Tone")) }
                static let caseDisplayRepresentations: [Tone: DisplayRepresentation] = [
                    .warm: .init(title: "Warm", subtitle: .init("warm.sub", defaultValue: "Cozy")),
                    Tone.cool: DisplayRepresentation(title: #"Co"ol"#),
                    .neutral: "Neu\u{2011}tral",
                ]
            }

            struct ProbeShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(
                        intent: EscapeIntent(),
                        phrases: ["\(.applicationName)", "Say \"hi\" in \(.applicationName) \u{1F600}"],
                        shortTitle: "Esc",
                        systemImageName: "a"
                    )
                }
            }
            """#]),
        Probe(name: "ConformanceSpellings", files: [
            "Intents.swift": #"""
            import AppIntents

            struct ViaComposition: AppIntent & Sendable {
                static let title: LocalizedStringResource = "Via Composition"
                func perform() async throws -> some IntentResult { .result() }
            }

            struct Qualified: AppIntents.AppIntent {
                static let title: LocalizedStringResource = "Qualified"
                func perform() async throws -> some IntentResult { .result() }
            }

            #if os(Linux)
            struct LinuxOnly: AppIntent {
                static let title: LocalizedStringResource = "Linux Only"
                func perform() async throws -> some IntentResult { .result() }
            }
            #elseif os(iOS)
            struct IOSOnly: AppIntent {
                static let title: LocalizedStringResource = "iOS Only"
                func perform() async throws -> some IntentResult { .result() }
            }
            #endif

            #if compiler(>=6.0) && swift(>=5.9) && canImport(Foundation)
            extension Outer {
                struct Inner: AppIntent {
                    static let title: LocalizedStringResource = "Inner"
                    func perform() async throws -> some IntentResult { .result() }
                }
            }
            #endif

            enum Outer {}

            private struct PrivateIntent: AppIntent {
                static let title: LocalizedStringResource = "Private"
                func perform() async throws -> some IntentResult { .result() }
            }
            """#,
            "Later.swift": #"""
            import AppIntents

            struct Later {}

            extension Later: AppIntent {
                static var title: LocalizedStringResource { "Later" }
                func perform() async throws -> some IntentResult { .result() }
            }
            """#,
        ]),
        // Bug: a conformance spelled through a `typealias` of an App Intents protocol is not recognised, so the
        // intent is missing from the bundle (no diagnostic), while the compiler exports it. `TypeIndex` collects
        // module-level typealiases, but `ConformanceResolver` does not look through them.
        Probe(
            name: "TypealiasConformance",
            files: ["Intents.swift": #"""
                import AppIntents

                typealias Intent = AppIntent

                struct ViaAlias: Intent {
                    static let title: LocalizedStringResource = "Via Alias"
                    func perform() async throws -> some IntentResult { .result() }
                }
                """#]
        ),
        // Real-app idioms (docs/RealApps.md): a case named without the dot as a key inside the enum, and an
        // `allCases` declared in the extension that adds `AppEnum`, listing fewer cases than the enum has.
        Probe(name: "UnqualifiedCaseKeys", files: ["Probe.swift": #"""
            import AppIntents

            enum Flow: String, AppEnum {
                case income, expense, transfer
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flow"
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
                    income: "Income",
                    expense: DisplayRepresentation(title: "Expense"),
                    .transfer: "Transfer",
                ]
            }
            """#]
        ),
        Probe(name: "AllCasesInTheExtension", files: ["Probe.swift": #"""
            import AppIntents

            enum Speed: String {
                case fast, slow, hidden
            }

            extension Speed: AppEnum {
                static var allCases: [Speed] { [.slow, .fast] }
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Speed"
                static let caseDisplayRepresentations: [Speed: DisplayRepresentation] = [
                    .fast: "Fast",
                    .slow: "Slow",
                ]
            }
            """#]
        ),
    ]

    /// The probes `swift test` compares (each is a run of `swiftc`); every probe at full volume (`TestVolume`).
    static let sampledProbes = ["LiteralSpellings", "ConformanceSpellings"]

    @Test(arguments: TestVolume.choose(sample: probes.filter { sampledProbes.contains($0.name) }, full: probes))
    func probeMatchesTheCompiler(_ probe: Probe) async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("compiler-probe-\(UUID().uuidString)").appendingPathComponent(probe.name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        for (path, text) in probe.files {
            try text.write(to: directory.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        guard case .typeChecked(let values) = try CompilerConstantValues.run(directory: directory) else {
            Issue.record("probe \(probe.name) does not type-check against TestInputs/Shim")
            return
        }
        let files = probe.files.map { SourceFile(path: $0.key, text: $0.value) }
        let bundle = Self.extract(files, folderName: probe.name).bundle
        let compilerSlots = ConstantSlot.slots(in: values)

        let compare = {
            assertEqualWithDiff(
                Self.appIntentsTypes(in: bundle).sorted().joined(separator: "\n"),
                values.appIntentsTypes.map(\.typeName).sorted().joined(separator: "\n"),
                "App Intents types of probe \(probe.name): '-' only the compiler reports, '+' only we report"
            )
            assertEqualWithDiff(
                ConstantSlot.slots(in: bundle).map(\.description).joined(separator: "\n"),
                compilerSlots.map(\.description).joined(separator: "\n"),
                "constant values of probe \(probe.name): '-' the compiler's value, '+' ours"
            )
        }
        if let knownIssue = probe.knownIssue {
            withKnownIssue(knownIssue) { compare() }
        } else {
            compare()
        }
        #expect(!compilerSlots.isEmpty, "the compiler reported no values for probe \(probe.name)")
    }
}
