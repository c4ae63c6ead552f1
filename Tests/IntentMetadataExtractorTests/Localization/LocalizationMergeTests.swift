import IntentMetadata
import IntentMetadataExtractor
import Testing

@Suite struct LocalizationMergeTests {
    @Test func mergingKeepsEveryModulesTranslationsAndTheAppsOnConflict() {
        var app = IntentMetadataBundle(module: "App")
        app.localizations = LocalizationsMetadata(sourceLanguage: "en", tables: ["Localizable": ["de": ["Open": Translation(value: "Öffnen")]]])
        var kit = IntentMetadataBundle(module: "Kit")
        kit.localizations = LocalizationsMetadata(
            sourceLanguage: "fr",
            tables: [
                "Localizable": ["de": ["Open": Translation(value: "Aufmachen"), "Close": Translation(value: "Schließen")]],
                "Kit": ["fr": ["kit.title": Translation(value: "Trousse")]],
            ]
        )
        let merged = BundleMerger.merge([BundleMerger.Input(path: "App.json", bundle: app), BundleMerger.Input(path: "Kit.json", bundle: kit)]).bundle
        #expect(merged.localizations == LocalizationsMetadata(
            sourceLanguage: "en",
            tables: [
                "Localizable": ["de": ["Open": Translation(value: "Öffnen"), "Close": Translation(value: "Schließen")]],
                "Kit": ["fr": ["kit.title": Translation(value: "Trousse")]],
            ]
        ))
    }

    @Test func mergingBundlesWithoutLocalizationsAddsNone() {
        let merged = BundleMerger.merge([BundleMerger.Input(path: "A.json", bundle: IntentMetadataBundle(module: "A"))]).bundle
        #expect(merged.localizations == nil)
    }
}
