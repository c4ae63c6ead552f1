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
package final class LocalizationTableCache: Sendable {
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
    /// Files with the entries of some keys decoded, by path and keys: the platforms of one target, and often several
    /// targets, look up the same keys.
    private let keyedReadings = SharedMemo<KeyedReading, (bytes: [UInt8], reading: Reading)>()

    /// A file and the keys looked up in it.
    private struct KeyedReading: Hashable, Sendable {
        var path: String
        var keys: Set<String>?
    }

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

    /// The reading of `file` with the entries of `keys` decoded, from the cache when a file of that path and those
    /// bytes was read for the same keys before.
    func reading(of file: SourceFile, keys: Set<String>?, read: (SourceFile) -> Reading) -> Reading {
        keyedReadings.value(for: KeyedReading(path: file.path, keys: keys), isCurrent: { $0.bytes == file.bytes }) { (file.bytes, read(file)) }.reading
    }
}
