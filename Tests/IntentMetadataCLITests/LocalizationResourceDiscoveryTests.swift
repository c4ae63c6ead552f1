import TestSupport
import Foundation
import IntentMetadata
import IntentMetadataExtractor
import Testing

@Suite struct LocalizationResourceDiscoveryTests {
    @Test func stringsInLprojFoldersAndCatalogsAreFoundAndSorted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("", to: "App/Intent.swift")
        try directory.write("\"a\" = \"b\";", to: "App/Resources/de.lproj/Localizable.strings")
        try directory.write("{}", to: "App/Resources/AppShortcuts.xcstrings")
        try directory.write("\"a\" = \"b\";", to: "App/Loose.strings")
        try directory.write("", to: "App/de.lproj/Localizable.stringsdict")
        try directory.write("\"a\" = \"b\";", to: "App/.build/de.lproj/Localizable.strings")
        let tree = SourceTree(paths: [directory.path + "/App"])
        let contents = try tree.read()
        let resources = tree.readLocalizationResources(relativeTo: contents.rootDirectory)
        #expect(resources.files.map(\.path) == ["Resources/AppShortcuts.xcstrings", "Resources/de.lproj/Localizable.strings"])
        #expect(resources.displayPaths["Resources/AppShortcuts.xcstrings"] == directory.path + "/App/Resources/AppShortcuts.xcstrings")
        #expect(resources.diagnostics.isEmpty)
    }

    @Test func prebuiltFrameworksAndBundlesAreNotSearched() throws {
        let directory = try TemporaryDirectory()
        try directory.write("", to: "App/Intent.swift")
        try directory.write("\"a\" = \"b\";", to: "App/de.lproj/Localizable.strings")
        try directory.write("bplist00", to: "App/Vendor/Kit.xcframework/ios-arm64/Kit.framework/de.lproj/Kit.strings")
        try directory.write("\"a\" = \"b\";", to: "App/Vendor/Other.framework/de.lproj/Localizable.strings")
        try directory.write("\"a\" = \"b\";", to: "App/Settings.bundle/de.lproj/Root.strings")
        let tree = SourceTree(paths: [directory.path + "/App"])
        let resources = tree.readLocalizationResources(relativeTo: try tree.read().rootDirectory)
        #expect(resources.files.map(\.path) == ["de.lproj/Localizable.strings"])
    }

    @Test func aResourceFileGivenDirectlyIsRead() throws {
        let directory = try TemporaryDirectory()
        try directory.write("", to: "App/Intent.swift")
        try directory.write("{}", to: "Shared/Books.xcstrings")
        let tree = SourceTree(paths: [directory.path + "/App", directory.path + "/Shared/Books.xcstrings"])
        let resources = tree.readLocalizationResources(relativeTo: try tree.read().rootDirectory)
        #expect(resources.files.map(\.path) == ["Shared/Books.xcstrings"])
    }

    /// `readLocalizationResources(besides:)` takes what `read()` learnt of the given paths instead of looking
    /// them up again; it finds the same files as the variant that looks.
    /// Tables follow the walk's rules for links, as Swift files do: a linked folder is searched, and a link back up
    /// the tree (a loop) is searched once.
    @Test func tablesInALinkedFolderAreFoundOnceAsSwiftFilesAre() throws {
        let directory = try TemporaryDirectory()
        try directory.write("", to: "Shared/Intent.swift")
        try directory.write("\"a\" = \"b\";", to: "Shared/de.lproj/Localizable.strings")
        try directory.write("", to: "App/Main.swift")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/App/Shared", withDestinationPath: directory.path + "/Shared")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/Shared/Loop", withDestinationPath: directory.path + "/Shared")
        let tree = SourceTree(paths: [directory.path + "/App"])
        let contents = try tree.read()
        #expect(contents.files.map(\.path) == ["Main.swift", "Shared/Intent.swift"])
        let besides = tree.readLocalizationResources(besides: contents)
        #expect(besides.files.map(\.path) == ["Shared/de.lproj/Localizable.strings"])
        #expect(tree.readLocalizationResources(relativeTo: contents.rootDirectory).files.map(\.path) == besides.files.map(\.path))
    }

    @Test func resourcesBesidesTheContentsAreTheResourcesFoundByLooking() throws {
        let directory = try TemporaryDirectory()
        try directory.write("", to: "App/Intent.swift")
        try directory.write("\"a\" = \"b\";", to: "App/de.lproj/Localizable.strings")
        try directory.write("{}", to: "Shared/Books.xcstrings")
        try directory.write("\"a\" = \"b\";", to: "Loose/fr.lproj/Localizable.strings")
        try directory.write("", to: "Other/Plain.swift")
        let paths = [
            directory.path + "/App", directory.path + "/Shared/Books.xcstrings", directory.path + "/Loose/fr.lproj/Localizable.strings",
            directory.path + "/Other/Plain.swift",
        ]
        let tree = SourceTree(paths: paths)
        let contents = try tree.read()
        #expect(contents.givenPathIsFolder == [paths[0]: true, paths[1]: false, paths[2]: false, paths[3]: false])
        let besides = tree.readLocalizationResources(besides: contents)
        let looked = tree.readLocalizationResources(relativeTo: contents.rootDirectory)
        #expect(besides.files.map(\.path) == ["App/de.lproj/Localizable.strings", "Loose/fr.lproj/Localizable.strings", "Shared/Books.xcstrings"])
        #expect(besides.files.map(\.path) == looked.files.map(\.path))
        #expect(besides.files.map(\.bytes) == looked.files.map(\.bytes))
        #expect(besides.displayPaths == looked.displayPaths)
    }

    @Test func checkReportsBrokenPhraseTranslationsWithDisplayPaths() throws {
        let directory = try TemporaryDirectory()
        try directory.write(StringsCommandTests.intents, to: "Library/Intents.swift")
        try directory.write("\"Open a shelf in ${applicationName}\" = \"Ein Regal öffnen\";\n", to: "Library/de.lproj/AppShortcuts.strings")
        let run = try ToolRunner.run(["check", "Library"], in: directory.url)
        // A warning: Xcode is not known to fail the build on it.
        #expect(run.status == 0)
        #expect(run.errorLines.first == "Library/de.lproj/AppShortcuts.strings:1:1: warning: 'de' translation 'Ein Regal öffnen' of an App Shortcut phrase must contain '${applicationName}' exactly once, but has none; Apple requires the app's name in every phrase, so Siri may not offer it [localization-phrase-application-name]")
        #expect(run.errorLines.contains("Library/Intents.swift:14:52: note: the phrase in code is 'Open a shelf in ${applicationName}'"))
    }
}

@Suite struct LocalizationResourcePathTests {
    @Test func aCatalogGivenByNameIsNotReadAsSwift() throws {
        let directory = try TemporaryDirectory()
        try directory.write(StringsCommandTests.intents, to: "Library/Intents.swift")
        try directory.write(#"{"sourceLanguage": "en", "strings": {"Open": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Öffnen"}}}}, "Shelf": {}}}"#, to: "Shared/Localizable.xcstrings")
        let run = try ToolRunner.run(["extract", "Library", "Shared/Localizable.xcstrings", "--output", "Library.json"], in: directory.url)
        #expect(run.status == 0)
        #expect(!run.standardError.contains("syntax"))
        let bundle = try IntentMetadataBundle(contentsOf: directory.url.appendingPathComponent("Library.json"))
        #expect(bundle.localizations?.tables["Localizable"]?["de"]?["Open"] == Translation(value: "Öffnen"))
    }
}
