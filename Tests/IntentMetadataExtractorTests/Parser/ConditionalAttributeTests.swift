import IntentMetadataExtractor
import Testing

/// `#if` blocks that hold only attributes belong to the declaration after them (found in generated OpenAPI code).
@Suite struct ConditionalAttributeTests {
    @Test func attributeBlockBeforeAnImportDoesNotSwallowTheEndif() {
        assertTypeDeclarations("""
            #if compiler(>=6.4)
            @diagnose(UnusedImportAccess, as: ignored)
            #endif
            public import struct Foundation.Date
            public enum Components {}
            """, ["enum 5:8 Components"])
    }

    @Test func attributeBlockBetweenAttributesKeepsTheDeclaration() {
        assertTypeDeclarations("""
            @frozen
            #if compiler(>=6.0)
            @preconcurrency
            #else
            @available(*, deprecated)
            #endif
            public struct Wrapped {
                struct Inner {}
            }
            """, ["struct 7:8 Wrapped", "struct 8:5 Inner Wrapped"])
    }

    @Test func activeClauseAttributesJoinTheDeclaration() throws {
        let source = """
            #if os(Linux)
            @available(*, deprecated)
            #elseif os(macOS)
            @MainActor
            #endif
            struct S {}
            """
        let syntax = DeclarationParser.parse(SourceFile(path: "Test.swift", text: source))
        let active = ConditionalCompilation.activeDeclarations(syntax.items, in: CompilationEnvironment(operatingSystem: "Linux"))
        let declaration = try #require(active.first)
        #expect(declaration.name == "S")
        #expect(declaration.attributes.map(\.name) == ["available"])
    }

    @Test func blockOfDeclarationsStartingWithAnAttributeStaysABlock() {
        assertTypeDeclarations("""
            #if os(Linux)
            @usableFromInline struct LinuxOnly {}
            #else
            @usableFromInline struct Other {}
            #endif
            struct After {}
            """, ["struct 2:19 LinuxOnly", "struct 6:1 After"])
    }
}
