import IntentMetadata

/// Turns the recognized module into a bundle: the last stage before writing. Everything is sorted here, so the
/// bundle's bytes do not depend on file order or threads.
package enum BundleBuilder {
    package static func makeBundle(
        from module: RecognizedModule, legacyIntents: [LegacyIntentMetadata] = [], localizations: LocalizationsMetadata? = nil
    ) -> IntentMetadataBundle {
        func sorted<T>(_ items: [T], _ key: (T) -> (String, String)) -> [T] {
            items.sorted { key($0) < key($1) }
        }
        let provider = module.shortcutsProviders.min { $0.nameLocation < $1.nameLocation }
        return IntentMetadataBundle(
            module: module.moduleName,
            actions: sorted(module.intents.map(\.metadata)) { ($0.identifier, $0.typeName) },
            entities: sorted(module.entities.map(\.metadata)) { ($0.identifier, $0.typeName) },
            enums: sorted(module.enums.map(\.metadata)) { ($0.identifier, $0.typeName) },
            queries: sorted(module.queries.map(\.metadata)) { ($0.identifier, $0.typeName) },
            shortcuts: provider?.metadata,
            packages: sorted(module.packages) { ($0.identifier, $0.typeName) },
            legacyIntents: legacyIntents,
            localizations: localizations
        )
    }
}
