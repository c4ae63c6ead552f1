import RecallOracleCore
import XCTest

final class OracleClassifierTests: XCTestCase {
    private func names(_ source: String, _ category: Category) -> [String] {
        FolderScan.run(sources: ["A.swift": source]).names(category)
    }

    func testDirectConformancesAndRefinementsCount() {
        let source = """
            struct Open: OpenIntent {}
            struct Play: AppIntents.AudioPlaybackIntent, Sendable {}
            struct Book: IndexedEntity {}
            enum Shelf: String, AppEnum { case a }
            """
        XCTAssertEqual(names(source, .intents), ["Open", "Play"])
        XCTAssertEqual(names(source, .entities), ["Book"])
        XCTAssertEqual(names(source, .enums), ["Shelf"])
    }

    func testAppProtocolsTypealiasesAndWhereSelfRefine() {
        let source = """
            protocol UTMIntent: AppIntent {}
            protocol Deeper: UTMIntent {}
            protocol Constrained where Self: AppEntity {}
            typealias Configuration = WidgetConfigurationIntent & Sendable
            struct A: Deeper {}
            struct B: Configuration {}
            struct C: Constrained {}
            """
        XCTAssertEqual(names(source, .intents), ["A", "B"])
        XCTAssertEqual(names(source, .entities), ["C"])
    }

    func testExtensionsAndNestingGiveThePath() {
        let source = """
            enum Outer { struct Inner: AppIntent {} }
            extension Outer { enum Mode: String, AppEnum { case a } }
            extension PageLayout: @retroactive AppEnum {}
            extension Outer.Thing: AppEntity where T == Int {}
            """
        XCTAssertEqual(names(source, .intents), ["Outer.Inner"])
        XCTAssertEqual(names(source, .enums), ["Outer.Mode", "PageLayout"])
        XCTAssertEqual(names(source, .entities), ["Outer.Thing"])
    }

    func testEveryIfConfigBranchIsTakenAndRecorded() throws {
        let source = """
            #if os(iOS)
            struct PhoneIntent: AppIntent {}
            #elseif os(macOS)
            struct MacIntent: AppIntent {}
            #else
            struct OtherIntent: AppIntent {}
            #endif
            """
        let result = FolderScan.run(sources: ["A.swift": source])
        XCTAssertEqual(result.names(.intents), ["MacIntent", "OtherIntent", "PhoneIntent"])
        let other = try XCTUnwrap(result.declarations[.intents]?["OtherIntent"]?.first)
        XCTAssertEqual(other.rendered, "A.swift:6 [#else (of #if os(iOS))]")
    }

    func testClausesNoBuildCompilesAreSkipped() {
        let source = """
            #if false
            struct Disabled: AppIntent {}
            #else
            struct Enabled: AppIntent {}
            #endif
            #if DEBUG && false
            struct AlsoDisabled: AppIntent {}
            #elseif (!true)
            struct NotEither: AppIntent {}
            #endif
            #if true
            struct Always: AppIntent {}
            #elseif os(iOS)
            struct AfterTrue: AppIntent {}
            #else
            struct ElseOfTrue: AppIntent {}
            #endif
            #if DEBUG || false
            struct Debug: AppIntent {}
            #endif
            #if os(iOS) && !false
            struct Phone: AppIntent {}
            #endif
            """
        // The build decides `DEBUG || false` and `os(iOS) && !false`: those stay, as every branch the build chooses does.
        XCTAssertEqual(names(source, .intents), ["Always", "Debug", "Enabled", "Phone"])
    }

    func testSchemaMacrosDeclareTypes() {
        let source = """
            @AppIntent(schema: .photos.openAsset) struct OpenAsset {}
            @AppEntity(schema: .photos.asset) struct Asset {}
            @AppEnum(schema: .photos.assetType) enum AssetType: String { case photo }
            """
        XCTAssertEqual(names(source, .intents), ["OpenAsset"])
        XCTAssertEqual(names(source, .entities), ["Asset"])
        XCTAssertEqual(names(source, .enums), ["AssetType"])
    }

    func testSubclassesOfConformingClassesCount() {
        let source = """
            class Base: AppIntent {}
            final class Derived: Base {}
            class Plain {}
            extension Plain: AppIntent {}
            class Leaf: Plain {}
            """
        XCTAssertEqual(names(source, .intents), ["Base", "Derived", "Leaf", "Plain"])
    }

    func testMemberTypealiasesDoNotPassConformancesOn() {
        let source = """
            final class Screen: AppEntity {}
            struct ScreenQuery: EntityQuery { typealias Entity = Screen }
            struct Unrelated: Entity {}
            """
        let result = FolderScan.run(sources: ["A.swift": source])
        XCTAssertEqual(result.names(.entities), ["Screen"])
        XCTAssertEqual(result.exclusions.map(\.name), ["ScreenQuery.Entity"])
    }

    func testConstraintsProtocolsAndLocalTypesAreExcluded() {
        let source = """
            protocol ChinendarIntent: AppIntent {}
            extension ChinendarIntent { func f() {} }
            struct Provider<Intent: WidgetConfigurationIntent> {}
            func g<T>(_ t: T) where T: AppEntity { struct Local: AppIntent {} }
            protocol Holder { associatedtype E: AppEnum }
            """
        let result = FolderScan.run(sources: ["A.swift": source])
        XCTAssertEqual(result.names(.intents), [])
        XCTAssertEqual(result.names(.entities), [])
        XCTAssertEqual(result.names(.enums), [])
        // Line 2 extends a protocol without adding a conformance: nothing to count or exclude.
        XCTAssertEqual(result.exclusions.map(\.location), ["A.swift:1", "A.swift:3", "A.swift:4", "A.swift:4", "A.swift:5"])
    }
}
