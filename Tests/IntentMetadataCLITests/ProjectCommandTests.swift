import TestSupport
import Foundation
import IntentMetadata
import Testing

/// `targets`, and `check`/`extract` on Xcode projects and packages, run on the fixtures in `TestInputs/Projects`.
@Suite struct ProjectCommandTests {
    private static let projects = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "TestInputs/Projects")

    @Test func targetsJSONListsEveryTarget() throws {
        let run = try ToolRunner.run(["targets", "Classic", "--format", "json"], in: Self.projects)
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["name"] as? String } == ["Shelf App", "ShelfWidget", "ShelfMac", "ShelfKit"])
        #expect(entries.map { $0["module"] as? String } == ["Shelf_App", "ShelfWidgetKit", "ShelfMac", "ShelfKit"])
        #expect(entries.map { $0["platform"] as? String } == ["iOS", "iOS", "macOS", "iOS"])
        #expect(entries.map { $0["kind"] as? String } == ["app", "app-extension", "app", "package-target"])
        #expect(entries.map { $0["project"] as? String } == ["Shelf.xcodeproj", "Shelf.xcodeproj", "Shelf.xcodeproj", "Packages/ShelfKit"])
        #expect(entries.map { $0["files"] as? Int } == [3, 2, 1, 1])
        #expect(entries.allSatisfy { $0["sourceFiles"] == nil })
    }

    @Test func targetsFilesOptionListsRelativePaths() throws {
        let run = try ToolRunner.run(["targets", "Synchronized/Notes.xcodeproj", "--format", "json", "--files"], in: Self.projects)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(entries.first?["sourceFiles"] as? [String] == ["Notes/Intents/NewNote.swift", "Notes/NotesApp.swift", "NotesWidget/PinNote.swift"])
    }

    @Test func targetsOutputIsDeterministic() throws {
        let first = try ToolRunner.run(["targets", "Classic", "--format", "json", "--files"], in: Self.projects)
        let second = try ToolRunner.run(["targets", "Classic", "--format", "json", "--files"], in: Self.projects)
        #expect(first.standardOutput == second.standardOutput)
    }

    @Test func checkOnAProjectChecksEveryTargetWithItsPlatform() throws {
        let run = try ToolRunner.run(["check", "Synchronized"], in: Self.projects)
        // `Drafts/Draft.swift` has a non-constant title but is excluded from the app: no error.
        #expect(run.status == 0)
        #expect(run.errorLines == [
            "note: target 'Notes' (Notes.xcodeproj): module 'Notes', iOS, macOS, flags DEBUG, 3 Swift files, 0 errors",
            "note: target 'NotesWidget' (Notes.xcodeproj): module 'NotesWidget', iOS, flags DEBUG, 2 Swift files, 0 errors",
        ])
    }

    /// A package's model target resolves its intents target's parameter types, with every target checked and with
    /// `--target` naming only the intents (the model is then read for its types and not reported).
    @Test func aTargetsDependencyInThePackageResolvesItsTypes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Garden", targets: [
                .target(name: "GardenModel"),
                .target(name: "GardenIntents", dependencies: [.target(name: "GardenModel"), .product(name: "Kit", package: "kit")]),
            ])
            """, to: "Garden/Package.swift")
        try directory.write(ModelSources.seasonEnum, to: "Garden/Sources/GardenModel/Season.swift")
        try directory.write(ModelSources.intentUsingSeason(named: "Sow", importing: "GardenModel"), to: "Garden/Sources/GardenIntents/Sow.swift")
        let all = try ToolRunner.run(["check", "Garden"], in: directory.url)
        #expect(all.status == 0)
        #expect(!all.standardError.contains("value-type-from-other-module"))
        let one = try ToolRunner.run(["extract", "Garden", "--target", "GardenIntents"], in: directory.url)
        #expect(one.status == 0)
        #expect(!one.standardError.contains("GardenModel"))
        let bundle = try BundleFixtures.decode(one.standardOutput)
        #expect(bundle.actions.first?.parameters.first?.valueType == .enum("Season"))
        #expect(bundle.enums.isEmpty)
    }

    @Test func appIntentsCodeInNoTargetIsNotPassedOverInSilence() throws {
        let directory = try TemporaryDirectory()
        try directory.write("// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n", to: "Repo/Package.swift")
        try directory.write("struct K {}\n", to: "Repo/Sources/Kit/K.swift")
        try directory.write(ModelSources.intentUsingSeason(named: "Sow", importing: "Foundation"), to: "Repo/App/Sow.swift")
        let all = try ToolRunner.run(["check", "Repo"], in: directory.url)
        // A warning, with the path as the user wrote it: the run itself is not a failure.
        #expect(all.status == 0)
        #expect(all.standardError.contains("Repo/App/Sow.swift:"))
        #expect(all.standardError.contains("a Swift file names App Intents, and no target of the projects read compiles it"))
        #expect(all.standardError.contains("[project-sources-outside-targets]"))
        // A target named on the command line is what the user asked to check.
        let one = try ToolRunner.run(["check", "Repo", "--target", "Kit"], in: directory.url)
        #expect(one.status == 0)
        #expect(!one.standardError.contains("project-sources-outside-targets"))
    }

    @Test func sameTypeNameInTwoTargetsIsExtractedFromEach() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run(["extract", Self.projects.appending(path: "Classic").path, "--all-targets", "--output", directory.path], in: directory.url)
        #expect(run.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
            "Shelf App.app.intentmetadata.json", "Shelf App.intentmetadata.json", "ShelfKit.intentmetadata.json", "ShelfMac.intentmetadata.json",
            "ShelfWidget.intentmetadata.json",
        ])
        // The app with the widget it embeds: both declare an `OpenShelf` (each ships in its own bundle), and the app's
        // is kept, without a warning.
        #expect(!run.standardError.contains("warning"))
        let shipped = try String(contentsOf: directory.url.appending(path: "Shelf App.app.intentmetadata.json"), encoding: .utf8)
        #expect(shipped.contains("\"Open Shelf\"") && !shipped.contains("Open Shelf from the Widget"))
        let app = try String(contentsOf: directory.url.appending(path: "Shelf App.intentmetadata.json"), encoding: .utf8)
        let widget = try String(contentsOf: directory.url.appending(path: "ShelfWidget.intentmetadata.json"), encoding: .utf8)
        #expect(app.contains("\"Open Shelf\""))
        #expect(app.contains("\"module\": \"Shelf_App\""))
        #expect(widget.contains("Open Shelf from the Widget"))
        // `#if os(macOS)` and the `-D MAC_FLAG` of OTHER_SWIFT_FLAGS hold for the macOS target.
        let mac = try String(contentsOf: directory.url.appending(path: "ShelfMac.intentmetadata.json"), encoding: .utf8)
        #expect(mac.contains("ShowInFinder"))
        #expect(mac.contains("MacFlagIntent"))
    }

    @Test func targetOptionReadsOneTarget() throws {
        let run = try ToolRunner.run(["extract", "Classic", "--target", "ShelfMac"], in: Self.projects)
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("ShowInFinder"))
        #expect(!run.standardOutput.contains("OpenShelf"))
    }

    @Test func unknownTargetSuggestsTheNearestName() throws {
        let run = try ToolRunner.run(["check", "Classic", "--target", "ShelfWidgt"], in: Self.projects)
        #expect(run.status == 2)
        #expect(run.errorLines == [
            "error: no target 'ShelfWidgt' in the projects and packages found. Did you mean 'ShelfWidget'? Known targets: Shelf App, ShelfKit, ShelfMac, ShelfWidget.",
        ])
    }

    @Test func diagnosticInASharedFileIsPrintedOnceWithItsTargets() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(at: Self.projects.appending(path: "Classic"), to: directory.url.appending(path: "Classic"))
        try directory.write("import AppIntents\nstruct Broken: AppIntent {\n    static var title: LocalizedStringResource = someVariable\n}\n", to: "Classic/Shared/SharedModel.swift")
        let run = try ToolRunner.run(["check", "Classic"], in: directory.url)
        #expect(run.status == 1)
        let errors = run.errorLines.filter { $0.contains(": error: ") && $0.contains("[non-constant-title]") }
        #expect(errors.count == 1)
        #expect(run.errorLines.contains("Classic/Shared/SharedModel.swift:3:49: note: in targets 'Shelf App', 'ShelfWidget'"))
    }

    @Test func unreadableProjectStopsWithItsPosition() throws {
        let directory = try TemporaryDirectory()
        try directory.write("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tR1 = { isa = PBXProject\n", to: "App.xcodeproj/project.pbxproj")
        try directory.write("struct A {}\n", to: "App/A.swift")
        let run = try ToolRunner.run(["check", "."], in: directory.url)
        #expect(run.status == 1)
        #expect(run.errorLines == [
            "App.xcodeproj/project.pbxproj:4:26: error: expected ';' after the value of 'isa' [project-unreadable]",
            "error: a project or package could not be read; nothing was checked.",
        ])
    }

    /// A Tuist workspace whose root `Package.swift` lists only dependencies and whose manifests make every target in
    /// code (TodayWhat-iOS, WhereMyBus-iOS): `targets` names what it found instead of saying nothing is there, and
    /// `check` and `extract` read the folder as one module and say so, to people (a machine format's standard error
    /// stays empty).
    @Test func projectsThatGiveNoTargetAreNamed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Deps\", dependencies: [])\n", to: "Package.swift")
        try directory.write("import ProjectDescription\nlet project = Project.module(name: Module.app.rawValue, targets: [.implements(module: .app)])\n", to: "Projects/App/Project.swift")
        try directory.write("struct Plant {}\n", to: "Projects/App/Sources/Plant.swift")
        let targets = try ToolRunner.run(["targets", "."], in: directory.url)
        #expect(targets.status == 2)
        #expect(targets.errorLines.contains { $0.hasPrefix("error: the projects and packages under '.' ('Package.swift', 'Projects/App/Project.swift') give no target this tool can read") })
        let note = "note: the projects and packages under '.' ('Package.swift', 'Projects/App/Project.swift') give no target this tool can read: "
            + "they list only dependencies, or make their targets in code it does not run; '.' is read as one module "
            + "(run 'intent-metadata targets .' for the projects found)"
        let check = try ToolRunner.run(["check", "."], in: directory.url)
        #expect(check.status == 0)
        #expect(check.errorLines == [note])
        let extract = try ToolRunner.run(["extract", ".", "--output", "Plant.json"], in: directory.url)
        #expect(extract.status == 0)
        #expect(extract.errorLines == [note])
        let json = try ToolRunner.run(["check", ".", "--diagnostics-format", "json"], in: directory.url)
        #expect(json.status == 0)
        #expect(json.standardError.isEmpty)
    }

    @Test func plainFolderIsCheckedAsOneModuleAsBefore() throws {
        let directory = try TemporaryDirectory()
        try directory.write("struct Plant {}\n", to: "Sources/Plant.swift")
        let run = try ToolRunner.run(["check", "Sources"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let targets = try ToolRunner.run(["targets", "Sources"], in: directory.url)
        #expect(targets.status == 2)
        #expect(targets.errorLines.first?.hasPrefix("error: no Xcode project, XcodeGen spec, Tuist manifest or 'Package.swift' found under 'Sources'.") == true)
    }
}
