import TestSupport
import Foundation
import Testing

/// `describe`, `diff` and `compare` on Apple's metadata: the three real files as files, as `Metadata.appintents`
/// folders and as apps, against themselves and against edited copies.
@Suite struct AppleMetadataCommandTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "TestInputs/AppleMetadata")

    private func data(_ name: String) throws -> Data {
        try Data(contentsOf: Self.folder.appending(path: "\(name).extract.actionsdata.json"))
    }

    /// Places a file as Xcode does: `extract.actionsdata`, `Metadata.appintents/…` and `Fake.app/Metadata.appintents/…`.
    private func place(_ data: Data, in directory: borrowing TemporaryDirectory) throws {
        for path in ["extract.actionsdata", "Metadata.appintents/extract.actionsdata", "Fake.app/Metadata.appintents/extract.actionsdata"] {
            let url = directory.url.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    @Test(arguments: ["replica", "counter-subset", "widgetsmith"])
    func describeGivesTheSameTextForTheFileTheFolderAndTheApp(_ name: String) throws {
        let directory = try TemporaryDirectory()
        try place(data(name), in: directory)
        let file = try ToolRunner.run(["describe", "extract.actionsdata"], in: directory.url)
        #expect(file.status == 0)
        #expect(file.standardError.isEmpty)
        #expect(file.standardOutput.hasPrefix(["replica": "Open Replica App (LaunchAppIntent)\n", "counter-subset": "カウンターに追加 (AddCounterValueIntent)\n", "widgetsmith": "Widget Configuration (ControlCenterWidgetConfiguration)\n"][name] ?? "?"))
        for input in ["Metadata.appintents", "Fake.app", "Fake.app/"] {
            let run = try ToolRunner.run(["describe", input], in: directory.url)
            #expect(run.status == 0)
            #expect(run.standardOutput == file.standardOutput)
        }
        for format in ["markdown", "json", "tools"] {
            let run = try ToolRunner.run(["describe", "Fake.app", "--format", format], in: directory.url)
            #expect(run.status == 0)
            #expect(!run.standardOutput.isEmpty)
        }
    }

    @Test func describeReplicaStatesWhatTheActionsDo() throws {
        let directory = try TemporaryDirectory()
        try place(data("replica"), in: directory)
        let run = try ToolRunner.run(["describe", "Fake.app"], in: directory.url)
        #expect(run.standardOutput == """
            Open Replica App (LaunchAppIntent)
              Parameters:
                Target (target): one of: Mirror (required)
              Opens the app: yes
              Returns: nothing
              Phrases: none

            Replica (LaunchAppIntentNew)
              Screen Mirroring
              Hidden: the system does not offer this action to people.
              Parameters: none
              Opens the app: yes
              Returns: nothing
              Shows: another intent
              Phrases: none

            """)
    }

    @Test(arguments: ["replica", "counter-subset", "widgetsmith"])
    func diffOfAFileAgainstItselfIsClean(_ name: String) throws {
        let directory = try TemporaryDirectory()
        try place(data(name), in: directory)
        for other in ["extract.actionsdata", "Metadata.appintents", "Fake.app"] {
            let run = try ToolRunner.run(["diff", "extract.actionsdata", other], in: directory.url)
            #expect(run.status == 0)
            #expect(run.standardOutput == "no changes\n")
        }
    }

    @Test(arguments: [
        ("replica", #""key":"Mirror""#, #""key":"Mirror Screen""#, "notable", "title of case 'mirror' of enum 'LaunchAppEnum' changed from 'Mirror' to 'Mirror Screen'"),
        ("replica", #""isDiscoverable":true,"mangledTypeName":"","#, #""isDiscoverable":false,"mangledTypeName":"","#, "notable", "action 'LaunchAppIntent' is no longer discoverable"),
        ("replica", #""identifier":"mirror""#, #""identifier":"screen""#, "breaking", "case 'mirror' was removed from enum 'LaunchAppEnum'"),
        ("counter-subset", #""name": "amount""#, #""name": "count""#, "breaking", "renamed parameter 'amount' of action 'AddCounterValueIntent' to 'count'?"),
        ("widgetsmith", #"{"displayRepresentation":{"title":{"alternatives":[],"key":"History"}},"identifier":"history"}"#, #"{"displayRepresentation":{"title":{"alternatives":[],"key":"History"}},"identifier":"log"}"#, "breaking", "case 'history' was removed from enum 'LaunchAppEnum'"),
    ])
    func diffAgainstAnEditedCopyFindsTheChange(_ name: String, _ original: String, _ replacement: String, _ classification: String, _ message: String) throws {
        let directory = try TemporaryDirectory()
        let text = String(decoding: try data(name), as: UTF8.self)
        #expect(text.contains(original))
        try directory.write(text, to: "Old/extract.actionsdata")
        try directory.write(text.replacingOccurrences(of: original, with: replacement), to: "New.app/Metadata.appintents/extract.actionsdata")
        let run = try ToolRunner.run(["diff", "Old/extract.actionsdata", "New.app"], in: directory.url)
        let line = try #require(run.standardOutput.split(separator: "\n").first { $0.contains(message) })
        #expect(line.hasPrefix("New.app/Metadata.appintents/extract.actionsdata:") || line.hasPrefix("Old/extract.actionsdata:"))
        #expect(line.contains(": \(classification): \(message)"))
        // Only breaking changes fail a diff.
        #expect(run.status == (classification == "breaking" ? 1 : 0))
    }

    @Test func compareOfAFileWithItsAppHasNoDifferences() throws {
        let directory = try TemporaryDirectory()
        try place(data("widgetsmith"), in: directory)
        let run = try ToolRunner.run(["compare", "extract.actionsdata", "Fake.app"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardOutput == "no differences\n")
    }

    @Test func compareListsWhatIsOnOneSideOnlyAndWhatDiffers() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            import AppIntents
            @available(iOS 18.4, *)
            struct LaunchAppIntent: OpenIntent {
                static let title: LocalizedStringResource = "Open Replica"
                @Parameter(title: "Target") var target: LaunchAppEnum
            }
            @available(iOS 18.4, *)
            enum LaunchAppEnum: String, AppEnum {
                case mirror
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Replica"
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.mirror: "Mirror"]
            }
            struct ExtraIntent: AppIntent {
                static let title: LocalizedStringResource = "Extra"
            }

            """,
            to: "Replica/Intents.swift"
        )
        try place(data("replica"), in: directory)
        let run = try ToolRunner.run(["compare", "Replica", "Fake.app"], in: directory.url)
        #expect(run.standardOutput == """
            action ExtraIntent: only in the source
            action LaunchAppIntent: title: source 'Open Replica', app 'Open Replica App'
            action LaunchAppIntentNew: only in the app
            3 differences: 1 only in the source, 1 only in the app, 1 field differs

            """)
        #expect(run.status == 1)
        let json = try ToolRunner.run(["compare", "Replica", "Fake.app", "--format", "json"], in: directory.url)
        let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect(document?["hasDifferences"] as? Bool == true)
        #expect((document?["differences"] as? [Any])?.count == 3)
    }

    static let harbor = folder.deletingLastPathComponent().appending(path: "AppleReference/Harbor")

    /// Our own Swift against our own file in Apple's format, written by hand from the facts of Xcode 27's files.
    @Test func compareOfHarborWithItsFileHasNoDifferences() throws {
        let run = try ToolRunner.run(["compare", Self.harbor.path(percentEncoded: false), Self.harbor.appending(path: "expected.actionsdata.json").path(percentEncoded: false)], in: Self.harbor)
        #expect(run.standardOutput == "no differences\n")
        #expect(run.standardError.isEmpty)
        #expect(run.status == 0)
    }

    /// What Apple's format carries beyond titles and types (output flags, modes, query capabilities, input types as
    /// sets, free text, numeric defaults, availability) is compared too, and each difference is said in words.
    @Test func compareSaysEachDifferenceOfApplesOwnFieldsInWords() throws {
        var root = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: Self.harbor.appending(path: "expected.actionsdata.json"))) as? [String: Any])
        var actions = try #require(root["actions"] as? [String: [String: Any]])
        actions["DockBoat"]?["outputFlags"] = 0
        actions["DockBoat"]?["supportedModes"] = 4
        var dockParameters = try #require(actions["DockBoat"]?["parameters"] as? [[String: Any]])
        dockParameters[0]["dynamicOptionsSupport"] = 1
        actions["DockBoat"]?["parameters"] = dockParameters
        var voyageParameters = try #require(actions["PlanVoyage"]?["parameters"] as? [[String: Any]])
        voyageParameters[0]["resolvableInputTypes"] = (voyageParameters[0]["resolvableInputTypes"] as? [Any])?.dropLast().map { $0 }
        voyageParameters[1]["typeSpecificMetadata"] = ["LNValueTypeSpecificMetadataKeyDefaultValue", ["double": ["wrapper": 7]]]
        voyageParameters[2]["typeSpecificMetadata"] = ["LNValueTypeSpecificMetadataKeyDefaultValue", ["int": ["wrapper": 3.0]]]
        // The order of input types is Xcode's to vary: reversed, they are the same set.
        voyageParameters[5]["resolvableInputTypes"] = (voyageParameters[5]["resolvableInputTypes"] as? [Any])?.reversed().map { $0 }
        actions["PlanVoyage"]?["parameters"] = voyageParameters
        actions["ReadLog"]?["availabilityAnnotations"] = ["LNPlatformNameWildcard": ["introducedVersion": "*"], "LNPlatformNameIOS": ["introducedVersion": "26.0"]]
        root["actions"] = actions
        var queries = try #require(root["queries"] as? [String: [String: Any]])
        queries["BoatQuery"]?["capabilities"] = 66
        root["queries"] = queries
        let directory = try TemporaryDirectory()
        try directory.write(JSONSerialization.data(withJSONObject: root), to: "extract.actionsdata")
        let run = try ToolRunner.run(["compare", Self.harbor.path(percentEncoded: false), "extract.actionsdata"], in: directory.url)
        #expect(run.standardOutput == """
            action DockBoat: modes: source 'background', app 'modes #4'
            action DockBoat: shows: source 'a dialog', app 'nothing'
            action ReadLog: availability: source none, app 'iOS 26.0'
            parameter DockBoat.boat: takes text to search for: source 'yes', app 'no'
            parameter PlanVoyage.knots: default value: source '6.5', app '7'
            parameter PlanVoyage.skipper: accepted input types: source '[int], int, string', app 'int, string'
            query BoatQuery: finds entities: source 'by identifier, by text', app 'by identifier'
            7 differences: 0 only in the source, 0 only in the app, 7 fields differ

            """)
        #expect(run.status == 1)
        #expect(run.standardError.contains("has supportedModes 4, which its 'openAppWhenRun' does not explain"))
    }

    @Test func aRandomBinaryFileIsNotReadAsAnEmptySourceTree() throws {
        let directory = try TemporaryDirectory()
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let url = directory.url.appending(path: "App.bin")
        try Data([0x7F, 0x45, 0x4C, 0x46] + bytes).write(to: url)
        for command in [["describe", "App.bin"], ["diff", "App.bin", "App.bin"]] {
            let run = try ToolRunner.run(command, in: directory.url)
            #expect(run.status == 2)
            #expect(run.standardOutput.isEmpty)
            #expect(run.standardError.hasPrefix("error: could not read 'App.bin': it is not an intent-metadata bundle or Apple's App Intents metadata"))
        }
    }

    @Test func aFolderWithoutAppIntentsSaysSo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("let x = 1\n", to: "Plain/Main.swift")
        try directory.write("notes\n", to: "Empty/README.md")
        let plain = try ToolRunner.run(["describe", "Plain"], in: directory.url)
        #expect(plain.status == 0)
        #expect(plain.standardError == "note: 'Plain' holds 1 Swift file and no App Intents types (intents, entities, enums, queries or App Shortcuts); there is nothing to describe.\n")
        let empty = try ToolRunner.run(["describe", "Empty"], in: directory.url)
        #expect(empty.standardError.hasPrefix("note: 'Empty' holds no Swift files and no App Intents types"))
    }

    @Test func jsonThatIsNeitherFormatIsOneError() throws {
        let directory = try TemporaryDirectory()
        try directory.write(#"{"name": "package.json", "version": "1.0.0"}"#, to: "package.json")
        let run = try ToolRunner.run(["describe", "package.json"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.errorLines.count == 1)
        #expect(run.standardError.contains("is neither an intent-metadata bundle (it has no 'formatVersion' field) nor Apple's App Intents metadata"))
        #expect(!run.standardError.contains(directory.url.path))
    }

    @Test func anUnknownTypeCodeIsAWarningWithItsPlace() throws {
        let directory = try TemporaryDirectory()
        let text = String(decoding: try data("replica"), as: UTF8.self)
            .replacingOccurrences(of: #"{"linkEnumeration":{"wrapper":{"identifier":"LaunchAppEnum"}}}"#, with: #"{"primitive":{"wrapper":{"typeIdentifier":9999}}}"#)
        try directory.write(text, to: "extract.actionsdata")
        let run = try ToolRunner.run(["describe", "extract.actionsdata"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardError == "extract.actionsdata:1:13: warning: parameter 'target' of action 'LaunchAppIntent' has the unknown primitive type code 9999; it is shown as 'type #9999'\n")
        #expect(run.standardOutput.contains("Target (target): a value of type 'type #9999' (required)"))
    }
}
