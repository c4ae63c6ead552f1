import Foundation
import IntentMetadataExtractor
import TestSupport
import Testing

/// A tree whose paths a project reader already found to be files (`pathsAreFiles`) reads them without asking what
/// they are: the same files and bytes, and a file gone since is reported when read rather than ending the run.
@Suite struct SourceTreeCheckedFilesTests {
    @Test func checkedFilesReadTheSameAsAskedOnes() throws {
        let root = try TemporaryDirectory()
        try root.write("struct A {}\n", to: "App/A.swift")
        try root.write("struct B {}\n", to: "App/Nested/B.swift")
        try root.write("\"Open\" = \"Öffnen\";\n", to: "App/de.lproj/Localizable.strings")
        let sources = [root.path + "/App/A.swift", root.path + "/App/Nested/B.swift"]
        let resources = [root.path + "/App/de.lproj/Localizable.strings"]
        let asked = try SourceTree(paths: sources).read()
        let checked = try SourceTree(paths: sources, pathsAreFiles: true).read()
        #expect(checked.files.map(\.path) == ["A.swift", "Nested/B.swift"])
        #expect(checked.files.map(\.bytes) == asked.files.map(\.bytes))
        #expect(checked.rootDirectory == asked.rootDirectory)
        #expect(checked.givenPathIsFolder == asked.givenPathIsFolder)
        #expect(checked.diagnostics.isEmpty)
        let askedResources = SourceTree(paths: resources).readLocalizationResources(relativeTo: root.path)
        let checkedResources = SourceTree(paths: resources, pathsAreFiles: true).readLocalizationResources(relativeTo: root.path)
        #expect(checkedResources.files.map(\.path) == ["App/de.lproj/Localizable.strings"])
        #expect(checkedResources.files.map(\.bytes) == askedResources.files.map(\.bytes))
    }

    @Test func aCheckedFileGoneSinceIsUnreadableNotMissing() throws {
        let root = try TemporaryDirectory()
        try root.write("struct A {}\n", to: "A.swift")
        let paths = [root.path + "/A.swift", root.path + "/Gone.swift"]
        #expect(throws: SourceTree.MissingPathError(path: root.path + "/Gone.swift")) { try SourceTree(paths: paths).read() }
        let tree = try SourceTree(paths: paths, pathsAreFiles: true).read()
        #expect(tree.files.map(\.path) == ["A.swift"])
        #expect(tree.diagnostics.map(\.id) == [.fileUnreadable])
        #expect(tree.diagnostics.first?.location.file == "Gone.swift")
    }
}
