#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Strings tables and catalogs already read in this run, so that targets sharing a table read it once.
///
/// An app's targets (the app, its extensions, its widgets) often share one app's strings tables; checking a whole
/// repository reads each target's, and without a cache the same sixty-language tables are parsed once per target.
/// A caller that runs several extractions creates one cache and sets it on each configuration. A table is reused
/// only for the same path **and** the same bytes, so a cache can never give another file's entries.
package final class LocalizationTableCache: @unchecked Sendable {
    /// What reading one file gave.
    struct Reading: Sendable {
        var tables: [LocalizationTable]
        var diagnostics: [Diagnostic]
        var sourceLanguage: String?
        /// A `.strings` file's table, locale and index, whose values each target decodes for its own keys.
        var strings: (table: String, locale: String, index: StringsFileReader.Index)?
        /// A catalog, parsed, whose entries each target reads for its own keys.
        var catalog: StringCatalogReader.Catalog?
    }

    private let readings = SharedMemo<String, (bytes: [UInt8], reading: Reading)>()
    /// Files with the entries of some keys decoded, by the number of the set of keys (`keySetNumber(_:)`) and path:
    /// the platforms of one target, and often several targets, look up the same keys. The memo's type is that of
    /// `readings`, so a run does not instantiate the generic types of another one (a third of a million instructions
    /// at start, by callgrind).
    private let keyedReadings = SharedMemo<String, (bytes: [UInt8], reading: Reading)>()
    /// Guards `keySets`.
    private let keySetsLock = Lock()
    /// The sets of keys looked up so far in this run, numbered by position: a module's set is compared with these
    /// once, not hashed into the memo's key for each of its files (home-assistant-iOS reads hundreds of tables).
    private var keySets: [Set<String>] = []

    /// Creates an empty cache.
    package init() {}

    /// The reading of `file`, from the cache when a file of that path and those bytes was read before.
    ///
    /// A `.strings` file is kept as its index (every entry located, none decoded) and a catalog as its parsed
    /// document, so targets looking up different keys share one reading of it and each decodes only its own keys'
    /// entries.
    func reading(of file: SourceFile, read: (SourceFile) -> Reading) -> Reading {
        readings.value(for: file.path, isCurrent: { $0.bytes == file.bytes }) { (file.bytes, read(file)) }.reading
    }

    /// A number for a set of keys, the same for equal sets in this run and different for any other; `-1` for every
    /// key (`nil`).
    func keySetNumber(_ keys: Set<String>?) -> Int {
        guard let keys else { return -1 }
        keySetsLock.lock()
        defer { keySetsLock.unlock() }
        if let number = keySets.firstIndex(of: keys) { return number }
        keySets.append(keys)
        return keySets.count - 1
    }

    /// The reading of `file` with the entries of the keys numbered `keySet` (`keySetNumber(_:)`) decoded, from the
    /// cache when a file of that path and those bytes was read for the same keys before.
    func reading(of file: SourceFile, keySet: Int, read: (SourceFile) -> Reading) -> Reading {
        keyedReadings.value(for: "\(keySet):" + file.path, isCurrent: { $0.bytes == file.bytes }) { (file.bytes, read(file)) }.reading
    }
}
