import IntentMetadata
import IntentMetadataExtractor
import Testing

/// The localization checks and the bundle's translations, run through the pipeline on small apps.
@Suite struct LocalizationChecksTests {
    static let intents = """
        import AppIntents

        struct OpenShelf: AppIntent {
            static let title: LocalizedStringResource = "Open Shelf"
            static let description = IntentDescription(LocalizedStringResource("shelf.description", defaultValue: "Shows one shelf.", table: "Books"))

            @Parameter(title: "Shelf")
            var shelf: Shelf

            func perform() async throws -> some IntentResult { .result() }
        }

        enum Shelf: String, AppEnum {
            case reading
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
            static let caseDisplayRepresentations: [Shelf: DisplayRepresentation] = [.reading: "Reading"]
        }

        struct LibraryShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: OpenShelf(), phrases: ["Open \\(\\.$shelf) in \\(.applicationName)"], shortTitle: "Open Shelf", systemImageName: "books.vertical")
            }
        }
        """

    private func run(_ resources: [String: String], source: String = intents) -> ExtractionResult {
        let files = resources.map { SourceFile(path: $0.key, text: $0.value) }
        return ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "Library"))
            .run([SourceFile(path: "Intents.swift", text: source)], resources: files)
    }

    private static let completeEnglish = "\"Open Shelf\" = \"Open Shelf\";\n\"Shelf\" = \"Shelf\";\n\"Reading\" = \"Reading\";\n"
    private static let completeGerman = "\"Open Shelf\" = \"Regal öffnen\";\n\"Shelf\" = \"Regal\";\n\"Reading\" = \"Lese ich\";\n"
    private static let germanBooks = "\"shelf.description\" = \"Zeigt ein Regal.\";\n"
    private static let germanPhrases = "\"Open ${shelf} in ${applicationName}\" = \"${shelf} in ${applicationName} öffnen\";\n"

    @Test func withoutResourcesNothingIsCheckedAndTheBundleHasNoLocalizations() {
        let result = run([:])
        #expect(result.diagnostics.isEmpty)
        #expect(result.bundle.localizations == nil)
    }

    @Test func aCompletelyTranslatedAppHasNoDiagnostics() {
        let result = run([
            "en.lproj/Localizable.strings": Self.completeEnglish,
            "de.lproj/Localizable.strings": Self.completeGerman,
            "de.lproj/Books.strings": Self.germanBooks,
            "de.lproj/AppShortcuts.strings": Self.germanPhrases,
        ])
        #expect(result.diagnostics.map(\.renderedText) == [])
    }

    @Test func theBundleCarriesOnlyTheUsedKeysPerTableAndLocale() {
        let result = run([
            "en.lproj/Localizable.strings": Self.completeEnglish + "\"Unused\" = \"Unused\";\n",
            "de.lproj/Localizable.strings": Self.completeGerman + "\"Unused\" = \"Unbenutzt\";\n",
            "de.lproj/Books.strings": Self.germanBooks,
            "de.lproj/AppShortcuts.strings": Self.germanPhrases,
        ])
        let localizations = result.bundle.localizations
        #expect(localizations?.sourceLanguage == "en")
        #expect(localizations?.tables.keys.sorted() == ["AppShortcuts", "Books", "Localizable"])
        #expect(localizations?.tables["Localizable"]?["de"]?.keys.sorted() == ["Open Shelf", "Reading", "Shelf"])
        #expect(localizations?.tables["Localizable"]?["en"]?["Unused"] == nil)
        #expect(localizations?.tables["Books"]?["de"]?["shelf.description"] == Translation(value: "Zeigt ein Regal."))
        #expect(result.bundle.localizedString(for: LocalizedText(key: "Open Shelf"), locale: "de-CH") == "Regal öffnen")
    }

    @Test func aKeyMissingFromTheSourceTableWithoutDefaultIsAnError() throws {
        let result = run(["en.lproj/Localizable.strings": "\"Open Shelf\" = \"Open Shelf\";\n\"Reading\" = \"Reading\";\n"])
        let missing = result.diagnostics.filter { $0.id == .localizationMissingKey }
        // 'Shelf' is the parameter's title and the enum's name: each declaration gets its own error.
        #expect(missing.map(\.location.line) == [3, 13])
        let diagnostic = try #require(missing.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.renderedText == """
            Intents.swift:3:8: error: 'Shelf' is missing from the 'en' strings table 'Localizable' and has no default value; people would see the key [localization-missing-key]
            Intents.swift:3:8: note: add 'Shelf' to the 'en' table 'Localizable', or give it a 'defaultValue'
            """)
    }

    @Test func aKeyWithADefaultValueMayBeMissingFromTheSourceTable() {
        let result = run(["en.lproj/Localizable.strings": Self.completeEnglish, "en.lproj/Books.strings": "\"other\" = \"x\";\n"])
        #expect(!result.diagnostics.contains { $0.id == .localizationMissingKey })
    }

    @Test func localizableIsNotCheckedWhenTheSourceLanguageHasNoSuchTable() {
        let result = run(["en.lproj/AppShortcuts.strings": "\"Open ${shelf} in ${applicationName}\" = \"Open ${shelf} in ${applicationName}\";\n"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aTableNamedInCodeThatNoLocaleHasIsAnErrorForKeysWithoutDefault() {
        let source = Self.intents.replacingOccurrences(of: "\"Open Shelf\"\n", with: "LocalizedStringResource(\"shelf.open\", table: \"Shelvs\")\n")
        let result = run(["en.lproj/Localizable.strings": Self.completeEnglish], source: source)
        #expect(result.diagnostics.map(\.message) == ["'shelf.open' is missing from the 'en' strings table 'Shelvs' and has no default value; people would see the key"])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["no locale has a table 'Shelvs'; check the table's name, or give the text a 'defaultValue'"])
    }

    @Test func coverageIsOneWarningPerLocaleWithANotePerMissingKey() throws {
        let result = run([
            "en.lproj/Localizable.strings": Self.completeEnglish,
            "de.lproj/Localizable.strings": "\"Open Shelf\" = \"Regal öffnen\";\n",
            "fr.lproj/Localizable.strings": Self.completeEnglish,
            "fr.lproj/Books.strings": "\"shelf.description\" = \"Affiche une étagère.\";\n",
            "fr.lproj/AppShortcuts.strings": "\"Open ${shelf} in ${applicationName}\" = \"Ouvrir ${shelf} dans ${applicationName}\";\n",
        ])
        #expect(result.diagnostics.allSatisfy { $0.id == .localizationMissingTranslation && $0.severity == .warning })
        let german = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(german.renderedText == """
            de.lproj/Localizable.strings:1:1: warning: 'de' lacks translations of 4 of the 5 strings the App Intents code uses; people would see them in 'en' [localization-missing-translation]
            Intents.swift:3:8: note: 'Shelf' in table 'Localizable' has no 'de' translation
            Intents.swift:3:8: note: 'shelf.description' in table 'Books' has no 'de' translation
            Intents.swift:13:6: note: 'Reading' in table 'Localizable' has no 'de' translation
            Intents.swift:19:8: note: App Shortcut phrase 'Open ${shelf} in ${applicationName}' in table 'AppShortcuts' has no 'de' translation
            """)
        #expect(!result.hasErrors)
    }

    @Test func keysACatalogMarksAsNotToTranslateNeedNoTranslation() {
        let catalog = """
            {"sourceLanguage": "en", "strings": {
              "Open Shelf": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Regal öffnen"}}}},
              "Shelf": {"shouldTranslate": false},
              "Reading": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Lese ich"}}}}
            }}
            """
        let result = run([
            "Localizable.xcstrings": catalog, "de.lproj/Books.strings": Self.germanBooks, "de.lproj/AppShortcuts.strings": Self.germanPhrases,
        ])
        #expect(result.diagnostics.map(\.renderedText) == [])
    }

    @Test func aTranslatedPhraseWithoutTheAppNameIsAnError() throws {
        let result = run(["de.lproj/AppShortcuts.strings": "\n\"Open ${shelf} in ${applicationName}\" = \"${shelf} öffnen\";\n"])
        let diagnostic = try #require(result.diagnostics.first { $0.id == .localizationPhraseApplicationName })
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.renderedText == """
            de.lproj/AppShortcuts.strings:2:1: error: 'de' translation '${shelf} öffnen' of an App Shortcut phrase must contain '${applicationName}' exactly once, but has none [localization-phrase-application-name]
            Intents.swift:21:52: note: the phrase in code is 'Open ${shelf} in ${applicationName}'
            """)
    }

    @Test func aTranslatedPhraseWithTheAppNameTwiceIsAnError() {
        let result = run(["de.lproj/AppShortcuts.strings": "\"Open ${shelf} in ${applicationName}\" = \"${applicationName}: ${shelf} in ${applicationName}\";"])
        #expect(result.diagnostics.filter { $0.id == .localizationPhraseApplicationName }.map(\.message).first?.hasSuffix("but has it 2 times") == true)
    }

    @Test func aTranslatedPhraseNamingAnotherParameterIsAnError() throws {
        let result = run(["de.lproj/AppShortcuts.strings": "\"Open ${shelf} in ${applicationName}\" = \"${regal} in ${applicationName} öffnen\";"])
        let diagnostic = try #require(result.diagnostics.first { $0.id == .localizationPhraseUnknownParameter })
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "'de' translation '${regal} in ${applicationName} öffnen' of an App Shortcut phrase names '${regal}', which the phrase in code does not have; the phrase has '${shelf}'")
    }

    @Test func everyVariationFormOfATranslatedPhraseIsChecked() {
        let catalog = """
            {"sourceLanguage": "en", "strings": {"Open ${shelf} in ${applicationName}": {"localizations": {"de": {"variations": {"device": {
              "mac": {"stringUnit": {"state": "translated", "value": "${shelf} auf dem Mac öffnen"}},
              "other": {"stringUnit": {"state": "translated", "value": "${shelf} in ${applicationName} öffnen"}}
            }}}}}}}
            """
        let result = run(["AppShortcuts.xcstrings": catalog])
        #expect(result.diagnostics.filter { $0.id == .localizationPhraseApplicationName }.map(\.location.line) == [1])
    }

    @Test func aMalformedTableIsAnErrorThatHaltsTheBundle() {
        let result = run(["en.lproj/Localizable.strings": "\"Open Shelf\" = \"Open Shelf\""])
        #expect(result.diagnostics.map(\.id).contains(.localizationMalformedFile))
        #expect(result.hasErrors)
    }

    @Test func theSourceLanguageComesFromTheCatalogOrTheConfiguration() {
        let catalog = #"{"sourceLanguage": "de", "strings": {"Open Shelf": {}}}"#
        #expect(LocalizationResources(files: [SourceFile(path: "A.xcstrings", text: catalog)]).sourceLanguage == "de")
        #expect(LocalizationResources(files: [SourceFile(path: "A.xcstrings", text: catalog)], sourceLanguage: "fr").sourceLanguage == "fr")
        #expect(LocalizationResources(files: [SourceFile(path: "de.lproj/A.strings", text: "")]).sourceLanguage == "en")
    }

    @Test func onlyLprojStringsAndCatalogsAreResources() {
        #expect(LocalizationResources.isResourcePath("App/Resources/de.lproj/Books.strings"))
        #expect(LocalizationResources.isResourcePath("Localizable.xcstrings"))
        #expect(!LocalizationResources.isResourcePath("Books.strings"))
        #expect(!LocalizationResources.isResourcePath("de.lproj/Localizable.stringsdict"))
        #expect(!LocalizationResources.isResourcePath("Intents.swift"))
    }
}
