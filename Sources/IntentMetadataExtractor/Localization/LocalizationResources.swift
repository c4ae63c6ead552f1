import IntentMetadata

/// The strings tables and string catalogs of a module, read and indexed by table and locale.
///
/// Made from resource files: `<locale>.lproj/<Table>.strings` is table `Table` in `locale`, and
/// `<Table>.xcstrings` is table `Table` in every locale it lists. Other files are ignored, and so are files inside a
/// prebuilt `.framework`, `.xcframework` or `.bundle` (such as `Settings.bundle`): those tables belong to another
/// bundle, which App Intents never looks strings up in.
///
/// ```swift
/// let resources = LocalizationResources(files: [SourceFile(path: "de.lproj/Books.strings", bytes: bytes)])
/// resources.entry(forKey: "intent.addBook.title", table: "Books", locale: "de")
/// ```
package struct LocalizationResources: Sendable {
    /// The language the app is developed in: the first catalog's `sourceLanguage`, else `en` (Xcode's default
    /// development region).
    package var sourceLanguage: String
    /// Every table in every locale, sorted by name, locale and file.
    package private(set) var tables: [LocalizationTable]
    /// The positions in `tables` of each table name and locale: the checks ask for one key in one table and locale
    /// thousands of times (keys times locales), and a walk over every table per question showed in profiles.
    private var positions: [String: [String: [Int]]] = [:]
    /// Problems reading the files (`localization-malformed-file`).
    package var diagnostics: [Diagnostic]

    /// Reads resource files.
    ///
    /// - Parameters:
    ///   - files: `.strings` files inside `.lproj` folders and `.xcstrings` catalogs, with paths relative to the
    ///     scanned root; other files are ignored.
    ///   - sourceLanguage: The development region, when known; otherwise taken from the catalogs.
    ///   - tableNames: The tables to read, when only some matter (the ones the App Intents code uses); the files of
    ///     other tables are not read at all, so a problem in them is not reported. `nil` reads every table.
    ///   - keys: The keys whose entries are wanted, when only some are (the ones the App Intents code looks up): the
    ///     files are still read whole and their problems reported (and a catalog's every locale has its table), but
    ///     entries of other keys are not kept. `nil` keeps every entry.
    ///   - cache: Tables read earlier in the same run (by other targets), reused for files of the same path and bytes.
    ///   - prefetched: Files read, or being read, on another thread since the pipeline started.
    init(
        files: [SourceFile], sourceLanguage: String? = nil, tableNames: Set<String>? = nil, keys: Set<String>? = nil,
        cache: LocalizationTableCache? = nil, prefetched: LocalizationPrefetch?
    ) {
        // Which files to read, in path order; each is then read on its own, on every core (an app has a table per
        // language, sixty of them in large apps), and the results joined in that order.
        let wanted = files.sorted(by: { $0.path < $1.path }).filter { file in
            Self.tableName(ofResourceAt: file.path).map { tableNames?.contains($0) ?? true } ?? false
        }
        // The values of a `.strings` table and the entries of a catalog are decoded for the wanted keys only, here,
        // after the cache.
        let readForKeys: @Sendable (SourceFile) -> LocalizationTableCache.Reading = { file in
            var reading = prefetched?.reading(of: file) ?? Self.read(file, cache: cache)
            if let (table, locale, index) = reading.strings {
                reading.tables = [LocalizationTable(name: table, locale: locale, file: file.path, entries: index.entries(for: keys))]
            }
            if let catalog = reading.catalog {
                let result = catalog.read(keys: keys)
                reading.tables = result.tables
                reading.diagnostics = result.diagnostics
                reading.sourceLanguage = result.sourceLanguage
            }
            return reading
        }
        let keySet = cache?.keySetNumber(keys) ?? -1
        let results = concurrentMap(wanted) { file in
            cache?.reading(of: file, keySet: keySet, read: readForKeys) ?? readForKeys(file)
        }
        var tables: [LocalizationTable] = []
        var diagnostics: [Diagnostic] = []
        var catalogLanguage: String?
        for result in results {
            catalogLanguage = catalogLanguage ?? result.sourceLanguage
            tables += result.tables
            diagnostics += result.diagnostics
        }
        self.sourceLanguage = sourceLanguage ?? catalogLanguage ?? "en"
        self.tables = tables.sorted { ($0.name, $0.locale, $0.file) < ($1.name, $1.locale, $1.file) }
        self.diagnostics = diagnostics
        for (position, table) in self.tables.enumerated() {
            positions[table.name, default: [:]][table.locale, default: []].append(position)
        }
    }

    /// Reads resource files, on the calling thread and the cores it shares work with; see
    /// ``init(files:sourceLanguage:tableNames:keys:cache:prefetched:)``.
    package init(
        files: [SourceFile], sourceLanguage: String? = nil, tableNames: Set<String>? = nil, keys: Set<String>? = nil,
        cache: LocalizationTableCache? = nil
    ) {
        self.init(files: files, sourceLanguage: sourceLanguage, tableNames: tableNames, keys: keys, cache: cache, prefetched: nil)
    }

    /// What one file gives before any key is looked up: a catalog parsed and checked, or a `.strings` file's index;
    /// from the run's cache when another target read the same file.
    static func read(_ file: SourceFile, cache: LocalizationTableCache?) -> LocalizationTableCache.Reading {
        cache?.reading(of: file, read: readUncached) ?? readUncached(file)
    }

    private static func readUncached(_ file: SourceFile) -> LocalizationTableCache.Reading {
        if file.path.hasSuffix(".xcstrings") {
            return LocalizationTableCache.Reading(tables: [], diagnostics: [], sourceLanguage: nil, catalog: StringCatalogReader.Catalog(file.bytes, path: file.path))
        }
        guard let (table, locale) = tableAndLocale(ofStringsFileAt: file.path) else {
            return LocalizationTableCache.Reading(tables: [], diagnostics: [], sourceLanguage: nil)
        }
        let index = StringsFileReader.index(file.bytes, path: file.path)
        return LocalizationTableCache.Reading(tables: [], diagnostics: index.diagnostics, sourceLanguage: nil, strings: (table, locale, index))
    }

    /// The table a resource file gives: `Books` for `Books.xcstrings` and for `de.lproj/Books.strings`; `nil` for
    /// another file and for a file inside a prebuilt bundle.
    static func tableName(ofResourceAt path: String) -> String? {
        guard !isInsidePrebuiltBundle(path) else { return nil }
        if path.hasSuffix(".xcstrings") { return StringCatalogReader.tableName(ofCatalogAt: path) }
        return tableAndLocale(ofStringsFileAt: path)?.table
    }

    /// Whether the module has no strings tables at all, so it is not localized.
    package var isEmpty: Bool { tables.isEmpty }

    /// Every locale some table has, sorted.
    package var locales: [String] {
        Set(tables.map(\.locale)).sorted()
    }

    /// The locales translators fill in: every locale but the source language and `Base`.
    package var translationLocales: [String] {
        locales.filter { !isSourceLocale($0) }
    }

    /// The names of every table, sorted.
    package var tableNames: [String] {
        Set(tables.map(\.name)).sorted()
    }

    /// Whether a locale holds the source language's texts: the source language itself or `Base`.
    package func isSourceLocale(_ locale: String) -> Bool {
        locale == sourceLanguage || locale == "Base"
    }

    /// Whether some locale has the table.
    package func hasTable(named name: String) -> Bool {
        positions[name] != nil
    }

    /// The tables of one name, in every locale, in the order of `tables`.
    package func tables(named name: String) -> [LocalizationTable] {
        (positions[name]?.values.flatMap { $0 } ?? []).sorted().map { tables[$0] }
    }

    /// Whether one locale has the table: a `.strings` file of it in its `.lproj` folder, or a catalog of it that
    /// lists the locale.
    package func hasTable(named name: String, locale: String) -> Bool {
        positions[name]?[locale] != nil
    }

    /// The files that give one table in one locale, in the order of `tables` (by path): a check that asks for
    /// many keys looks them up once.
    package func tables(named name: String, locale: String) -> [LocalizationTable] {
        (positions[name]?[locale] ?? []).map { tables[$0] }
    }

    /// A key's entry in one table and locale; when several files give the table in that locale, the first by
    /// path that has the key.
    package func entry(forKey key: String, table: String, locale: String) -> LocalizationTable.Entry? {
        (positions[table]?[locale] ?? []).lazy.map { tables[$0] }.entry(forKey: key)
    }

    /// A key's entry in the source language (or `Base`).
    package func sourceEntry(forKey key: String, table: String) -> LocalizationTable.Entry? {
        entry(forKey: key, table: table, locale: sourceLanguage) ?? entry(forKey: key, table: table, locale: "Base")
    }

    /// `("Books", "de")` for `Resources/de.lproj/Books.strings`; `nil` for any other path.
    static func tableAndLocale(ofStringsFileAt path: String) -> (table: String, locale: String)? {
        // On bytes: every file of a tree is asked, and splitting whole paths into `Character` components showed in
        // profiles of large projects.
        // Only the last two components matter: found from the end, without splitting the rest.
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.ends(with: ".strings") else { return nil }
            guard let nameSlash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
            let name = bytes[(nameSlash + 1)...]
            var folderEnd = nameSlash
            while folderEnd > 0, bytes[folderEnd - 1] == UInt8(ascii: "/") { folderEnd -= 1 }
            let folderStart = bytes[..<folderEnd].lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
            let folder = bytes[folderStart..<folderEnd]
            guard !folder.isEmpty, folder.ends(with: ".lproj") else { return nil }
            let table = name.dropLast(".strings".utf8.count)
            let locale = folder.dropLast(".lproj".utf8.count)
            guard !table.isEmpty, !locale.isEmpty else { return nil }
            return (String(decoding: table, as: UTF8.self), String(decoding: locale, as: UTF8.self))
        }
    }

    /// Whether a path names a file these readers take: a `.strings` file in an `.lproj` folder, or a catalog, and not
    /// inside a prebuilt bundle.
    package static func isResourcePath(_ path: String) -> Bool {
        // The suffix test first: it turns away `.swift` paths without splitting them (thousands in a big tree).
        path.utf8.last == UInt8(ascii: "s") && (path.hasSuffix(".xcstrings") || tableAndLocale(ofStringsFileAt: path) != nil)
            && !isInsidePrebuiltBundle(path)
    }

    /// Whether a folder of the path is a prebuilt `.framework`, `.xcframework` or `.bundle`.
    ///
    /// Their strings tables are another bundle's: a framework's own (often compiled to binary property lists), or a
    /// `Settings.bundle`'s for the Settings app. App Intents looks strings up in the module's own bundle only.
    package static func isInsidePrebuiltBundle(_ path: String) -> Bool {
        // On contiguous bytes, without splitting the path: a folder is what stands before a `/` that more of the path
        // follows, and the path up to that `/` ends with the folder's name. (Stepping through `String.UTF8View`
        // indices cost about 12K instructions a path.)
        var path = path
        return path.withUTF8 { bytes in
            guard let lastNameByte = bytes.lastIndex(where: { $0 != UInt8(ascii: "/") }) else { return false }
            return (0..<lastNameByte).contains { index in
                bytes[index] == UInt8(ascii: "/") && isPrebuiltBundleName(UnsafeBufferPointer(rebasing: bytes[..<index]))
            }
        }
    }

    /// Whether a folder name, or a path ending with one, is that of a prebuilt bundle: `ConnectIQ.framework`,
    /// `Settings.bundle`.
    private static func isPrebuiltBundleName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        // `.xcframework` ends with `.framework` too.
        name.ends(with: ".framework") || name.ends(with: ".bundle")
    }
}

extension Collection where Element == UInt8 {
    /// Whether the bytes end with those of an ASCII suffix.
    func ends(with suffix: StaticString) -> Bool {
        let suffixBytes = UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
        guard count >= suffixBytes.count else { return false }
        return dropFirst(count - suffixBytes.count).elementsEqual(suffixBytes)
    }
}

extension Sequence<LocalizationTable> {
    /// A key's entry in the first of these files that has it: the files of one table in one locale, by path.
    package func entry(forKey key: String) -> LocalizationTable.Entry? {
        for table in self {
            if let entry = table.entries[key] { return entry }
        }
        return nil
    }
}
