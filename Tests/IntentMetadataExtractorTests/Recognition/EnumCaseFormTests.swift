import IntentMetadata
import IntentMetadataExtractor
import Testing

/// AppEnum spellings from shipping apps that compile; the compiler's constant extraction agrees
/// (probes `UnqualifiedCaseKeys` and `AllCasesInTheExtension` in CompilerConstantValuesTests).
@Suite struct EnumCaseFormTests {
    func extract(_ source: String) -> ExtractionResult {
        ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([SourceFile(path: "A.swift", text: source)])
    }

    @Test func aCaseNamedWithoutTheDotIsAKey() throws {
        let result = extract("""
            enum Flow: String, AppEnum {
                case income, expense
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flow"
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [income: "Income", expense: "Expense"]
            }
            """)
        #expect(result.diagnostics.map(\.renderedText) == [])
        let flow = try #require(result.bundle.enums.first)
        #expect(flow.cases.map(\.title?.key) == ["Income", "Expense"])
    }

    @Test func aBareNameThatIsNoCaseIsStillNotAConstantKey() {
        let result = extract("""
            enum Flow: String, AppEnum {
                case income
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flow"
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [someKey: "Income"]
            }
            """)
        #expect(result.diagnostics.map(\.id).contains(.nonConstantCaseDisplayRepresentations))
    }

    @Test func aDeclaredAllCasesDecidesTheCasesAndTheirOrder() throws {
        let result = extract("""
            enum Speed: String { case fast, slow, hidden }
            extension Speed: AppEnum {
                static var allCases: [Speed] { [.slow, .fast] }
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Speed"
                static let caseDisplayRepresentations: [Speed: DisplayRepresentation] = [.fast: "Fast", .slow: "Slow"]
            }
            """)
        #expect(result.diagnostics.map(\.renderedText) == [])
        let speed = try #require(result.bundle.enums.first)
        #expect(speed.cases.map(\.identifier) == ["slow", "fast"])
    }

    @Test func anAllCasesComputedAtRunTimeLeavesEveryCase() throws {
        let result = extract("""
            enum Speed: String, AppEnum {
                case fast, slow
                static var allCases: [Speed] { Self.load() }
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Speed"
                static let caseDisplayRepresentations: [Speed: DisplayRepresentation] = [.fast: "Fast"]
            }
            """)
        let speed = try #require(result.bundle.enums.first)
        #expect(speed.cases.map(\.identifier) == ["fast", "slow"])
        #expect(result.diagnostics.map(\.id) == [.enumCasesNotExhaustive])
    }
}
