import Foundation
import IntentMetadataExtractor
import Testing

/// Layout invariance: a file whose white space changed where the compiler still accepts it must parse to the same
/// declarations (`DeclarationShape`), with no syntax error. `LayoutVariants` makes the variants.
///
/// `swift test` replays a fixed sample: the variants of the files in `Benchmarks/CorpusCheck/Samples` and
/// `Benchmarks/CorpusCheck/Layout` (all of our own writing), with the compiler's verdict on each recorded in
/// `Benchmarks/CorpusCheck/Layout/verdicts.tsv` by `Scripts/layout-check.sh --record-fixtures`, so that the test runs
/// no compiler. `Scripts/layout-check.sh --corpus <dir>` runs the same check over a corpus, asking the compiler
/// about every variant (the two tests enabled by `INTENT_METADATA_LAYOUT_*` below are its steps).
@Suite struct LayoutInvarianceTests {
    static let environment = ProcessInfo.processInfo.environment
    /// The seed and the number of variants of each fixture; `--record-fixtures` uses the same.
    static let fixtureSeed: UInt64 = 30
    static let variantsPerFixture = 150

    static var benchmarkFolder: URL { CorpusAgreementTests.benchmarkFolder }

    /// The fixtures, as paths relative to `Benchmarks/CorpusCheck`.
    static func fixturePaths() throws -> [String] {
        try ["Samples", "Layout"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: benchmarkFolder.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
        }.sorted()
    }

