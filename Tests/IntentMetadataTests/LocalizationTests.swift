import Foundation
import IntentMetadata
import Testing

@Suite struct LocalizationTests {
    let bundle = SampleBundle.bundle

    // MARK: Fallback chain

    @Test func theLocaleItselfComesFirst() {
        #expect(bundle.localizedString(for: LocalizedText(key: "Add Book"), locale: "de-AT") == "Buch dazugeben")
    }

    @Test func aRegionFallsBackToItsLanguage() {
        #expect(bundle.localizedString(for: LocalizedText(key: "Add Book"), locale: "de-CH") == "Buch hinzufügen")
        #expect(bundle.localizedString(for: LocalizedText(key: "Shelf"), locale: "de-AT") == "Regal")
    }

    @Test func localeIdentifiersMatchWithoutCaseAndWithUnderscores() {
        #expect(bundle.localizedString(for: LocalizedText(key: "Add Book"), locale: "DE_at") == "Buch dazugeben")
    }

    @Test func anUnknownLanguageFallsBackToTheSourceLanguage() {
        #expect(bundle.localizedString(for: LocalizedText(key: "Shelf"), locale: "ja") == "Shelf")
        #expect(bundle.localizedString(for: LocalizedText(key: "Add Book"), locale: "ja") == "Add Book")
    }

    @Test func aKeyNoTableHasFallsBackToTheDefaultValueThenTheKey() {
        let withDefault = LocalizedText(key: "shelf.finished", defaultValue: "Finished", table: "Shelves")
        #expect(bundle.localizedString(for: withDefault, locale: "de") == "Finished")
        #expect(bundle.localizedString(for: LocalizedText(key: "Export Library"), locale: "de") == "Export Library")
    }

    @Test func theTableOfTheTextIsTheOneSearched() {
        let title = LocalizedText(key: "shelf.wantToRead", defaultValue: "Want to Read", table: "Shelves")
        #expect(bundle.localizedString(for: title, locale: "de") == "Will ich lesen")
        #expect(bundle.localizedString(for: LocalizedText(key: "shelf.wantToRead"), locale: "de") == "shelf.wantToRead")
    }

    @Test func anEmptyTranslationIsSkipped() {
        // "Open Shelf" is "" in `de`, as a catalog's untranslated unit would be: the chain goes on to `en`.
        #expect(bundle.localizedString(for: LocalizedText(key: "Open Shelf"), locale: "de") == "Open Shelf")
    }

    @Test func aPluralTranslationShowsItsOtherForm() {
        #expect(bundle.localizedString(for: LocalizedText(key: "${count} books"), locale: "de") == "${count} Bücher")
    }

    @Test func withoutLocalizationsTheDefaultTextIsShown() {
        var plain = bundle
        plain.localizations = nil
        let text = LocalizedText(key: "shelf.wantToRead", defaultValue: "Want to Read", table: "Shelves")
        #expect(plain.localizedString(for: text, locale: "de") == "Want to Read")
        #expect(!plain.hasTranslations(for: "de"))
    }

    @Test func phrasesAreLookedUpInTheAppShortcutsTable() {
        #expect(bundle.localizedPhrase("Add a book to ${applicationName}", locale: "de") == "Ein Buch zu ${applicationName} hinzufügen")
        #expect(bundle.localizedPhrase("Track a new book in ${applicationName}", locale: "de") == "Track a new book in ${applicationName}")
    }

    @Test func fallbackLocalesGoFromSpecificToSourceLanguage() {
        let localizations = LocalizationsMetadata(sourceLanguage: "en")
        #expect(localizations.fallbackLocales(for: "zh_Hans_CN") == ["zh-Hans-CN", "zh-Hans", "zh", "en", "Base"])
        #expect(localizations.fallbackLocales(for: "en-GB") == ["en-GB", "en", "Base"])
    }

    @Test func hasTranslationsKnowsLanguagesAndRegions() {
        #expect(bundle.hasTranslations(for: "de"))
        #expect(bundle.hasTranslations(for: "de-CH"))
        #expect(!bundle.hasTranslations(for: "ja"))
        #expect(bundle.localizations?.locales == ["de", "de-AT", "en"])
    }

    // MARK: Coding

    @Test func aPlainTranslationIsAString() throws {
        let data = try JSONEncoder().encode(Translation(value: "Regal"))
        #expect(String(decoding: data, as: UTF8.self) == "\"Regal\"")
        #expect(try JSONDecoder().decode(Translation.self, from: data) == Translation(value: "Regal"))
    }

