extension IntentMetadataBundle {
    /// A localized string in a language, as the system would show it.
    ///
    /// The lookup falls back in this order and stops at the first hit:
    /// 1. the locale itself (`pt-BR`), then its shorter forms (`pt`);
    /// 2. the source language of ``localizations`` (then `Base`);
    /// 3. the text's `defaultValue`;
    /// 4. the key.
    ///
    /// ```swift
    /// let title = bundle.localizedString(for: action.title, locale: "de")  // "Buch hinzufügen"
    /// ```
    ///
    /// - Parameters:
    ///   - text: A localized text of this bundle.
    ///   - locale: A locale identifier such as `de`, `de-AT` or `pt_BR`.
    /// - Returns: The text to show; never empty unless the key is.
    public func localizedString(for text: LocalizedText, locale: String) -> String {
        guard let localizations else { return text.defaultText }
        for candidate in localizations.fallbackLocales(for: locale) {
            if let translation = localizations.translation(forKey: text.key, table: text.table, locale: candidate), !translation.isEmpty {
                return translation.text
            }
        }
        return text.defaultText
    }

    /// An App Shortcuts phrase template in a language, looked up in the `AppShortcuts` table with the same
    /// fallback chain as ``localizedString(for:locale:)``; the phrase itself when no table has it.
    ///
    /// - Parameters:
    ///   - phrase: A phrase template of this bundle, such as `Open ${target} in ${applicationName}`.
    ///   - locale: A locale identifier.
    /// - Returns: The localized template, with the same kind of `${name}` tokens.
    public func localizedPhrase(_ phrase: String, locale: String) -> String {
        localizedString(for: LocalizedText(key: phrase, table: LocalizationsMetadata.appShortcutsTable), locale: locale)
    }

    /// The bundle with every localized string and phrase resolved in a language, stored as the strings'
    /// default values, so the English-only renderers show translated titles, summaries and phrases.
    func resolvingLocalizedTexts(locale: String) -> IntentMetadataBundle {
        transformingLocalizedTexts { text, _, _ in
            text.defaultValue = localizedString(for: text, locale: locale)
        }
    }
}

extension IntentMetadataBundle {
    /// Whether some table has texts for a locale or one of its shorter forms (`pt` for `pt-BR`), so that
    /// describing in it shows more than the source language.
    ///
    /// - Parameter locale: A locale identifier.
    /// - Returns: `false` when the bundle has no ``localizations``.
    public func hasTranslations(for locale: String) -> Bool {
        guard let localizations else { return false }
        let known = Set(localizations.locales.map(LocalizationsMetadata.normalizedLocale))
        var components = LocalizationsMetadata.normalizedLocale(locale).split(separator: "-")
        while !components.isEmpty {
            if known.contains(components.joined(separator: "-")) { return true }
            components.removeLast()
        }
        return false
    }
}