    @Test func fixtureVariantsKeepTheirDeclarations() throws {
        let recorded = try String(contentsOf: Self.benchmarkFolder.appendingPathComponent("Layout/verdicts.tsv"), encoding: .utf8)
        var verdicts: [String: [(edit: String, verdict: String)]] = [:]
        for line in recorded.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else { continue }
            verdicts[fields[0], default: []].append((fields[1], fields[2]))
        }
        var accepted = 0
        var tried = 0
        for path in try Self.fixturePaths() {
            let bytes = Array(try Data(contentsOf: Self.benchmarkFolder.appendingPathComponent(path)))
            let edits = LayoutVariants.edits(of: bytes, path: path, seed: Self.fixtureSeed, count: Self.variantsPerFixture)
            let recordedEdits = verdicts[path] ?? []
            // The recorded verdicts belong to these exact variants; a changed fixture or generator needs a new record.
            try #require(
                recordedEdits.map(\.edit) == edits.map(\.description),
                "the variants of \(path) differ from those recorded: run Scripts/layout-check.sh --record-fixtures"
            )
            let original = DeclarationParser.parse(SourceFile(path: path, bytes: bytes))
            #expect(original.diagnostics.isEmpty, "\(path): \(original.diagnostics.map(\.message))")
            let expected = DeclarationShape.lines(of: original)
            for (edit, recordedEdit) in zip(edits, recordedEdits) {
                tried += 1
                switch recordedEdit.verdict {
                case "accepted":
                    // The compiler reads it as the original: so must we.
                    accepted += 1
                    let failure = Self.failure(of: edit, on: bytes, path: path, expected: expected)
                    #expect(failure == nil, "\(path) \(edit): \(failure ?? "")")
                case "accepted-changed":
                    // The compiler accepts it but reads it differently (a `(` moved to the next line is no longer a
                    // call): no syntax error, whatever the declarations.
                    let variant = DeclarationParser.parse(SourceFile(path: path, bytes: edit.applied(to: bytes)))
                    #expect(variant.diagnostics.isEmpty, "\(path) \(edit): \(variant.diagnostics.map(\.message))")
                default:
                    break
                }
            }
        }
        // The sample must exercise both verdicts, or it checks nothing.
        #expect(accepted > 100 && accepted < tried)
    }

    /// Why a variant fails the check, or `nil` when it passes: a syntax diagnostic, or the first differing line of
    /// the shapes.
    static func failure(of edit: LayoutVariants.Edit, on bytes: [UInt8], path: String, expected: [String]) -> String? {
        let variant = DeclarationParser.parse(SourceFile(path: path, bytes: edit.applied(to: bytes)))
        if let diagnostic = variant.diagnostics.first {
            let (line, column) = variant.file.lineAndColumn(at: diagnostic.location.offset)
            return "syntax diagnostic at \(line):\(column): \(diagnostic.message)"
        }
        let actual = DeclarationShape.lines(of: variant)
        guard actual != expected else { return nil }
        let index = Array(zip(actual, expected)).firstIndex { $0 != $1 } ?? min(actual.count, expected.count)
        let before = index < expected.count ? expected[index] : "(nothing)"
        let after = index < actual.count ? actual[index] : "(nothing)"
        return "declarations differ at line \(index + 1) of the shape: was '\(before)', now '\(after)'"
    }

    /// With `INTENT_METADATA_LAYOUT_GENERATE=<corpus dir>`, writes the variants of every file listed (one relative
    /// path a line) in `INTENT_METADATA_LAYOUT_FILES` to `INTENT_METADATA_LAYOUT_OUT/variants/<n>.swift`, with
    /// `manifest.tsv` (`n`, path, edit); `INTENT_METADATA_LAYOUT_VARIANTS` variants a file (default 8), seed
    /// `INTENT_METADATA_LAYOUT_SEED` (default 30).
    @Test(.enabled(if: environment["INTENT_METADATA_LAYOUT_GENERATE"] != nil))
    func corpusVariantsAreWritten() throws {
        let root = URL(fileURLWithPath: try #require(Self.environment["INTENT_METADATA_LAYOUT_GENERATE"]))
        let output = URL(fileURLWithPath: try #require(Self.environment["INTENT_METADATA_LAYOUT_OUT"]))
        let list = try String(contentsOfFile: try #require(Self.environment["INTENT_METADATA_LAYOUT_FILES"]), encoding: .utf8)
        let count = Int(Self.environment["INTENT_METADATA_LAYOUT_VARIANTS"] ?? "") ?? 8
        let seed = UInt64(Self.environment["INTENT_METADATA_LAYOUT_SEED"] ?? "") ?? Self.fixtureSeed
        let folder = output.appendingPathComponent("variants")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var manifest = ""
        var number = 0
        for path in list.split(separator: "\n").map(String.init) {
            let bytes = Array(try Data(contentsOf: root.appendingPathComponent(path)))
            for edit in LayoutVariants.edits(of: bytes, path: path, seed: seed, count: count) {
                number += 1
                try Data(edit.applied(to: bytes)).write(to: folder.appendingPathComponent("\(number).swift"))
                manifest += "\(number)\t\(path)\t\(edit.description)\n"
            }
        }
        try Data(manifest.utf8).write(to: output.appendingPathComponent("manifest.tsv"))
        print("Wrote \(number) variants of \(list.split(separator: "\n").count) files")
    }

    /// With `INTENT_METADATA_LAYOUT_CHECK=<out dir>` (of the step above, with the compiler's `verdicts.tsv`:
    /// `n` and `accepted` or `rejected`, and `original-verdicts.tsv`: path and verdict) and
    /// `INTENT_METADATA_LAYOUT_CORPUS=<corpus dir>`, checks every variant the compiler accepts of a file it accepts,
    /// and writes `counts.tsv` (tried, accepted, left out) and `candidates.tsv`: each variant we read differently
    /// (`n`, path, edit, `diagnostic` or `declarations`, detail).
    @Test(.enabled(if: environment["INTENT_METADATA_LAYOUT_CHECK"] != nil))
    func corpusVariantsKeepTheirDeclarations() throws {
        let output = URL(fileURLWithPath: try #require(Self.environment["INTENT_METADATA_LAYOUT_CHECK"]))
        let root = URL(fileURLWithPath: try #require(Self.environment["INTENT_METADATA_LAYOUT_CORPUS"]))
        func table(_ name: String) throws -> [String: String] {
            var rows: [String: String] = [:]
            for line in try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8).split(separator: "\n") {
                let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
                if fields.count == 2 { rows[fields[0]] = fields[1] }
            }
            return rows
        }
        let verdicts = try table("verdicts.tsv")
        let originals = try table("original-verdicts.tsv")
        var tried = 0
        var accepted = 0
        var skipped = 0
        var failures: [String] = []
        var expectedShapes: [String: (bytes: [UInt8], shape: [String])?] = [:]
        let manifest = try String(contentsOf: output.appendingPathComponent("manifest.tsv"), encoding: .utf8)
        for line in manifest.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 3 else { continue }
            let (number, path, edit) = (fields[0], fields[1], fields[2])
            tried += 1
            guard verdicts[number] == "accepted" else { continue }
            accepted += 1
            if expectedShapes[path] == nil {
                // A file the compiler rejects, or that we already misread, says nothing about layout.
                let bytes = Array(try Data(contentsOf: root.appendingPathComponent(path)))
                let original = DeclarationParser.parse(SourceFile(path: path, bytes: bytes))
                expectedShapes[path] = originals[path] == "accepted" && original.diagnostics.isEmpty
                    ? (bytes, DeclarationShape.lines(of: original)) : .some(nil)
            }
            guard let entry = expectedShapes[path], let (bytes, expected) = entry else {
                skipped += 1
                continue
            }
            let variant = Array(try Data(contentsOf: output.appendingPathComponent("variants/\(number).swift")))
            let parts = edit.split(separator: " ")
            guard parts.count == 3, let offset = Int(parts[1]), let length = Int(parts[2]),
                let kind = LayoutVariants.Edit.Kind(rawValue: String(parts[0]))
            else { continue }
            let replacement = String(decoding: variant[offset..<(offset + variant.count - bytes.count + length)], as: UTF8.self)
            let change = LayoutVariants.Edit(kind: kind, range: offset..<(offset + length), replacement: replacement)
            if let failure = Self.failure(of: change, on: bytes, path: path, expected: expected) {
                let kind = failure.hasPrefix("syntax diagnostic") ? "diagnostic" : "declarations"
                failures.append("\(number)\t\(path)\t\(edit)\t\(kind)\t\(failure)")
            }
        }
        // `Scripts/layout-check.sh` asks the compiler whether it reads each variant of the `declarations` kind as its
        // original before counting it as failed.
        let summary = "\(tried)\t\(accepted)\t\(skipped)\n"
        try Data(summary.utf8).write(to: output.appendingPathComponent("counts.tsv"))
        try Data(failures.map { $0 + "\n" }.joined().utf8).write(to: output.appendingPathComponent("candidates.tsv"))
        print("Layout variants: \(tried) tried, \(accepted) accepted by swiftc, \(skipped) of those left out, \(failures.count) read differently by us")
    }
}
