import TestSupport
import Foundation
import IntentMetadata
import Testing

/// A repository whose projects have targets of one name (a book's chapter projects): every bundle is written, none
/// overwrites another, and `--target` names each by its project.
@Suite struct SameNamedTargetsTests {
    /// Three chapter projects (XcodeGen specs), each with a target `MyMood` declaring one intent of its own.
    private func chapters() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for chapter in ["Chapter01", "Chapter02", "Chapter03"] {
            try directory.write("name: MyMood\ntargets:\n  MyMood:\n    type: application\n    platform: iOS\n    sources: [Sources/MyMood]\n", to: "\(chapter)/MyMood/project.yml")
            try directory.write("""
                import AppIntents
                struct Open\(chapter): AppIntent {
                    static let title: LocalizedStringResource = "Open \(chapter)"
                    func perform() async throws -> some IntentResult { .result() }
                }
                """, to: "\(chapter)/MyMood/Sources/MyMood/Open.swift")
        }
        return directory
    }

    @Test func everyBundleIsWrittenUnderItsProjectsName() throws {
        let directory = try chapters()
        let run = try ToolRunner.run(["extract", ".", "--all-targets", "--output", "out"], in: directory.url)
        #expect(run.status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/out").sorted()
        #expect(written == [
            "Chapter01-MyMood-project.yml-MyMood.intentmetadata.json", "Chapter02-MyMood-project.yml-MyMood.intentmetadata.json",
            "Chapter03-MyMood-project.yml-MyMood.intentmetadata.json",
        ])
        for (index, file) in written.enumerated() {
            let bundle = try IntentMetadataBundle(contentsOf: directory.url.appending(path: "out/" + file))
            #expect(bundle.actions.map(\.identifier) == ["OpenChapter0\(index + 1)"])
        }
    }

    @Test func targetPicksEachByItsQualifiedName() throws {
        let directory = try chapters()
        for chapter in ["Chapter01", "Chapter02", "Chapter03"] {
            let run = try ToolRunner.run(["extract", ".", "--target", "\(chapter)/MyMood/project.yml:MyMood"], in: directory.url)
            #expect(run.status == 0)
            let bundle = try IntentMetadataBundle(data: Data(run.standardOutput.utf8))
            #expect(bundle.actions.map(\.identifier) == ["Open\(chapter)"])
        }
        let ambiguous = try ToolRunner.run(["check", ".", "--target", "MyMood"], in: directory.url)
        #expect(ambiguous.status == 2)
        #expect(ambiguous.errorLines == [
            "error: several projects have a target 'MyMood': Chapter01/MyMood/project.yml:MyMood, Chapter02/MyMood/project.yml:MyMood, "
                + "Chapter03/MyMood/project.yml:MyMood. Name one by its project, as 'Chapter01/MyMood/project.yml:MyMood'.",
        ])
    }

    @Test func targetsShowsTheQualifiedNames() throws {
        let directory = try chapters()
        let run = try ToolRunner.run(["targets", "."], in: directory.url)
        #expect(run.standardOutput.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != " " }) } == [
            "Chapter01/MyMood/project.yml:MyMood", "Chapter02/MyMood/project.yml:MyMood", "Chapter03/MyMood/project.yml:MyMood",
        ])
    }

    @Test func bundlesThatWouldShareAFileAreAnErrorBeforeAnythingIsWritten() throws {
        let directory = try TemporaryDirectory()
        for folder in ["a-b/c", "a/b-c"] {
            try directory.write("name: P\ntargets:\n  App: {type: application, platform: iOS, sources: [Sources]}\n", to: "\(folder)/project.yml")
            try directory.write("struct S {}\n", to: "\(folder)/Sources/S.swift")
        }
        let run = try ToolRunner.run(["extract", ".", "--all-targets", "--output", "out"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.errorLines.last == "error: the bundles of 'a-b/c/project.yml:App' and 'a/b-c/project.yml:App' would both be written to 'a-b-c-project.yml-App.intentmetadata.json'; nothing was written. "
            + "Rename a target, or extract them one by one with '--target'.")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/out"))
    }

    @Test func severalPathsWithAllTargetsIsAClearError() throws {
        let directory = try chapters()
        let run = try ToolRunner.run(["extract", "Chapter01", "Chapter02", "--all-targets", "--output", "out"], in: directory.url)
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/out"))
        #expect(run.status == 2)
        #expect(run.errorLines == [
            "error: '--all-targets' reads one repository, project or package, and 2 paths were given ('Chapter01', 'Chapter02'). "
                + "Run 'intent-metadata extract' once per path, or give the folder that holds them.",
        ])
    }

    /// An app and its twin: two copies of an Xcode project with a local package, so that three Xcode targets and a
    /// package target each have a same-named twin; the twin's widget says something else.
    @Test func sameNamedXcodeAndPackageTargetsAreEachWrittenAndPicked() throws {
        let directory = try TemporaryDirectory()
        let classic = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "TestInputs/Projects/Classic")
        for copy in ["Original", "Twin"] {
            try FileManager.default.createDirectory(at: directory.url.appending(path: copy), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: classic, to: directory.url.appending(path: "\(copy)/Classic"))
        }
        let widgetFile = directory.url.appending(path: "Twin/Classic/Widget/OpenShelf.swift")
        let widget = try String(contentsOf: widgetFile, encoding: .utf8)
        try widget.replacingOccurrences(of: "Open Shelf from the Widget", with: "Open the Twin Shelf").write(to: widgetFile, atomically: true, encoding: .utf8)

        let targets = try ToolRunner.run(["targets", "."], in: directory.url)
        #expect(targets.standardOutput.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != " " }) }.sorted() == [
            "Original/Classic/Packages/ShelfKit:ShelfKit", "Original/Classic/Shelf.xcodeproj:Shelf", "Original/Classic/Shelf.xcodeproj:ShelfMac",
            "Original/Classic/Shelf.xcodeproj:ShelfWidget", "Twin/Classic/Packages/ShelfKit:ShelfKit", "Twin/Classic/Shelf.xcodeproj:Shelf",
            "Twin/Classic/Shelf.xcodeproj:ShelfMac", "Twin/Classic/Shelf.xcodeproj:ShelfWidget",
        ])

        let run = try ToolRunner.run(["extract", ".", "--all-targets", "--output", "out"], in: directory.url)
        #expect(run.status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/out").filter { !$0.contains(".app.") }.sorted()
        #expect(written == ["Original", "Twin"].flatMap { copy in
            ["Packages-ShelfKit-ShelfKit", "Shelf.xcodeproj-Shelf App", "Shelf.xcodeproj-ShelfMac", "Shelf.xcodeproj-ShelfWidget"].map { "\(copy)-Classic-\($0).intentmetadata.json" }
        })
        let original = try String(contentsOf: directory.url.appending(path: "out/Original-Classic-Shelf.xcodeproj-ShelfWidget.intentmetadata.json"), encoding: .utf8)
        let twin = try String(contentsOf: directory.url.appending(path: "out/Twin-Classic-Shelf.xcodeproj-ShelfWidget.intentmetadata.json"), encoding: .utf8)
        #expect(original.contains("Open Shelf from the Widget") && !original.contains("Open the Twin Shelf"))
        #expect(twin.contains("Open the Twin Shelf") && !twin.contains("Open Shelf from the Widget"))

        for (copy, title) in [("Original", "Open Shelf from the Widget"), ("Twin", "Open the Twin Shelf")] {
            let one = try ToolRunner.run(["extract", ".", "--target", "\(copy)/Classic/Shelf.xcodeproj:ShelfWidget"], in: directory.url)
            #expect(one.status == 0)
            #expect(one.standardOutput.contains(title))
        }
    }
}
