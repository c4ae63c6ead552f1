#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension IntentMetadataBundle {
    /// The largest bundle the loader reads, in bytes: 64 MiB.
    ///
    /// A real bundle is a few kilobytes to a few hundred; the limit keeps a wrong path (a disk image, a log)
    /// from being read into memory whole.
    public static let maximumByteCount = 64 * 1024 * 1024

    /// The deepest nesting of JSON arrays and objects the loader accepts: 64 levels.
    ///
    /// The deepest bundle the extractor writes nests a few levels per `When`/`Switch` in a parameter summary,
    /// far below this. The check runs on the raw bytes before any parsing, so hostile input such as 100,000
    /// opening brackets is refused without deep recursion.
    public static let maximumNestingDepth = 64

    /// Loads the metadata stored in a file or folder: a bundle, or Apple's App Intents metadata.
    ///
    /// The format is recognised by content, not by name (see ``loadMetadata(at:)``): a bundle written by
    /// intent-metadata, Apple's `extract.actionsdata`, a `Metadata.appintents` folder or a built app. Warnings
    /// about Apple's metadata are dropped; call ``loadMetadata(at:)`` to see them.
    ///
    /// The file is read only up to ``maximumByteCount`` bytes, then checked and decoded as
    /// ``init(data:filePath:)`` describes. Unknown keys are ignored, so a bundle written by a newer release
    /// with the same major ``formatVersion`` loads.
    ///
    /// - Parameter url: A file URL of a bundle written by intent-metadata, or of Apple's metadata or an app.
    /// - Throws: An ``IntentMetadataError`` whose ``IntentMetadataError/filePath`` is the file's path: code
    ///   ``IntentMetadataError/Code/fileNotFound`` when no file exists, ``IntentMetadataError/Code/unreadable``
    ///   when the URL is not a file URL, cannot be read, or names a folder without Apple metadata, and any code
    ///   ``init(data:filePath:)`` throws.
    public init(contentsOf url: URL) throws(IntentMetadataError) {
        self = try Self.loadMetadata(at: url).bundle
    }

    /// Decodes a bundle, or reads Apple's `extract.actionsdata`, from JSON data.
    ///
    /// Before decoding, the loader checks, in order, that the data is at most ``maximumByteCount`` bytes,
    /// that arrays and objects nest at most ``maximumNestingDepth`` levels, that the data is JSON with an
    /// object at the top, and then which format it is: with a `formatVersion`, a bundle whose version this
    /// library reads; without one, Apple's format when it has Apple's top-level members. Only then is it
    /// decoded. None of these steps traps on hostile input.
    ///
    /// Unknown keys are ignored, so a bundle with fields added by a newer minor release loads; so do unknown
    /// primitive type names (see ``PrimitiveType``).
    ///
    /// - Parameters:
    ///   - data: The bundle's JSON bytes.
    ///   - filePath: The path to name in error messages, if the data came from a file.
    /// - Throws: An ``IntentMetadataError`` with code ``IntentMetadataError/Code/tooLarge``,
    ///   ``IntentMetadataError/Code/tooDeep``, ``IntentMetadataError/Code/notJSON``,
    ///   ``IntentMetadataError/Code/unsupportedFormatVersion`` or ``IntentMetadataError/Code/wrongType``
    ///   (a field of the wrong type, a required field missing, with its ``IntentMetadataError/jsonPath``, or
    ///   JSON that is neither format).
    public init(data: Data, filePath: String? = nil) throws(IntentMetadataError) {
        self = try Self.loadMetadata(from: data, filePath: filePath).bundle
    }

    /// Reads a bundle or Apple's `extract.actionsdata` from JSON data, with the warnings of the read.
    ///
    /// Checks and errors are those of ``init(data:filePath:)``. Apple's format is recognised by content: no
    /// `formatVersion`, and an `actions` object, Xcode's `generator`, `autoShortcuts`, or `entities` or
    /// `queries` objects. Source references then point into the file: `filePath` (or `extract.actionsdata`),
    /// with the line and the UTF-8 column where the declaration's key starts.
    ///
    /// - Parameters:
    ///   - data: The JSON bytes.
    ///   - filePath: The path to name in errors and source references, if the data came from a file.
    /// - Returns: The metadata, its format, and what could not be represented exactly.
    /// - Throws: An ``IntentMetadataError``, as ``init(data:filePath:)`` throws.
    public static func loadMetadata(from data: Data, filePath: String? = nil) throws(IntentMetadataError) -> LoadedMetadata {
        guard data.count <= Self.maximumByteCount else {
            throw IntentMetadataError.tooLarge(filePath: filePath)
        }
        if let offset = Self.offsetExceedingNestingDepth(in: data, limit: Self.maximumNestingDepth) {
            throw IntentMetadataError.tooDeep(filePath: filePath, byteOffset: offset)
        }
        let parsed: PositionedJSON
        let document: Any
        do throws(PositionedJSON.SyntaxError) {
            parsed = try PositionedJSON.parseUTF8(Array(data), maximumDepth: Self.maximumNestingDepth)
            document = try parsed.untypedValue(parsed.root)
        } catch {
            throw IntentMetadataError.notJSON(filePath: filePath, data: data, syntaxError: error)
        }
        guard let root = document as? [String: Any] else {
            throw IntentMetadataError.topLevelNotObject(filePath: filePath, found: document)
        }
        let files = filePath.map { [$0] } ?? []
        if AppleActionsDataReader.isAppleActionsData(root) {
            var reader = AppleActionsDataReader(root: root, document: parsed, file: filePath ?? "extract.actionsdata")
            let bundle = reader.read()
            return LoadedMetadata(bundle: bundle, format: .appleActionsData, files: files, warnings: reader.warnings)
        }
        try Self.checkFormatVersion(in: root, filePath: filePath)
        do {
            let bundle = try JSONDecoder().decode(IntentMetadataBundle.self, from: data)
            return LoadedMetadata(bundle: bundle, format: .bundle, files: files)
        } catch let error as DecodingError {
            throw IntentMetadataError.decoding(error, filePath: filePath, document: document)
        } catch {
            throw IntentMetadataError.decodingFailed(filePath: filePath, underlyingError: error)
        }
    }

    /// Reads `formatVersion` from the parsed document, so that a newer bundle is refused with a version
    /// message rather than with whatever field its new shape breaks first.
    private static func checkFormatVersion(in root: [String: Any], filePath: String?) throws(IntentMetadataError) {
        guard let value = root["formatVersion"] else {
            throw IntentMetadataError.missingFormatVersion(filePath: filePath)
        }
        guard let number = value as? JSONNumber else {
            throw IntentMetadataError.formatVersionNotWholeNumber(filePath: filePath, found: value)
        }
        let double = number.value
        guard double.isFinite, double.rounded() == double else {
            throw IntentMetadataError.formatVersionNotWholeNumber(filePath: filePath, found: value)
        }
        guard double <= Double(currentFormatVersion) else {
            throw IntentMetadataError.newerFormatVersion(filePath: filePath, version: JSONValueKind.numberText(number))
        }
        guard double >= 1 else {
            throw IntentMetadataError.invalidFormatVersion(filePath: filePath, version: JSONValueKind.numberText(number))
        }
    }

    /// Returns the byte offset of the first `[` or `{` that opens one level more than `limit`, or `nil`.
    ///
    /// Brackets inside strings do not count. The scan does not validate the JSON; the parser does that later.
    static func offsetExceedingNestingDepth(in data: Data, limit: Int) -> Int? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int? in
            var depth = 0
            var isInString = false
            var isEscaped = false
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                if isInString {
                    if isEscaped {
                        isEscaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        isEscaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        isInString = false
                    }
                } else {
                    switch byte {
                    case UInt8(ascii: "\""):
                        isInString = true
                    case UInt8(ascii: "["), UInt8(ascii: "{"):
                        depth += 1
                        if depth > limit {
                            return offset
                        }
                    case UInt8(ascii: "]"), UInt8(ascii: "}"):
                        depth = max(0, depth - 1)
                    default:
                        break
                    }
                }
                offset += 1
            }
            return nil
        }
    }
}
