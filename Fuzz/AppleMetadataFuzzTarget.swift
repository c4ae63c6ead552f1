import Foundation

// libFuzzer entry point for the reader of Apple's `extract.actionsdata`: one input is the bytes of a would-be
// metadata file, read through `IntentMetadataBundle.loadMetadata(from:filePath:)` as `describe` reads a file.
// Built by `Fuzz/build.sh` into the `IntentMetadata` module. Refusing the input with an `IntentMetadataError` is
// fine; trapping, hanging or leaking is not. What loads must point inside the file, encode and load back, and
// compare equal to itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func appleMetadataFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    let loaded: LoadedMetadata
    do {
        loaded = try IntentMetadataBundle.loadMetadata(from: bytes, filePath: "extract.actionsdata")
    } catch {
        guard !error.message.isEmpty else { fatalError("an error without a message: \(error.code)") }
        return 0
    }
    guard loaded.format == .appleActionsData else { return 0 }
    let bundle = loaded.bundle
    // Every position is inside the file.
    let lineCount = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    var sources = bundle.actions.map(\.source) + bundle.entities.map(\.source) + bundle.enums.map(\.source)
    sources += bundle.queries.map(\.source) + (bundle.shortcuts.map { [$0.source] } ?? []) + loaded.warnings.compactMap(\.source)
    for source in sources {
        guard source.line >= 1, source.line <= lineCount, source.column >= 1, source.column <= max(size, 1) else {
            fatalError("a position outside the file: \(source.line):\(source.column) in \(size) bytes, \(lineCount) lines")
        }
    }
    guard loaded.warnings.allSatisfy({ !$0.message.isEmpty }) else { fatalError("a warning without a message") }
    // What was read encodes as a bundle and loads back to the same bytes.
    if let encoded = try? bundle.encodedData() {
        do {
            let again = try IntentMetadataBundle(data: encoded)
            guard (try? again.encodedData()) == encoded else { fatalError("the canonical encoding is not stable") }
        } catch {
            fatalError("the loader refused the encoding of Apple's metadata: \(error.message)")
        }
    }
    // Reading is deterministic, whatever the order of the dictionaries.
    guard (try? IntentMetadataBundle.loadMetadata(from: bytes, filePath: "extract.actionsdata")) == loaded else {
        fatalError("two reads of the same bytes differ")
    }
    for format in [DescriptionFormat.text, .markdown, .json, .tools] {
        _ = bundle.describe(format: format)
    }
    guard BundleDiff(from: bundle, to: bundle).changes.isEmpty else { fatalError("a diff against itself is not empty") }
    guard !BundleComparison(source: bundle, app: bundle).hasDifferences else { fatalError("a comparison with itself differs") }
    _ = bundle.actionChains()
    return 0
}
