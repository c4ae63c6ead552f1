import TestSupport
import Foundation
import IntentMetadata
import IntentMetadataExtractor
import Testing

/// A deterministic mutation fuzzer over the `TestInputs` sources: the whole pipeline must survive every
/// mutation, terminate, point every diagnostic inside its file, and give the same output twice; and parsing with
/// getter bodies deferred must give what an eager parse gives.
///
/// The seed is fixed, so a failure reproduces; the input count is printed so CI shows what ran.
@Suite struct MutationFuzzTests {
    static let seed: UInt64 = 0x1A7E_17_5EED
    /// Full volume: truncation at every token and 180 random edits per file; `swift test` takes every tenth cut and 18
    /// edits per file, from the same seed (see `TestVolume`).
    static let minimumInputCount = TestVolume.choose(sample: 2_000, full: 20_000)
    static let truncationStride = TestVolume.choose(sample: 10, full: 1)
    static let editRounds = TestVolume.choose(sample: 18, full: 180)

    @Test func pipelineSurvivesMutatedSources() throws {
        let sources = try Self.corpus()
        #expect(sources.count >= 30)
        var generator = SplitMix64(seed: Self.seed)
        var count = 0
        var failures: [String] = []
        func run(_ bytes: [UInt8], _ label: String) {
            count += 1
            let file = SourceFile(path: "Fuzz.swift", bytes: bytes)
            let pipeline = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "Fuzz", parsesEveryFile: true), parsesConcurrently: false)
            let result = pipeline.run([file])
            for diagnostic in result.diagnostics where !Self.isInside(diagnostic.location, file) {
                failures.append("\(label): \(diagnostic.renderedText) lies outside the file")
            }
            if let difference = DeferredGetterTests.differences(in: file) {
                failures.append("\(label): with getters deferred, \(difference)")
            }
            // Every tenth input runs twice: the same input must give the same output.
            if count % 10 == 0 {
                let again = pipeline.run([file])
                if again.diagnostics != result.diagnostics || again.bundle != result.bundle {
                    failures.append("\(label): a second run gave different output")
                }
            }
        }
        for source in sources {
            let bytes = source.bytes
            // Truncation at every token boundary.
            for (position, token) in Lexer.tokenize(source).enumerated() where position % Self.truncationStride == 0 {
                run(Array(bytes[..<token.range.lowerBound]), "\(source.path) cut at \(token.range.lowerBound)")
            }
            // Random edits, several per file.
            for round in 0..<Self.editRounds {
                var mutated = bytes
                for _ in 0..<(1 + Int(generator.next() % 3)) {
                    Self.mutate(&mutated, using: &generator)
                }
                run(mutated, "\(source.path) mutation \(round)")
            }
        }
        print("mutation fuzz: \(count) inputs from \(sources.count) files, seed \(Self.seed), \(failures.count) failures")
        #expect(count >= Self.minimumInputCount)
        #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
    }

    static func corpus() throws -> [SourceFile] {
        var files: [SourceFile] = []
        for folder in ["ReadingList", "Travel", "Broken", "Shim"] {
            files += try Fixtures.sourceFiles(in: folder)
        }
        return files
    }

    static func isInside(_ location: IntentMetadataExtractor.SourceLocation, _ file: SourceFile) -> Bool {
        guard location.line >= 1, location.line <= file.lineStarts.count, location.column >= 1 else { return false }
        let start = file.lineStarts[location.line - 1]
        let end = location.line < file.lineStarts.count ? file.lineStarts[location.line] : file.bytes.count
        return start + location.column - 1 <= end
    }

    static let interestingBytes: [[UInt8]] = [
        Array("\"".utf8), Array("\"\"\"".utf8), Array("{".utf8), Array("}".utf8), Array("(".utf8), Array(")".utf8),
        Array("[".utf8), Array("]".utf8), Array("\\".utf8), Array("\\(".utf8), Array("#".utf8), Array("###".utf8),
        Array("#\"".utf8), Array("/*".utf8), Array("*/".utf8), Array("//".utf8), Array("/".utf8), Array("#if".utf8),
        Array("#endif".utf8), Array("#else".utf8), Array("@".utf8), Array("<".utf8), Array(">".utf8), Array("`".utf8),
        [0x00], [0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], Array("\r\n".utf8), Array("\r".utf8), Array("\n".utf8),
        Array("struct X: AppIntent {".utf8), Array("static var title: LocalizedStringResource = ".utf8),
    ]

    static func mutate(_ bytes: inout [UInt8], using generator: inout SplitMix64) {
        let count = bytes.count
        let position = count == 0 ? 0 : Int(generator.next() % UInt64(count + 1))
        switch generator.next() % 7 {
        case 0:
            // Delete a span.
            let length = min(count - position, Int(generator.next() % 40))
            bytes.removeSubrange(position..<(position + length))
        case 1:
            // Duplicate a span.
            let length = min(count - position, Int(generator.next() % 80))
            bytes.insert(contentsOf: bytes[position..<(position + length)], at: position)
        case 2:
            // Random bytes.
            let length = 1 + Int(generator.next() % 8)
            bytes.insert(contentsOf: (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }, at: position)
        case 3, 4:
            // Syntax that changes how the rest is read: quotes, braces, backslashes, `#` runs, comments.
            let piece = interestingBytes[Int(generator.next() % UInt64(interestingBytes.count))]
            bytes.insert(contentsOf: piece, at: position)
        case 5:
            // Line endings: every LF to CRLF or to CR.
            let replacement: [UInt8] = generator.next() % 2 == 0 ? [0x0D, 0x0A] : [0x0D]
            var changed: [UInt8] = []
            changed.reserveCapacity(count + count / 20)
            for byte in bytes {
                if byte == 0x0A { changed += replacement } else { changed.append(byte) }
            }
            bytes = changed
        default:
            // Overwrite one byte.
            if position < count { bytes[position] = UInt8(truncatingIfNeeded: generator.next()) }
        }
    }
}
