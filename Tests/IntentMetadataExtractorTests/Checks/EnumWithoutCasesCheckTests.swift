import Testing

/// `enum-without-cases`: an `AppEnum` with a raw type and no case does not compile (`swiftc`: "an enum with no cases
/// cannot declare a raw type"); enums that compile stay quiet.
@Suite struct EnumWithoutCasesCheckTests {
    @Test func anEnumWithARawTypeAndNoCaseIsAnErrorAtItsName() {
        assertMarkedDiagnostics("""
            import AppIntents

            enum Genre: String, AppEnum {  // expected-error: enum-without-cases
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Genre"
                static let caseDisplayRepresentations: [Genre: DisplayRepresentation] = [:]
            }
            """)
    }

    @Test func casesOnlyInAnInactiveBranchLeaveNone() {
        assertMarkedDiagnostics("""
            import AppIntents

            enum Dial: Int, AppEnum {  // expected-error: enum-without-cases
                #if os(watchOS)
                case crown
                #endif
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Dial"
                static let caseDisplayRepresentations: [Dial: DisplayRepresentation] = [:]
            }
            """)
    }

    @Test func enumsThatCompileAreQuiet() {
        assertMarkedDiagnostics("""
            import AppIntents

            enum Mood: String, AppEnum {
                case calm
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
                static let caseDisplayRepresentations: [Mood: DisplayRepresentation] = [.calm: "Calm"]
            }

            enum Flow: String, AppEnum {
                case fast, slow
                static var allCases: [Flow] { [] }
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flow"
                static let caseDisplayRepresentations: [Flow: DisplayRepresentation] = [.fast: "Fast", .slow: "Slow"]
            }

            enum Placeholder: AppEnum {
                init?(rawValue: String) { nil }
                var rawValue: String { switch self {} }
                static var allCases: [Placeholder] { [] }
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Placeholder"
                static let caseDisplayRepresentations: [Placeholder: DisplayRepresentation] = [:]
            }
            """)
    }
}
