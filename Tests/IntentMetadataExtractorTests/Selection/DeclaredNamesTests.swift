@testable import IntentMetadataExtractor
import TestSupport
import Testing

@Suite struct DeclaredNamesTests {
    private func names(_ text: String) -> (types: Set<String>, extended: Set<String>) {
        let names = DeclaredNames(scanning: Array(text.utf8))
        return (names.types, names.extended)
    }

    @Test func namesAfterEachKeyword() {
        let found = names("""
            struct Book {}
            final class Shelf: NSObject {}
            indirect enum Tree<T> {}
            actor Store {}
            protocol Readable: AnyObject {}
            typealias ID = String
            extension Library.Shelf.Row where Row: Hashable {}
            """)
        #expect(found.types == ["Book", "Shelf", "Tree", "Store", "Readable", "ID"])
        #expect(found.extended == ["Library", "Shelf", "Row"])
    }

    /// Whatever the parser reads as a declaration's name is found: across comments and line breaks, in backticks,
    /// past an extension's generic arguments.
    @Test func namesTheParserReads() {
        let found = names("""
            struct // a comment
                Book {}
            class /* one /* nested */ comment */ Shelf {}
            enum `Type` {}
            extension Outer<Int>.Inner {}
            extension Dictionary<String, [Int]> . Keys {}
            """)
        #expect(found.types == ["Book", "Shelf", "Type"])
        #expect(found.extended == ["Outer", "Inner", "Dictionary", "Keys"])
    }

    /// Too many is fine (a parse too many at worst): keywords in comments and strings count, and a name with
    /// non-ASCII bytes also gives its prefixes that end before a non-ASCII character.
    @Test func errsOnTheSideOfTooMany() {
        let found = names("// this struct Ghost is only a comment\nlet s = \"class Phantom\"\nclass func make() {}\nstruct Café {}\nstruct Ab\u{A0}{}\n")
        #expect(found.types == ["Ghost", "Phantom", "func", "Café", "Caf", "Ab\u{A0}", "Ab"])
    }

    @Test func nothingInAFileWithoutDeclarations() {
        #expect(names("").types.isEmpty)
        #expect(names("let x = 1\nfunc f() {}\n").types.isEmpty)
        #expect(names("struct").types.isEmpty)
        #expect(names("extension").extended.isEmpty)
    }

    /// Every type, typealias and extension the parser finds, at any depth and in every `#if` branch, in every fixture
    /// file, in random app-like files, and in both with lines deleted and the rest joined (which makes long comments):
    /// its name is among the scan's, or the scan says the file may declare anything.
    @Test func everyDeclarationTheParserFindsIsScanned() throws {
        var files = try RelevantFileSelectionTests.fixtureFolders.flatMap { try Fixtures.sourceFiles(in: $0) }
        var module = RandomModule(seed: 0xDEC1)
        for _ in 0..<TestVolume.choose(sample: 40, full: 2_000) { files += module.files() }
        var random = SplitMix64(seed: 0xDEC2)
        files += files.map { file in
            var lines = file.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            for _ in 0..<Int(random.next() % 5) where !lines.isEmpty { lines.remove(at: Int(random.next() % UInt64(lines.count))) }
            return SourceFile(path: file.path, bytes: Array(lines.joined(separator: [UInt8(ascii: " ")])))
        }
        var declarations = 0
        var declaringAnything = 0
        for file in files {
            let scanned = DeclaredNames(scanning: file.bytes)
            if scanned.declaresAnything {
                declaringAnything += 1
                continue
            }
            var pending = DeclarationParser.parse(file).items
            while let item = pending.popLast() {
                switch item {
                case .conditional(let block):
                    pending += block.clauses.flatMap(\.elements)
                case .declaration(let declaration):
                    pending += declaration.members
                    switch declaration.kind {
                    case .struct, .class, .enum, .actor, .protocol, .typealias:
                        guard !declaration.name.isEmpty else { continue }
                        declarations += 1
                        #expect(scanned.types.contains(declaration.name), "\(declaration.kind) \(declaration.name) in \(file.path)")
                    case .extension:
                        declarations += 1
                        for component in AppIntentsReach.nameComponents(declaration.name) where !component.contains(where: { "[]?!(): ".contains($0) }) {
                            #expect(scanned.extended.contains(component), "extension \(declaration.name) in \(file.path)")
                        }
                    default:
                        continue
                    }
                }
            }
        }
        #expect(declarations > 1_000)
        #expect(declaringAnything < files.count / 10, "\(declaringAnything) of \(files.count)")
    }

    /// A keyword followed by a long comment: the gap is read up to a bound, past which the file may declare anything.
    @Test func aLongGapMakesTheFileDeclareAnything() {
        let gap = String(repeating: " ", count: DeclaredNames.maximumGap - 20)
        #expect(DeclaredNames(scanning: Array("struct /*\(gap)*/ Book {}".utf8)).types == ["Book"])
        let long = DeclaredNames(scanning: Array("struct /*\(gap)\(gap)*/ Book {}".utf8))
        #expect(long.declaresAnything)
        // Keywords inside one long comment, each of which would read to its end: the scan stops at the first.
        let comments = Array(String(repeating: "struct /* ", count: 200_000).utf8)
        #expect(DeclaredNames(scanning: comments).declaresAnything)
    }
}