    @Test func aTranslationWithVariationsIsAnObject() throws {
        let translation = Translation(pluralForms: ["one": "1 Buch", "other": "%lld Bücher"], deviceForms: ["mac": "Mac"])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(translation)
        #expect(String(decoding: data, as: UTF8.self) == #"{"device":{"mac":"Mac"},"plural":{"one":"1 Buch","other":"%lld Bücher"}}"#)
        #expect(try JSONDecoder().decode(Translation.self, from: data) == translation)
    }

    @Test func aTranslationOfTheWrongTypeIsAWrongTypeError() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: try bundle.encodedData()) as? [String: Any])
        object["localizations"] = ["sourceLanguage": "en", "tables": ["Localizable": ["de": ["Shelf": 3]]]]
        let data = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: IntentMetadataError.self) { try IntentMetadataBundle(data: data) }
    }

    @Test func aBundleWithoutLocalizationsOmitsTheField() throws {
        var plain = bundle
        plain.localizations = nil
        let text = String(decoding: try plain.encodedData(), as: UTF8.self)
        #expect(!text.contains("localizations"))
        #expect(try IntentMetadataBundle(data: Data(text.utf8)).localizations == nil)
    }

    @Test func localizationsRoundTrip() throws {
        let decoded = try IntentMetadataBundle(data: try bundle.encodedData())
        #expect(decoded.localizations == bundle.localizations)
    }

    // MARK: Uses

    @Test func usesListEveryLocalizedStringWithItsDeclaration() {
        let uses = bundle.localizedTextUses()
        #expect(uses.contains(LocalizedTextUse(text: LocalizedText(key: "Add Book"), kind: .text, source: SampleBundle.addBook.source)))
        #expect(uses.contains { $0.kind == .text && $0.text.key == "Look back at ${shelf}" })
        #expect(uses.contains { $0.kind == .text && $0.text.key == "${count} books" })
        #expect(uses.contains { $0.kind == .text && $0.text.key == "Books to start" })
        let phrases = uses.filter { $0.kind == .phrase }
        #expect(phrases.map(\.text.key) == ["Add a book to ${applicationName}", "Track a new book in ${applicationName}", "Open ${shelf} in ${applicationName}"])
        #expect(phrases.allSatisfy { $0.tableName == "AppShortcuts" })
    }

    // MARK: Describing in a language

    @Test func describeInALanguageTranslatesTitlesSummariesAndPhrases() throws {
        let description = try #require(bundle.actionDescriptions(actionIdentifier: "AddBook", locale: "de").first)
        #expect(description.title == "Buch hinzufügen")
        #expect(description.description == "Fügt deiner Bibliothek ein Buch hinzu.")
        #expect(description.summary == "Titel zu Regal hinzufügen")
        #expect(description.parameters.map(\.title) == ["Titel", "Autor", "Regal"])
        #expect(description.parameters.last?.type == "one of: Will ich lesen, Lese ich, Finished")
        #expect(description.parameters.last?.defaultValue == "Will ich lesen")
        #expect(description.phrases == ["Ein Buch zu <app name> hinzufügen", "Track a new book in <app name>"])
    }

    @Test func describeInALanguageRendersDeviceVariedPhrasesWithTheirValue() throws {
        let description = try #require(bundle.actionDescriptions(actionIdentifier: "OpenShelf", locale: "de").first)
        #expect(description.phrases == ["<Regal> in <app name> öffnen"])
    }

    @Test func describeTextInALanguage() {
        let text = bundle.describe(format: .text, actionIdentifier: "AddBook", locale: "de-AT")
        #expect(text.hasPrefix("Buch dazugeben (AddBook)\n  Fügt deiner Bibliothek ein Buch hinzu.\n"))
        #expect(text.contains("  Summary: Titel zu Regal hinzufügen\n"))
        #expect(text.contains("    \"Ein Buch zu <app name> hinzufügen\"\n"))
    }

    @Test func describeInTheSourceLanguageMatchesDescribeWithoutLocale() {
        for format in DescriptionFormat.allCases where format != .json {
            #expect(bundle.describe(format: format, locale: "en") == bundle.describe(format: format))
        }
    }

    @Test func describeDoesNotChangeTheBundle() {
        _ = bundle.describe(format: .text, locale: "de")
        #expect(bundle == SampleBundle.bundle)
    }
}
