/// The translations of the strings a bundle uses, per strings table and locale.
///
/// Only keys the bundle's localized texts and App Shortcuts phrases use are kept, so the bundle stays small.
/// Look texts up with ``IntentMetadataBundle/localizedString(for:locale:)``, which applies the fallback chain.
///
/// ```json
/// "localizations": {
///   "sourceLanguage": "en",
///   "tables": {
///     "Books": {"de": {"intent.addBook.title": "Buch hinzufügen"}, "en": {"intent.addBook.title": "Add Book"}}
///   }
/// }
/// ```
public struct LocalizationsMetadata: Codable, Sendable, Hashable {
    /// The name of the table App Shortcuts phrases are localized in.
    public static let appShortcutsTable = "AppShortcuts"
    /// The name of the table a ``LocalizedText`` without a `table` is looked up in.
    public static let defaultTable = "Localizable"

    /// The language the app is developed in (the development region), such as `en`.
    public var sourceLanguage: String
    /// The translations: table name (without extension), then locale identifier (such as `de` or `pt-BR`),
    /// then key.
    public var tables: [String: [String: [String: Translation]]]

    /// Creates the localizations.
    ///
    /// - Parameters:
    ///   - sourceLanguage: The language the app is developed in.
    ///   - tables: The translations by table, locale and key.
    public init(sourceLanguage: String, tables: [String: [String: [String: Translation]]] = [:]) {
        self.sourceLanguage = sourceLanguage
        self.tables = tables
    }

    /// Every locale any table has, sorted.
    public var locales: [String] {
        Set(tables.values.flatMap(\.keys)).sorted()
    }

    /// The translation of a key in exactly one locale, without falling back.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - table: The table's name; `nil` means `Localizable`.
    ///   - locale: A locale identifier, compared without regard to case and with `_` read as `-`.
    /// - Returns: The translation, or `nil` when that table has no entry for the key in that locale.
    public func translation(forKey key: String, table: String?, locale: String) -> Translation? {
        guard let locales = tables[table ?? Self.defaultTable] else { return nil }
        let wanted = Self.normalizedLocale(locale)
        if let strings = locales[locale], let translation = strings[key] { return translation }
        for name in locales.keys.sorted() where Self.normalizedLocale(name) == wanted {
            if let translation = locales[name]?[key] { return translation }
        }
        return nil
    }

    /// The locales to try for a requested locale, most specific first: `zh-Hans-CN`, `zh-Hans`, `zh`, then
    /// the source language and `Base`.
    ///
    /// - Parameter locale: A locale identifier such as `de-AT` or `pt_BR`.
    /// - Returns: The identifiers to try, each once.
    public func fallbackLocales(for locale: String) -> [String] {
        var candidates: [String] = []
        var components = locale.replacingUnderscores().split(separator: "-").map(String.init)
        while !components.isEmpty {
            candidates.append(components.joined(separator: "-"))
            components.removeLast()
        }
        candidates += [sourceLanguage, "Base"]
        var seen: Set<String> = []
        return candidates.filter { seen.insert(Self.normalizedLocale($0)).inserted }
    }

    static func normalizedLocale(_ locale: String) -> String {
        locale.replacingUnderscores().lowercased()
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
