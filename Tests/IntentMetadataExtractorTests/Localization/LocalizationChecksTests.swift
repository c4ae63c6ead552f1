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

    @Test func whenTwoFilesGiveOneTableInOneLocaleTheFirstTranslationWins() {
        // Files are ordered by path: A's German table comes first, B's adds what A lacks.
        let result = run([
            "A/de.lproj/Localizable.strings": "\"Open Shelf\" = \"Regal öffnen\";\n\"Shelf\" = \"\";\n",
            "B/de.lproj/Localizable.strings": "\"Open Shelf\" = \"Öffne Regal\";\n\"Shelf\" = \"Regal\";\n\"Reading\" = \"Lese ich\";\n",
            "B/fr.lproj/Localizable.strings": "\"Reading\" = \"Je lis\";\n",
        ])
        let tables = result.bundle.localizations?.tables["Localizable"]
        #expect(tables?["de"] == ["Open Shelf": Translation(value: "Regal öffnen"), "Shelf": Translation(value: "Regal"), "Reading": Translation(value: "Lese ich")])
        #expect(tables?["fr"] == ["Reading": Translation(value: "Je lis")])
        #expect(tables?.keys.sorted() == ["de", "fr"])
    }

    @Test func aPlainLiteralMissingFromEveryTableIsShownAsWrittenAndNotReported() {
        // 'Shelf' is in no table: people see 'Shelf', which is what the literal says.
        let result = run(["en.lproj/Localizable.strings": "\"Open Shelf\" = \"Open Shelf\";\n\"Reading\" = \"Reading\";\n"])
        #expect(!result.diagnostics.contains { $0.id == .localizationMissingKey })
    }

    @Test func aKeyStyleLiteralThatNoTableHasIsAWarning() throws {
        let source = Self.intents.replacingOccurrences(of: "@Parameter(title: \"Shelf\")", with: "@Parameter(title: \"shelf.parameter.title\")")
        let result = run(["en.lproj/Localizable.strings": Self.completeEnglish], source: source)
        let diagnostic = try #require(result.diagnostics.first { $0.id == .localizationMissingKey })
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.renderedText == """
            Intents.swift:3:8: warning: key 'shelf.parameter.title' is in no locale of the strings table 'Localizable' and has no default value; people would see the key [localization-missing-key]
            Intents.swift:3:8: note: add 'shelf.parameter.title' to the 'en' table 'Localizable', or give it a 'defaultValue'
            """)
        #expect(!result.hasErrors)
    }

    @Test func aKeyStyleLiteralThatSomeLocaleHasIsNotReported() {
        let source = Self.intents.replacingOccurrences(of: "@Parameter(title: \"Shelf\")", with: "@Parameter(title: \"shelf.parameter.title\")")
        let result = run(
            ["en.lproj/Localizable.strings": Self.completeEnglish, "de.lproj/Localizable.strings": "\"shelf.parameter.title\" = \"Regal\";\n"],
            source: source
        )
        #expect(!result.diagnostics.contains { $0.id == .localizationMissingKey })
    }

    @Test func aKeyStyleLiteralInAnotherTableGetsANoteNamingThatTable() throws {
        let source = Self.intents.replacingOccurrences(of: "@Parameter(title: \"Shelf\")", with: "@Parameter(title: \"shelf.parameter.title\")")
        let result = run(
            ["en.lproj/Localizable.strings": Self.completeEnglish, "en.lproj/Books.strings": "\"shelf.parameter.title\" = \"Shelf\";\n"],
            source: source
        )
        let diagnostic = try #require(result.diagnostics.first { $0.id == .localizationMissingKey })
        #expect(diagnostic.notes.map(\.message).first == "table 'Books' has it; name the table with 'table:'")
    }

    @Test func aKeyStyleLiteralWithADefaultValueMayBeMissing() {
        let source = Self.intents.replacingOccurrences(
            of: "@Parameter(title: \"Shelf\")", with: "@Parameter(title: LocalizedStringResource(\"shelf.parameter.title\", defaultValue: \"Shelf\"))"
        )
        let result = run(["en.lproj/Localizable.strings": Self.completeEnglish], source: source)
        #expect(!result.diagnostics.contains { $0.id == .localizationMissingKey })
    }

    @Test func aTableNamedInCodeThatNoLocaleHasIsAWarningForKeysWithoutDefault() {
        let source = Self.intents.replacingOccurrences(of: "\"Open Shelf\"\n", with: "LocalizedStringResource(\"shelf.open\", table: \"Shelvs\")\n")
        let result = run(["en.lproj/Localizable.strings": Self.completeEnglish], source: source)
        #expect(result.diagnostics.map(\.message) == ["key 'shelf.open' is in no locale of the strings table 'Shelvs' and has no default value; people would see the key"])
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["no locale has a table 'Shelvs'; check the table's name, or give the text a 'defaultValue'"])
    }

    @Test(arguments: [
        ("intent.open.title", true), ("package-details.type", true), ("OPEN_SHELF_TITLE", true), ("book_title", true),
        ("Account", false), ("Title", false), ("Open Shelf", false), ("Wi-Fi", false), ("sing-box", false), ("relativePath", false),
        ("iCloud", false), ("e.g.", false), ("e.g", false), ("1.5", false), ("H.264", false), ("intent..title", false), ("intent.", false),
        (".title", false), ("", false), ("Save ${link}", false), ("Fiber Quantity ", false),
        ("intent.summary.remove-${outline}", true), ("FIND_MONTH${month}DAY${day}", true), ("intent.${}", false), ("intent.${a b}", false),
    ])
    func keyStyleLiteralsAreTheOnesThatLookLikeKeys(text: String, isKeyStyle: Bool) {
        #expect(text.isKeyStyle == isKeyStyle)
    }

    @Test func coverageIsOneWarningPerLocaleWithANotePerMissingKey() throws {
        let result = run([
            "en.lproj/Localizable.strings": Self.completeEnglish,
            "de.lproj/Localizable.strings": "\"Open Shelf\" = \"Regal öffnen\";\n",
            "de.lproj/Books.strings": "\"other\" = \"Andere\";\n",
            "fr.lproj/Localizable.strings": Self.completeEnglish,
            "fr.lproj/Books.strings": "\"shelf.description\" = \"Affiche une étagère.\";\n",
            "fr.lproj/AppShortcuts.strings": "\"Open ${shelf} in ${applicationName}\" = \"Ouvrir ${shelf} dans ${applicationName}\";\n",
        ])
        #expect(result.diagnostics.allSatisfy { $0.id == .localizationMissingTranslation && $0.severity == .warning })
        let german = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        // German has no AppShortcuts table, so its phrases are not counted; its Books table translates none of the
        // keys, so 'shelf.description' is not counted either.
        #expect(german.renderedText == """
            de.lproj/Localizable.strings:1:1: warning: 'de' lacks translations of 2 of the 3 strings the App Intents code uses that are translated in some locale; people would see them in 'en' [localization-missing-translation]
            Intents.swift:3:8: note: 'Shelf' in table 'Localizable' has no 'de' translation
            Intents.swift:13:6: note: 'Reading' in table 'Localizable' has no 'de' translation
            """)
        #expect(!result.hasErrors)
    }

    @Test func aLocaleWithoutATableIsNotCheckedForIt() {
        // Phrases written in code only, with no AppShortcuts table in any locale, as apps that list phrases of
        // several languages in code do.
        let result = run(["en.lproj/Localizable.strings": Self.completeEnglish, "de.lproj/Localizable.strings": Self.completeGerman])
        #expect(result.diagnostics.map(\.renderedText) == [])
    }

    @Test func aLocaleWhoseTableTranslatesNoneOfTheKeysIsNotChecked() {
        // The German table is the rest of the app's (or another target's); the App Intents strings are not in it.
        let result = run([
            "en.lproj/Localizable.strings": Self.completeEnglish,
            "de.lproj/Localizable.strings": "\"Settings\" = \"Einstellungen\";\n",
            "de.lproj/AppShortcuts.strings": Self.germanPhrases,
        ])
        #expect(result.diagnostics.map(\.renderedText) == [])
    }

    @Test func aKeyThatNoCatalogOfItsTableHasIsNotCounted() {
        // Xcode adds 'Reading' to the catalog of the target that uses it when it builds; until then, it is not
        // known to be this catalog's.
        let catalog = """
            {"sourceLanguage": "en", "strings": {
              "Open Shelf": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Regal öffnen"}}}},
              "Shelf": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Regal"}}}}
            }}
            """
        let result = run(["Localizable.xcstrings": catalog])
        #expect(result.diagnostics.map(\.renderedText) == [])
    }

    @Test func aKeyACatalogHasWithoutATranslationIsCounted() {
        let catalog = """
            {"sourceLanguage": "en", "strings": {
              "Open Shelf": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Regal öffnen"}}}},
              "Shelf": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Regal"}}}},
              "Reading": {}
            }}
            """
        let result = run(["Localizable.xcstrings": catalog])
        // The only locale lacks it, so no locale translates it: the grouped warning, at the string's use.
        #expect(result.diagnostics.map(\.renderedText) == ["""
            Intents.swift:13:6: warning: 1 string the App Intents code uses has no translation in any of the 1 locale that localize its table ('de'); people would see it in 'en' [localization-missing-translation]
            Intents.swift:13:6: note: 'Reading' in table 'Localizable' has no translation
            """])
    }

    /// One cause, one warning: strings no locale translates are listed once, not once per locale; a locale gets a
    /// warning of its own only for what other locales do translate.
    @Test func stringsNoLocaleTranslatesAreOneWarningAndEachLocaleReportsOnlyWhatOthersTranslate() throws {
        var resources = ["en.lproj/Localizable.strings": Self.completeEnglish]
        // Three locales translate 'Open Shelf' and none translates 'Reading'; only 'fr' lacks 'Shelf'.
        for (locale, shelf) in [("de", "Regal"), ("fr", nil), ("it", "Scaffale")] {
            resources["\(locale).lproj/Localizable.strings"] = "\"Open Shelf\" = \"Open (\(locale))\";\n" + (shelf.map { "\"Shelf\" = \"\($0)\";\n" } ?? "")
        }
        let result = run(resources)
        #expect(result.diagnostics.allSatisfy { $0.id == .localizationMissingTranslation && $0.severity == .warning })
        #expect(result.diagnostics.map(\.renderedText).sorted() == [
            """
            Intents.swift:13:6: warning: 1 string the App Intents code uses has no translation in any of the 3 locales that localize its table ('de', 'fr', 'it'); people would see it in 'en' [localization-missing-translation]
            Intents.swift:13:6: note: 'Reading' in table 'Localizable' has no translation
            """,
            """
            fr.lproj/Localizable.strings:1:1: warning: 'fr' lacks translations of 1 of the 2 strings the App Intents code uses that are translated in some locale; people would see them in 'en' [localization-missing-translation]
            Intents.swift:3:8: note: 'Shelf' in table 'Localizable' has no 'fr' translation
            """,
        ])
    }

    /// With many locales lacking the same strings, the count of warnings does not grow with the locales.
    @Test(arguments: [1, 2, 33])
    func theWarningsDoNotGrowWithTheLocales(_ localeCount: Int) {
        var resources = ["en.lproj/Localizable.strings": Self.completeEnglish]
        for index in 0..<localeCount {
            resources["l\(index).lproj/Localizable.strings"] = "\"Open Shelf\" = \"Open \(index)\";\n"
        }
        let result = run(resources)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.notes.count == 2)
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

    static let untitledIntent = """
        import AppIntents

        struct CountBooks: AppIntent {
            static let title: LocalizedStringResource = "Count Books"

            @Parameter(description: "How many to count")
            var numberOfItems: Int

            @Parameter
            var shelf_name: String

            func perform() async throws -> some IntentResult { .result() }
        }

        struct BookEntity: AppEntity {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
            static let defaultQuery = BookQuery()
            var id: String
            @Property var pageCount: Int
            var displayRepresentation: DisplayRepresentation { "Book" }
        }

        struct BookQuery: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [BookEntity] { [] }
        }
        """

    @Test func untitledParametersAndPropertiesKeepTheirNameAsTitleAndAreNeverLookedUp() throws {
        let english = "\"Count Books\" = \"Count Books\";\n\"How many to count\" = \"How many to count\";\n\"Book\" = \"Book\";\n"
        let german = "\"Count Books\" = \"Bücher zählen\";\n\"How many to count\" = \"Wie viele\";\n\"Book\" = \"Buch\";\n"
        let result = run(["en.lproj/Localizable.strings": english, "de.lproj/Localizable.strings": german], source: Self.untitledIntent)
        #expect(result.diagnostics.map(\.renderedText) == [])
        let parameters = try #require(result.bundle.actions.first?.parameters)
        #expect(parameters.map(\.title) == [LocalizedText(key: "numberOfItems"), LocalizedText(key: "shelf_name")])
        #expect(result.bundle.entities.first?.properties.map(\.title) == [LocalizedText(key: "pageCount")])
    }

    /// An `@AppIntent(schema:)` intent need not declare `title` (vlc-ios's `.audio.playAudio` intents): the type's
    /// name stands in for it in the bundle, but it is no string of the app, so no locale is asked to translate it.
    @Test func theTitleOfASchemaIntentWithoutOneIsNotLookedUp() throws {
        let source = """
            import AppIntents

            @AppIntent(schema: .audio.playAudio)
            struct PlayAudioIntent: AppIntent {
                var target: String
                func perform() async throws -> some IntentResult { .result() }
            }

            struct CountBooks: AppIntent {
                static let title: LocalizedStringResource = "Count Books"
                func perform() async throws -> some IntentResult { .result() }
            }

            struct SortBooks: AppIntent {
                static let title: LocalizedStringResource = "Sort Books"
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let result = run([
            "en.lproj/Localizable.strings": "\"Count Books\" = \"Count Books\";\n",
            "de.lproj/Localizable.strings": "\"Count Books\" = \"Bücher zählen\";\n",
        ], source: source)
        #expect(result.bundle.actions.map(\.title.key) == ["Count Books", "PlayAudioIntent", "Sort Books"])
        let missing = result.diagnostics.filter { $0.id == .localizationMissingTranslation }
        #expect(missing.count == 1)
        #expect(missing.first?.renderedText.contains("'Sort Books'") == true)
        #expect(missing.first?.renderedText.contains("PlayAudioIntent") == false)
    }

    @Test func aParameterSummaryWithoutTextIsNotLookedUp() {
        let source = """
            import AppIntents

            struct MoveBook: AppIntent {
                static let title: LocalizedStringResource = "Move Book"
                @Parameter(title: "Book") var book: String
                @Parameter(title: "Shelf") var shelf: String
                static var parameterSummary: some ParameterSummary {
                    Summary {
                        \\.$book
                        \\.$shelf
                    }
                }
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let result = run([
            "en.lproj/Localizable.strings": "\"Move Book\" = \"Move Book\";\n",
            "de.lproj/Localizable.strings": "\"Move Book\" = \"Buch verschieben\";\n\"Book\" = \"Buch\";\n\"Shelf\" = \"Regal\";\n",
        ], source: source)
        #expect(result.diagnostics.map(\.renderedText) == [])
        #expect(result.bundle.localizations?.tables["Localizable"]?["de"]?[""] == nil)
    }

    @Test func aTranslatedPhraseWithoutTheAppNameIsAWarning() throws {
        let result = run(["de.lproj/AppShortcuts.strings": "\n\"Open ${shelf} in ${applicationName}\" = \"${shelf} öffnen\";\n"])
        let diagnostic = try #require(result.diagnostics.first { $0.id == .localizationPhraseApplicationName })
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.renderedText == """
            de.lproj/AppShortcuts.strings:2:1: warning: 'de' translation '${shelf} öffnen' of an App Shortcut phrase must contain '${applicationName}' exactly once, but has none; Apple requires the app's name in every phrase, so Siri may not offer it [localization-phrase-application-name]
            Intents.swift:21:52: note: the phrase in code is 'Open ${shelf} in ${applicationName}'
            """)
        #expect(!result.hasErrors)
    }

    @Test func aTranslatedPhraseWithTheAppNameTwiceIsAWarning() {
        let result = run(["de.lproj/AppShortcuts.strings": "\"Open ${shelf} in ${applicationName}\" = \"${applicationName}: ${shelf} in ${applicationName}\";"])
        #expect(result.diagnostics.filter { $0.id == .localizationPhraseApplicationName }.map(\.message).first?.contains("but has it 2 times;") == true)
    }

    @Test func aMisspelledAppNameIsReportedOnceAsTheMissingAppName() throws {
        let result = run(["tr.lproj/AppShortcuts.strings": "\"Open ${shelf} in ${applicationName}\" = \"${application_name} içinde ${shelf} aç\";"])
        #expect(result.diagnostics.map(\.id) == [.localizationPhraseApplicationName])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message.contains("but has none ('${application_name}' is not '${applicationName}');"))
    }

    @Test func aTranslatedPhraseNamingAnotherParameterIsAWarning() throws {
        let result = run(["de.lproj/AppShortcuts.strings": "\"Open ${shelf} in ${applicationName}\" = \"${regal} in ${applicationName} öffnen\";"])
        let diagnostic = try #require(result.diagnostics.first { $0.id == .localizationPhraseUnknownParameter })
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "'de' translation '${regal} in ${applicationName} öffnen' of an App Shortcut phrase names '${regal}', which the phrase in code does not have; the phrase has '${shelf}', so the system has no value for it")
    }

    /// Xcode's `AppShortcuts.xcstrings` keys each App Shortcut by its first phrase and lists all of the shortcut's
    /// phrases as the key's wordings, so a wording may name the parameter of a sibling phrase (ruddarr, Harbour); a
    /// translation proper (a value) stands for the key phrase alone.
    @Test func aWordingMayNameAParameterOfAnotherPhraseOfTheSameShortcut() {
        let source = Self.intents.replacingOccurrences(
            of: #"phrases: ["Open \(\.$shelf) in \(.applicationName)"]"#,
            with: #"phrases: ["Open \(.applicationName)", "Open \(\.$shelf) in \(.applicationName)"]"#
        )
        #expect(source != Self.intents)
        let catalog = """
            {"sourceLanguage": "en", "strings": {"Open ${applicationName}": {"localizations": {"en": {"stringSet": {
              "state": "new", "values": ["Open ${applicationName}", "Open ${shelf} in ${applicationName}", "Open ${rack} in ${applicationName}"]
            }}, "de": {"stringUnit": {"state": "translated", "value": "${shelf} in ${applicationName} öffnen"}}}}}}
            """
        let result = run(["AppShortcuts.xcstrings": catalog], source: source)
        #expect(result.diagnostics.filter { $0.id == .localizationPhraseUnknownParameter }.map(\.message).sorted() == [
            "'de' translation '${shelf} in ${applicationName} öffnen' of an App Shortcut phrase names '${shelf}', which the phrase in code does not have; the phrase has no parameter, so the system has no value for it",
            "'en' translation 'Open ${rack} in ${applicationName}' of an App Shortcut phrase names '${rack}', which no phrase of its App Shortcut in code has; the App Shortcut's phrases have '${shelf}', so the system has no value for it",
        ])
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

    @Test func everyWordingOfAStringSetPhraseIsChecked() {
        let catalog = """
            {"sourceLanguage": "en", "strings": {"Open ${shelf} in ${applicationName}": {"localizations": {"de": {"stringSet": {
              "state": "translated", "values": ["${shelf} in ${applicationName} öffnen", "${shelf} öffnen"]
            }}}}}}
            """
        let result = run(["AppShortcuts.xcstrings": catalog])
        #expect(result.diagnostics.map(\.message).map { $0.hasPrefix("'de' translation '${shelf} öffnen' ") } == [true])
    }

    @Test func aMalformedStringsFileIsAWarningAndTheBundleIsWritten() {
        let result = run(["en.lproj/Localizable.strings": "\"Open Shelf\" = \"Open Shelf\""])
        #expect(result.diagnostics.map(\.id) == [.localizationMalformedFile])
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(!result.hasErrors)
    }

    @Test func aMalformedCatalogIsAnErrorThatHaltsTheBundle() {
        let result = run(["Localizable.xcstrings": "{\"sourceLanguage\": \"en\" \"strings\": {}}"])
        #expect(result.diagnostics.map(\.id) == [.localizationMalformedFile])
        #expect(result.hasErrors)
    }

    @Test func onlyTheTablesTheAppIntentsCodeUsesAreRead() {
        let result = run([
            "en.lproj/InfoPlist.strings": "CFBundleName = \"Library\"",
            "de.lproj/InfoPlist.strings": "CFBundleName = \"Bibliothek\";",
            "en.lproj/Localizable.strings": Self.completeEnglish,
        ])
        #expect(result.diagnostics.map(\.renderedText) == [])
        #expect(result.bundle.localizations?.tables.keys.sorted() == ["Localizable"])
    }

    @Test func tablesInsidePrebuiltBundlesAreNotTheModulesTables() {
        let result = run([
            "en.lproj/Localizable.strings": Self.completeEnglish,
            "Vendor/Kit.xcframework/ios-arm64/Kit.framework/de.lproj/Localizable.strings": "\"Open Shelf\" = ",
            "Settings.bundle/de.lproj/Localizable.strings": "\"Open Shelf\" = \"Regal öffnen\";",
        ])
        #expect(result.diagnostics.map(\.renderedText) == [])
        #expect(result.bundle.localizations?.tables["Localizable"]?.keys.sorted() == ["en"])
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
        #expect(!LocalizationResources.isResourcePath("Vendor/Kit.framework/de.lproj/Kit.strings"))
        #expect(!LocalizationResources.isResourcePath("Vendor/Kit.xcframework/ios-arm64/Kit.framework/Kit.xcstrings"))
        #expect(!LocalizationResources.isResourcePath("Settings.bundle/de.lproj/Root.strings"))
        #expect(!LocalizationResources.isResourcePath("Books.strings"))
        #expect(!LocalizationResources.isResourcePath("de.lproj/Localizable.stringsdict"))
        #expect(!LocalizationResources.isResourcePath("Intents.swift"))
    }

    /// The byte-level tests give what a component-by-component reading of the path gives, on random paths.
    @Test func resourcePathsAgreeWithAComponentReading() {
        func reference(_ path: String) -> Bool {
            guard path.last == "s" else { return false }
            let components = path.split(separator: "/")
            if components.dropLast().contains(where: { $0.hasSuffix(".framework") || $0.hasSuffix(".bundle") }) { return false }
            if path.hasSuffix(".xcstrings") { return true }
            guard components.count >= 2, let name = components.last, name.hasSuffix(".strings") else { return false }
            let folder = components[components.count - 2]
            return folder.hasSuffix(".lproj") && name.count > ".strings".count && folder.count > ".lproj".count
        }
        let parts = ["de.lproj", ".lproj", "A.strings", ".strings", "Kit.framework", ".bundle", "x", "", "B.xcstrings", "a.bundle.x"]
        var state: UInt64 = 0xC0FFEE
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let count = Int(state >> 61) + 1
            let path = (0..<count).map { parts[Int((state >> UInt64(5 * $0 + 3)) & 0xF) % parts.count] }.joined(separator: "/")
            #expect(LocalizationResources.isResourcePath(path) == reference(path), "\(path)")
        }
    }
}
