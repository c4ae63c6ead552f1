import CorpusDeclarations
import Testing

@Suite struct TypeDeclarationListerTests {
    let probe = """
        canImport\tFoundation\ttrue
        canImport\tFoundation.Process\tfalse
        canImport\tUIKit\tfalse
        hasFeature\tTypedThrows\ttrue
        hasAttribute\tretroactive\ttrue
        """

    func rows(_ source: String) -> [String] {
        TypeDeclarationLister(configuration: ProbedBuildConfiguration(probeText: probe)).list(Array(source.utf8)).rows.map(\.description)
    }

    @Test func membersAreNestedAndBodiesLeftOut() {
        let source = """
            public struct Outer {
                enum Inner { case a; struct Deep {} }
                func f() { struct Local {} }
                var v: Int { class InAccessor {} ; return 1 }
                init() { actor InInit {} }
                let c = { struct InClosure {} }
            }
            @available(*, unavailable) final class `Type` {}
            protocol P { associatedtype A }
            if true { struct TopLevelCode {} }
            """
        #expect(rows(source) == [
            "struct\t1\t8\tOuter\t",
            "enum\t2\t5\tInner\tOuter",
            "struct\t2\t26\tDeep\tOuter.Inner",
            "class\t8\t34\tType\t",
            "protocol\t9\t1\tP\t",
        ])
    }

    @Test func extensionsAreNamedByTheirTypeText() {
        let source = """
            extension Array where Element == Int {}
            extension [String: /* a comment */ Int] : Sendable { struct Nested {} }
            extension Swift.Optional< Int >{}
            extension `Foo`.Bar {}
            """
        #expect(rows(source) == [
            "extension\t1\t1\tArray\t",
            "extension\t2\t1\t[String:Int]\t",
            "struct\t2\t54\tNested\t[String:Int]",
            "extension\t3\t1\tSwift.Optional<Int>\t",
            "extension\t4\t1\tFoo.Bar\t",
        ])
    }

    @Test func onlyTheClausesActiveOnLinuxAreListed() {
        let source = """
            #if os(Linux) && arch(x86_64) && canImport(Foundation)
            struct Linux {}
            #elseif os(macOS)
            struct Mac {}
            #endif
            #if canImport(Foundation.Process) || canImport(UIKit) || targetEnvironment(simulator) || DEBUG
            struct Never {}
            #else
            struct Otherwise {
                #if swift(>=5.10) && !swift(>=5.10.1) && compiler(>=6.3.1) && !compiler(>=6.3.2)
                enum FiveTen {}
                #endif
                #if hasFeature(TypedThrows) && hasAttribute(retroactive) && _endian(little) && _pointerBitWidth(_64)
                enum Probed {}
                #endif
                #if $TypedThrows && !$NotProbed
                enum DollarFeature {}
                #endif
            }
            #endif
            """
        #expect(rows(source) == [
            "struct\t2\t1\tLinux\t",
            "struct\t9\t1\tOtherwise\t",
            "enum\t11\t5\tFiveTen\tOtherwise",
            "enum\t14\t5\tProbed\tOtherwise",
            "enum\t17\t5\tDollarFeature\tOtherwise",
        ])
    }

    @Test func conditionsTheProbeMissedCountAsFalseAndAreRecorded() {
        let configuration = ProbedBuildConfiguration(probeText: probe)
        let listing = TypeDeclarationLister(configuration: configuration).list(Array("#if canImport(Gone)\nstruct A {}\n#endif\n".utf8))
        #expect(listing.rows.isEmpty)
        #expect(configuration.unanswered.conditions == ["canImport\tGone"])
    }

    @Test func columnsCountUTF8BytesAndEveryLineBreak() {
        let listing = TypeDeclarationLister(configuration: ProbedBuildConfiguration(probeText: probe))
            .list(Array("let é = 1; struct A {}\r\nstruct B {}\rstruct C {}".utf8))
        #expect(listing.rows.map(\.description) == ["struct\t1\t13\tA\t", "struct\t2\t1\tB\t", "struct\t3\t1\tC\t"])
        #expect(!listing.hasSyntaxError)
    }
}
