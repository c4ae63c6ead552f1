import Foundation
import TestSupport
import Testing

/// The constness shape table (`docs/ConstantShapes.md`): every shape a value takes in an App Intents slot across the
/// App Intents corpus, with a probe of each run through the compiler (`Scripts/compiler-const-values.sh` and
/// `TestInputs/Shim`) and through our pipeline.
///
/// `swift test` runs every probe of the committed table (one run of the compiler over all of them, a few seconds)
/// and requires what the compiler records and both verdicts to be the table's, and our verdict to be Apple's.
/// With `INTENT_METADATA_SHAPE_CORPUS` set to folders of apps (`/work/corpus/realapps:/work/corpus/samples`), it
/// also collects the shapes from the corpus with our parser and requires the table to list exactly them;
/// `INTENT_METADATA_RECORD=1` rewrites the table instead.
@Suite(
    .serialized,
    .enabled(if: CompilerConstantValues.isCompilerAvailable, "swiftc is not on PATH (nor set in SWIFTC); install a Swift toolchain to compare with the compiler")
)
struct ConstantShapeTableTests {
    static let documentURL = Fixtures.root.deletingLastPathComponent().appendingPathComponent("docs").appendingPathComponent("ConstantShapes.md")

    /// Shapes no corpus app has, added so that the table tries both verdicts: issue 30's two examples, and the
    /// spellings that are not constants in each slot that needs one.
    static let addedShapes: [ConstantShapeTable.Row] = [
        .init(slot: "AppIntent.description", form: "= E", shape: #"IntentDescription(stringLiteral: "s")"#, count: 0),
        .init(slot: "AppEnum.caseDisplayRepresentations[value]", form: "E", shape: #"DisplayRepresentation(title: "s", subtitle: nil, image: .init(systemName: "s"))"#, count: 0),
        .init(slot: "AppEntity.typeDisplayRepresentation", form: "= E", shape: #"TypeDisplayRepresentation(name: "s", numericFormat: nil)"#, count: 0),
        .init(slot: "AppIntent.title", form: "= E", shape: #""s\(placeholder: .int)s""#, count: 0),
        .init(slot: "AppIntent.title", form: "= E", shape: "ref", count: 0),
        .init(slot: "AppIntent.title", form: "= E", shape: "Ref.member", count: 0),
        .init(slot: "AppIntent.title", form: "= E", shape: "function()", count: 0),
        .init(slot: "AppIntent.title", form: "= E", shape: #""s\(ref)""#, count: 0),
        .init(slot: "AppIntent.title", form: "{ let x = ...; return ... }", shape: "", count: 0),
        .init(slot: "AppIntent.description", form: "= E", shape: "IntentDescription(ref)", count: 0),
        .init(slot: "AppIntent.description", form: "= E", shape: #"IntentDescription("s", categoryName: ref)"#, count: 0),
        .init(slot: "AppIntent.openAppWhenRun", form: "= E", shape: "Ref.member", count: 0),
        .init(slot: "@Parameter(title:)", form: "E", shape: "ref", count: 0),
        .init(slot: "@Property(title:)", form: "E", shape: "Ref.member", count: 0),
        .init(slot: "AppEntity.typeDisplayRepresentation", form: "= E", shape: "TypeDisplayRepresentation(name: ref)", count: 0),
        .init(slot: "AppEnum.typeDisplayRepresentation", form: "= E", shape: "Ref.member", count: 0),
        .init(slot: "AppEnum.caseDisplayRepresentations", form: "= E", shape: "Ref.member", count: 0),
        .init(slot: "AppEnum.caseDisplayRepresentations", form: "{ let x = ...; return ... }", shape: "", count: 0),
        .init(slot: "AppEnum.caseDisplayRepresentations[value]", form: "E", shape: "DisplayRepresentation(title: ref)", count: 0),
        .init(slot: "AppEnum.caseDisplayRepresentations[value]", form: "E", shape: #"DisplayRepresentation(title: "s", subtitle: "s\(ref)")"#, count: 0),
    ]

    /// `swift test` runs the probes of the slots that need a constant (each a file of one run of the compiler);
    /// `INTENT_METADATA_LONG_TESTS=1` runs every row's.
    @Test func everyShapeOfTheTableHasTheCompilersVerdict() throws {
        let table = try ConstantShapeTable(markdown: String(contentsOf: Self.documentURL, encoding: .utf8))
        #expect(table.rows.count >= 200, "docs/ConstantShapes.md lists only \(table.rows.count) shapes")
        let rows = TestVolume.choose(sample: table.rows.filter { ConstantShapeVerdict.isRequired($0.slot) }, full: table.rows)
        let evaluated = try ConstantShapeVerdict.evaluate(rows.map(\.occurrence))
        #expect(evaluated.count == rows.count)
        // Another compiler may record a value in other words (a defaulted argument more or less); the verdicts hold.
        let isTheTablesCompiler = try ConstantShapeTable.compilerVersion() == table.compiler
        for (row, result) in zip(rows, evaluated) {
            if isTheTablesCompiler {
                #expect(result.record == row.record, "\(row): the compiler records \(result.record), the table says \(row.record)")
            }
            #expect(result.apple == row.apple, "\(row): Apple's verdict is \(result.apple), the table says \(row.apple)")
            #expect(result.ours == row.ours, "\(row): our verdict is \(result.ours), the table says \(row.ours)")
            #expect(
                ConstantShapeTable.verdict(of: result.ours) == ConstantShapeTable.verdict(of: result.apple),
                "\(row): Apple's verdict is \(result.apple), ours \(result.ours)"
            )
        }
    }

    /// Issue 30's examples, spelled out: both are constants for the compiler and for us.
    @Test(arguments: [
        ("AppIntent.description", "= E", #"IntentDescription(stringLiteral: "s")"#),
        ("AppEnum.caseDisplayRepresentations[value]", "E", #"DisplayRepresentation(title: "s", subtitle: nil, image: .init(systemName: "s"))"#),
    ])
    func issueExamplesAreConstants(_ slot: String, _ form: String, _ shape: String) throws {
        let rows = try ConstantShapeVerdict.evaluate([ConstantShapeTable.Row(slot: slot, form: form, shape: shape, count: 0)])
        #expect(rows.first?.apple == ConstantShapeTable.Verdict.constant.rawValue)
        #expect(rows.first?.ours == ConstantShapeTable.Verdict.constant.rawValue)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["INTENT_METADATA_SHAPE_CORPUS"] != nil, "set INTENT_METADATA_SHAPE_CORPUS to folders of apps"))
    func theTableListsEveryShapeOfTheCorpus() throws {
        var collector = ConstantShapeCollector()
        let roots = (ProcessInfo.processInfo.environment["INTENT_METADATA_SHAPE_CORPUS"] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        var folders: [String] = []
        for root in roots {
            let apps = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.hasPrefix(".") }.sorted()
            folders.append("\(apps.count) apps of \(root.lastPathComponent)/ (\(apps.joined(separator: ", ")))")
            for app in apps {
                collector.collect(app: root.appendingPathComponent(app))
            }
        }
        var rows = collector.rows
        for added in Self.addedShapes where !rows.contains(where: { $0.slot == added.slot && $0.form == added.form && $0.shape == added.shape }) {
            rows.append(added)
        }
        rows.sort { ($0.slot, $0.form, $0.shape) < ($1.slot, $1.form, $1.shape) }
        let table = ConstantShapeTable(
            corpus: folders.joined(separator: "; "), compiler: try ConstantShapeTable.compilerVersion(), rows: try ConstantShapeVerdict.evaluate(rows)
        )
        let written = table.markdown()
        if ProcessInfo.processInfo.environment["INTENT_METADATA_RECORD"] == "1" {
            try written.write(to: Self.documentURL, atomically: true, encoding: .utf8)
            Issue.record("docs/ConstantShapes.md re-recorded; run again without INTENT_METADATA_RECORD to check it")
            return
        }
        let committed = try String(contentsOf: Self.documentURL, encoding: .utf8)
        assertEqualWithDiff(written, committed, "docs/ConstantShapes.md: '-' the committed table, '+' the corpus's")
    }
}
