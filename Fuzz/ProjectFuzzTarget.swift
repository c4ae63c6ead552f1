import Foundation

// libFuzzer entry point for the project reader: one input is one `project.pbxproj`, read by the old-style
// property-list parser and then resolved into targets (groups, synchronized folders, build settings). Built by
// `Fuzz/build.sh` into the `IntentMetadataExtractor` module. Files the project names are looked up under a folder
// that does not exist, so every run sees the same (empty) disk. A broken invariant traps, which libFuzzer reports.
@_cdecl("LLVMFuzzerTestOneInput")
public func projectFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let root = "/nonexistent-intent-metadata-fuzz"
    let project = XcodeProjectReader.read(projectFile: bytes, projectAt: root + "/App.xcodeproj", configuration: nil, rootDirectory: root)
    let file = SourceFile(path: "App.xcodeproj/project.pbxproj", bytes: bytes)
    for diagnostic in project.diagnostics where diagnostic.location.file == file.path {
        guard diagnostic.location.line >= 1, diagnostic.location.line <= file.lineStarts.count, diagnostic.location.column >= 1 else {
            fatalError("diagnostic outside the project file: \(diagnostic.renderedText)")
        }
    }
    // Nothing half-read: an unreadable project has no targets.
    if project.diagnostics.contains(where: { $0.id == .projectUnreadable }), !project.targets.isEmpty {
        fatalError("an unreadable project still gave \(project.targets.count) targets")
    }
    for target in project.targets {
        guard !target.name.isEmpty, !target.moduleName.isEmpty, target.platforms.contains(target.platform) else {
            fatalError("target '\(target.name)' has an empty name or module, or a platform it does not support")
        }
    }
    return 0
}
