import IntentMetadataExtractor
import Testing

/// `non-constant-*`: a value App Intents reads at build time that is not a constant is an error of its slot's rule,
/// decided by the check from the facts recognition records (`RecognizedModule.nonConstantValues`).
@Suite struct ConstantValueCheckTests {
    @Test func eachRecordedValueIsAnErrorOfItsSlotsRule() {
        var module = RecognizedModule(moduleName: "App")
        let slots: [(NonConstantValue.Slot, DiagnosticID, String)] = [
            (.intentTitle, .nonConstantTitle, "intent title must be a compile-time constant, but its value is a reference to 'pinTitle'"),
            (.intentDescription, .nonConstantDescription, "intent description must be a compile-time constant, but its value is a reference to 'pinTitle'"),
            (.openAppWhenRun, .nonConstantOpenAppWhenRun, "'openAppWhenRun' must be a compile-time constant, but its value is a reference to 'pinTitle'"),
            (.parameterTitle, .nonConstantParameterTitle, "parameter title must be a compile-time constant, but its value is a reference to 'pinTitle'"),
            (.propertyTitle, .nonConstantPropertyTitle, "property title must be a compile-time constant, but its value is a reference to 'pinTitle'"),
            (
                .typeDisplayRepresentation, .nonConstantTypeDisplayRepresentation,
                "'typeDisplayRepresentation' must be a compile-time constant, but its value is a reference to 'pinTitle'"
            ),
            (
                .caseDisplayRepresentations, .nonConstantCaseDisplayRepresentations,
                "'caseDisplayRepresentations' must be a compile-time constant dictionary literal, but its value is a reference to 'pinTitle'"
            ),
            (
                .caseDisplayRepresentationKey(exampleCase: "warm"), .nonConstantCaseDisplayRepresentations,
                "'caseDisplayRepresentations' keys must be enum cases such as '.warm', but this key is a reference to 'pinTitle'"
            ),
            (
                .caseDisplayRepresentation(caseName: "cool"), .nonConstantCaseDisplayRepresentations,
                "display representation of case 'cool' must be a compile-time constant, but its value is a reference to 'pinTitle'"
            ),
        ]
        for (line, slot) in slots.enumerated() {
            module.nonConstantValues.append(
                NonConstantValue(slot: slot.0, location: SourceLocation(file: "A.swift", line: line + 1, column: 3), found: .reference("pinTitle"))
            )
        }
        let diagnostics = ModuleCheck.run(on: module)
        #expect(diagnostics.map(\.id) == slots.map(\.1))
        #expect(diagnostics.map(\.message) == slots.map(\.2))
        #expect(diagnostics.map(\.location.line) == Array(1...slots.count))
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func aGetterThatComputesTheDictionaryIsNotAConstant() {
        var module = RecognizedModule(moduleName: "App")
        module.nonConstantValues = [
            NonConstantValue(slot: .caseDisplayRepresentations, location: SourceLocation(file: "A.swift", line: 4, column: 9), found: .getterWithSeveralStatements)
        ]
        #expect(
            ModuleCheck.run(on: module).map(\.message) == [
                "'caseDisplayRepresentations' must be a compile-time constant, but its value is a getter that computes its value in several statements"
            ]
        )
    }

    @Test func eachSlotIsRecognizedWhereItsValueIsNotAConstant() {
        assertMarkedDiagnostics("""
            import AppIntents

            let pinTitle: LocalizedStringResource = "Pin"
            func makeDescription() -> IntentDescription { "Pins" }

            struct PinIntent: AppIntent {
                static let title: LocalizedStringResource = pinTitle  // expected-error: non-constant-title
                static let description = makeDescription()  // expected-error: non-constant-description
                static var openAppWhenRun: Bool { Settings.opens }  // expected-error: non-constant-open-app-when-run

                @Parameter(title: pinTitle)  // expected-error: non-constant-parameter-title
                var note: String

                func perform() async throws -> some IntentResult { .result() }
            }

            enum Settings {
                static let opens = true
            }

            struct PinEntity: AppEntity {
                static var typeDisplayRepresentation: TypeDisplayRepresentation {
                    let name: LocalizedStringResource = "Pin"  // expected-error: non-constant-type-display-representation
                    return TypeDisplayRepresentation(name: name)
                }
                static let defaultQuery = PinQuery()
                var id: String
                @Property(title: pinTitle)  // expected-error: non-constant-property-title
                var label: String
                var displayRepresentation: DisplayRepresentation { "\\(label)" }
            }

            struct PinQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [PinEntity] { [] }
            }

            enum Tone: String, AppEnum {
                case warm, cool
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tone"
                static let caseDisplayRepresentations: [Tone: DisplayRepresentation] = [
                    .warm: "Warm",
                    .cool: DisplayRepresentation(title: pinTitle),  // expected-error: non-constant-case-display-representations
                ]
            }
            """)
    }
}
