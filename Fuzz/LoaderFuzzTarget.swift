import Foundation

// libFuzzer entry point for the runtime loader: one input is the bytes of a would-be bundle. Built by
// `Fuzz/build.sh` into the `IntentMetadata` module. Refusing the input with an `IntentMetadataError` is fine;
// trapping, hanging or leaking is not. A bundle that loads must encode and load back to itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func loaderFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    let bundle: IntentMetadataBundle
    do {
        bundle = try IntentMetadataBundle(data: bytes, filePath: "Fuzz.json")
    } catch {
        // Every refusal must carry a message a person can act on.
        guard !error.message.isEmpty else { fatalError("an error without a message: \(error.code)") }
        return 0
    }
    // What loads must round-trip through the canonical encoding (an infinite number may fail to encode).
    if let encoded = try? bundle.encodedData() {
        do {
            let again = try IntentMetadataBundle(data: encoded)
            // The encoding sorts the top-level arrays, so the bytes are compared rather than the values.
            guard (try? again.encodedData()) == encoded else { fatalError("the canonical encoding is not stable") }
        } catch {
            fatalError("the loader refused its own canonical encoding: \(error.message)")
        }
    }
    // What `intent-metadata describe` and an app do with a loaded bundle must not trap either.
    for format in [DescriptionFormat.text, .markdown, .json, .tools] {
        _ = bundle.describe(format: format)
    }
    for action in bundle.actions {
        _ = bundle.renderedSummary(of: action)
        _ = bundle.renderedPhrases(for: action, applicationName: "Fuzz")
        _ = bundle.referencedTypes(of: action)
    }
    _ = bundle.actionChains()
    return 0
}
