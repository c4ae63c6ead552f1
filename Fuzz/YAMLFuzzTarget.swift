import Foundation

// libFuzzer entry point for the YAML reader and the XcodeGen spec reader on top of it: one input is one `project.yml`,
// read by `YAMLParser`, then resolved (multi-platform targets, templates) and read into targets by `XcodeGenReader`
// under a folder that does not exist, so every run sees the same (empty) disk. Built by `Fuzz/build.sh` into the
// `IntentMetadataExtractor` module. A broken invariant traps, which libFuzzer reports.
@_cdecl("LLVMFuzzerTestOneInput")
public func yamlFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let root: YAMLNode
    switch YAMLParser.parse(bytes) {
    case .success(let node): root = node
    case .failure(let error):
        guard error.offset <= bytes.count else { fatalError("a YAML error at offset \(error.offset) of \(bytes.count) bytes") }
        return 0
    }
    guard root.mapping != nil else { return 0 }
    let directory = "/nonexistent-intent-metadata-fuzz"
    let spec = XcodeGenSpec(root: XcodeGenSpec.resolveTargets(root.marked(file: "project.yml")), directory: directory,
                            files: ["project.yml": SourceFile(path: "project.yml", bytes: bytes)], diagnostics: [])
    var reader = XcodeGenReader(spec: spec, specPath: directory + "/project.yml", rootDirectory: directory, configuration: XcodeGenReader.configuration(named: nil, in: spec.root))
    for target in reader.readTargets() {
        guard !target.name.isEmpty, target.platforms.contains(target.platform) else { fatalError("target '\(target.name)' has no name or a platform it does not support") }
    }
    for diagnostic in reader.diagnostics where diagnostic.location.file == "project.yml" && diagnostic.location.line < 1 {
        fatalError("diagnostic outside the spec: \(diagnostic.renderedText)")
    }
    return 0
}
