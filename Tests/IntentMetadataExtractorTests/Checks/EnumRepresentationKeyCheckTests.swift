import IntentMetadataExtractor
import Testing
import TestSupport

/// `enum-representation-unknown-case`: a `caseDisplayRepresentations` key naming no case of the enum is a compile
/// error (`swiftc`: "type 'Sort' has no member 'middle'"); keys that compile stay quiet.
@Suite struct EnumRepresentationKeyCheckTests {
    @Test func aKeyNamingNoCaseIsAnErrorAtTheName() {
        assertMarkedDiagnostics("""
            import AppIntents

            enum Sort: String, AppEnum {
                case newest, oldest
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sort"
                static let caseDisplayRepresentations: [Sort: DisplayRepresentation] = [
                    .newest: "Newest",
                    .oldest: "Oldest",
                    .middle: "Middle",  // expected-error: enum-representation-unknown-case
                    Sort.earliest: "Earliest",  // expected-error: enum-representation-unknown-case
                ]
            }
            """)
    }

    @Test func keysThatCompileAreQuiet() {
        assertMarkedDiagnostics("""
            import AppIntents

            enum Sort: String, AppEnum {
                case newest, oldest
                #if os(iOS)
                case nearest
                #endif
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sort"
                static let caseDisplayRepresentations: [Sort: DisplayRepresentation] = [
                    Self.newest: "Newest",
                    Sort.oldest: "Oldest",
                    .nearest: "Nearest",
                    .featured: "Featured",
                    Defaults.sort: "Default",
                ]
            }

            extension Sort {
                static let featured = Sort.newest
            }

            enum Defaults {
                static let sort = Sort.oldest
            }
            """)
    }
}
