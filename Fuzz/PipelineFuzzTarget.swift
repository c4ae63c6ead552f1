import Foundation
import IntentMetadata

// libFuzzer entry point for the extractor: one input is one Swift file, run through the lexer, the parser and
// the whole pipeline. Built by `Fuzz/build.sh` into the `IntentMetadataExtractor` module, so it sees the same
// `package` API the tests use. A broken invariant traps, which libFuzzer reports as a crash with the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func pipelineFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let file = SourceFile(path: "Fuzz.swift", bytes: bytes)

    // The lexer alone: tokens are in order, inside the file, and never overlap.
    var previousEnd = 0
    for token in Lexer.tokenize(file) {
        guard token.range.lowerBound >= previousEnd, token.range.upperBound <= bytes.count else {
            fatalError("token \(token.kind) at \(token.range) overlaps the previous one or leaves the file (\(bytes.count) bytes)")
        }
        previousEnd = token.range.upperBound
    }

    let pipeline = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "Fuzz", parsesEveryFile: true), parsesConcurrently: false)
    let result = pipeline.run([file])
    for diagnostic in result.diagnostics {
        let location = diagnostic.location
        guard location.file == file.path, location.line >= 1, location.line <= file.lineStarts.count, location.column >= 1 else {
            fatalError("diagnostic outside the file: \(diagnostic.renderedText)")
        }
        let lineStart = file.lineStarts[location.line - 1]
        let lineEnd = location.line < file.lineStarts.count ? file.lineStarts[location.line] : bytes.count
        guard lineStart + location.column - 1 <= lineEnd else {
            fatalError("diagnostic column past the end of its line: \(diagnostic.renderedText)")
        }
    }

    // A normal run parses only the files App Intents code needs (none in a module naming no App Intents), and it is
    // the same as a run with every file parsed but for the syntax errors of the files it leaves out. The input becomes
    // one to three files, cut at line breaks, so that declarations spread across files (a protocol here, its adopter
    // there) occur.
    let parts = splitIntoFiles(bytes)
    let chosen = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "Fuzz"), parsesConcurrently: false).run(parts)
    let every = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "Fuzz", parsesEveryFile: true), parsesConcurrently: false).run(parts)
    let parsed = Set(RelevantFileSelection.parseRelevantFiles(parts.sorted { $0.path < $1.path }) { $0.map(DeclarationParser.parse) }.map(\.file.path))
    let leftOutSyntaxErrors = Set(parts.filter { !parsed.contains($0.path) }.flatMap { DeclarationParser.parse($0).diagnostics })
    guard (try? chosen.bundle.encodedData()) == (try? every.bundle.encodedData()) else {
        fatalError("choosing files changed the bundle of \(parts.count) files")
    }
    guard chosen.diagnostics == every.diagnostics.filter({ !leftOutSyntaxErrors.contains($0) }) else {
        fatalError("choosing files changed the diagnostics, beyond the syntax errors of the files left out")
    }

    // Whatever bundle the extractor builds must survive the writer's encoding and the runtime loader unchanged:
    // a bundle the tool writes and the app cannot load would fail at run time, far from its cause.
    if let encoded = try? BundleWriter.encodedData(for: result.bundle) {
        do {
            let loaded = try IntentMetadataBundle(data: encoded)
            // The encoding sorts the top-level arrays, so the bytes are compared rather than the values.
            guard (try? loaded.encodedData()) == encoded else {
                fatalError("the loaded bundle differs from the one written")
            }
        } catch {
            fatalError("the loader refused a bundle the extractor wrote: \(error.message)")
        }
    }
    return 0
}

/// One to three files (by the input's length), cut at the line breaks nearest to equal shares.
private func splitIntoFiles(_ bytes: [UInt8]) -> [SourceFile] {
    let count = 1 + bytes.count % 3
    var cuts = [0]
    for share in 1..<count {
        var cut = bytes.count * share / count
        while cut < bytes.count, bytes[cut] != UInt8(ascii: "\n") { cut += 1 }
        cuts.append(max(cuts[cuts.count - 1], min(cut, bytes.count)))
    }
    cuts.append(bytes.count)
    return (0..<count).map { SourceFile(path: "Part\($0).swift", bytes: Array(bytes[cuts[$0]..<cuts[$0 + 1]])) }
}
