import TestSupport
import Foundation
import IntentMetadata
import Testing

/// Apple's metadata where Xcode puts it: `Metadata.appintents` folders, iOS and macOS apps, and extensions.
@Suite struct AppleAppFolderTests {
    @Test(arguments: ["replica", "counter-subset", "widgetsmith"], [
        "Metadata.appintents/extract.actionsdata",
        "Fake.app/Metadata.appintents/extract.actionsdata",
        "Fake.app/Contents/Resources/Metadata.appintents/extract.actionsdata",
    ])
    func aFolderReadsAsItsFile(_ name: String, _ placement: String) throws {
        let directory = try TemporaryDirectory()
        try AppleMetadataFiles.place(AppleMetadataFiles.data(name), at: placement, under: directory.url)
        let expected = try IntentMetadataBundle(data: AppleMetadataFiles.data(name)).withoutSources
        let folders = [String(placement.prefix { $0 != "/" }), (placement as NSString).deletingLastPathComponent]
        for folder in Set(folders) {
            let loaded = try IntentMetadataBundle.loadMetadata(at: directory.url.appending(path: folder))
            #expect(loaded.format == .appleActionsData)
            #expect(loaded.files.count == 1)
            #expect(loaded.files.first?.hasSuffix(placement) == true)
            #expect(loaded.bundle.withoutSources == expected)
            #expect(loaded.bundle.actions.first?.source.file.hasSuffix(placement) == true)
        }
    }

    @Test func extensionsAreMergedAfterTheApp() throws {
        let directory = try TemporaryDirectory()
        let app = directory.url.appending(path: "Fake.app")
        try AppleMetadataFiles.place(AppleMetadataFiles.data("replica"), at: "Metadata.appintents/extract.actionsdata", under: app)
        try AppleMetadataFiles.place(AppleMetadataFiles.data("counter-subset"), at: "PlugIns/B.appex/Metadata.appintents/extract.actionsdata", under: app)
        try AppleMetadataFiles.place(AppleMetadataFiles.data("widgetsmith"), at: "PlugIns/A.appex/Metadata.appintents/extract.actionsdata", under: app)
        let loaded = try IntentMetadataBundle.loadMetadata(at: app)
        #expect(loaded.files.map { ($0 as NSString).pathComponents.suffix(3).joined(separator: "/") } == [
            "Fake.app/Metadata.appintents/extract.actionsdata",
            "A.appex/Metadata.appintents/extract.actionsdata",
            "B.appex/Metadata.appintents/extract.actionsdata",
        ])
        #expect(loaded.bundle.module == "Replica")
        // 2 of replica, 14 of widgetsmith less its `LaunchAppIntent` (the app's is kept), 1 of counter-subset.
        #expect(loaded.bundle.actions.count == 16)
        #expect(loaded.bundle.action(withIdentifier: "LaunchAppIntent")?.typeName == "Replica.LaunchAppIntent")
        #expect(loaded.bundle.action(withIdentifier: "AddCounterValueIntent")?.typeName == "JibunKit_App.AddCounterValueIntent")
        #expect(loaded.bundle.enums.map(\.typeName) == ["Replica.LaunchAppEnum"])
        #expect(loaded.bundle.shortcuts?.items.count == 1)
        // The two `LaunchAppIntent`s and `LaunchAppEnum`s differ (other titles and cases): one warning each.
        #expect(loaded.warnings.map(\.message).sorted() == [
            "action 'LaunchAppIntent' of '\(app.path)/PlugIns/A.appex/Metadata.appintents/extract.actionsdata' differs from the one read first, at '\(app.path)/Metadata.appintents/extract.actionsdata:1:13'; the first is kept",
            "enum 'LaunchAppEnum' of '\(app.path)/PlugIns/A.appex/Metadata.appintents/extract.actionsdata' differs from the one read first, at '\(app.path)/Metadata.appintents/extract.actionsdata:1:3401'; the first is kept",
        ].sorted())
    }

    @Test func aTypeInTheAppAndItsExtensionIsKeptOnceQuietly() throws {
        let directory = try TemporaryDirectory()
        let app = directory.url.appending(path: "Fake.app")
        try AppleMetadataFiles.place(AppleMetadataFiles.data("replica"), at: "Metadata.appintents/extract.actionsdata", under: app)
        try AppleMetadataFiles.place(AppleMetadataFiles.data("replica"), at: "PlugIns/Widgets.appex/Metadata.appintents/extract.actionsdata", under: app)
        let loaded = try IntentMetadataBundle.loadMetadata(at: app)
        #expect(loaded.files.count == 2)
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.bundle.actions.map(\.identifier) == ["LaunchAppIntent", "LaunchAppIntentNew"])
    }

    @Test func aFolderWithoutMetadataIsAnError() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url.appending(path: "Empty.app"), withIntermediateDirectories: true)
        #expect {
            try IntentMetadataBundle.loadMetadata(at: directory.url.appending(path: "Empty.app"))
        } throws: { error in
            (error as? IntentMetadataError)?.code == .unreadable
                && (error as? IntentMetadataError)?.message.contains("holds no Apple App Intents metadata") == true
        }
    }

    @Test func aBundleNamedLikeApplesFileInAnAppIsRefused() throws {
        let directory = try TemporaryDirectory()
        let app = directory.url.appending(path: "Fake.app")
        let bundle = try IntentMetadataBundle(module: "Books").encodedData()
        try AppleMetadataFiles.place(bundle, at: "Metadata.appintents/extract.actionsdata", under: app)
        #expect(throws: IntentMetadataError.self) { try IntentMetadataBundle.loadMetadata(at: app) }
        // As a file it is what it is: a bundle.
        let file = app.appending(path: "Metadata.appintents/extract.actionsdata")
        #expect(try IntentMetadataBundle.loadMetadata(at: file).format == .bundle)
    }
}
