#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Every message the loader and encoder produce is written here, so their wording stays consistent: a full
// sentence naming the path or value in single quotes, then the fix.
extension IntentMetadataError {
    private static let rebuildAdvice = "Rebuild it with intent-metadata."

    /// `The bundle at 'path'`, or `The bundle data` when no path is known.
    private static func subject(_ filePath: String?) -> String {
        guard let filePath else { return "The bundle data" }
        return "The bundle at '\(filePath)'"
    }

    static func notFileURL(_ url: URL) -> IntentMetadataError {
        IntentMetadataError(
            code: .unreadable,
            message: "The URL '\(url.absoluteString)' is not a file URL; bundles are read from files only. Download the bundle first, or pass its bytes to 'IntentMetadataBundle(data:)'.",
            filePath: url.absoluteString
        )
    }

    static func fileNotFound(path: String) -> IntentMetadataError {
        IntentMetadataError(
            code: .fileNotFound,
            message: "No bundle exists at '\(path)'. Check the path, or build the target so that intent-metadata writes the bundle.",
            filePath: path
        )
    }

    static func noAppleMetadata(inFolder path: String) -> IntentMetadataError {
        IntentMetadataError(
            code: .unreadable,
            message: "The path '\(path)' is a directory, not a bundle file, and holds no Apple App Intents metadata: no 'extract.actionsdata' in it, in its 'Metadata.appintents', in 'Contents/Resources/Metadata.appintents', or in an extension under 'PlugIns' or 'Extensions'. Pass the bundle's '.json' file, or a built app whose targets use App Intents.",
            filePath: path
        )
    }

    static func notAppleMetadata(path: String, inFolder folder: String) -> IntentMetadataError {
        IntentMetadataError(
            code: .wrongType,
            message: "The file '\(path)' in the app '\(folder)' is not Apple's App Intents metadata, though it is named like it. Rebuild the app, or pass the file itself to see what it holds.",
            filePath: path
        )
    }

    static func unreadable(path: String, underlyingError: any Error) -> IntentMetadataError {
        IntentMetadataError(
            code: .unreadable,
            message: "The bundle at '\(path)' could not be read (\(underlyingError)). Check that the file exists and that you may read it.",
            filePath: path,
            underlyingError: underlyingError
        )
    }

    static func tooLarge(filePath: String?) -> IntentMetadataError {
        let limit = IntentMetadataBundle.maximumByteCount / (1024 * 1024)
        return IntentMetadataError(
            code: .tooLarge,
            message: "\(subject(filePath)) is larger than \(limit) MiB, the most this library reads. Check that it is an intent-metadata bundle and not another file.",
            filePath: filePath
        )
    }

    static func tooDeep(filePath: String?, byteOffset: Int) -> IntentMetadataError {
        IntentMetadataError(
            code: .tooDeep,
            message: "\(subject(filePath)) nests arrays and objects more than \(IntentMetadataBundle.maximumNestingDepth) levels deep (at byte \(byteOffset)), which no bundle does. Check that it is an intent-metadata bundle, or \(rebuildAdvice.lowercasedFirst)",
            filePath: filePath
        )
    }

    /// The place is a line and a column counted in UTF-8 bytes, as compilers count, both from 1.
    static func notJSON(filePath: String?, data: Data, syntaxError: PositionedJSON.SyntaxError) -> IntentMetadataError {
        var line = 1
        var lineStart = 0
        for (offset, byte) in data.prefix(syntaxError.offset).enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        let place = "line \(line), column \(syntaxError.offset - lineStart + 1)"
        return IntentMetadataError(
            code: .notJSON,
            message: "\(subject(filePath)) is not valid JSON (\(syntaxError.message), at \(place)). A file cut short by an interrupted build looks like this; \(rebuildAdvice.lowercasedFirst)",
            filePath: filePath,
            underlyingError: syntaxError
        )
    }

    static func topLevelNotObject(filePath: String?, found: Any) -> IntentMetadataError {
        IntentMetadataError(
            code: .wrongType,
            message: "\(subject(filePath)) holds \(JSONValueKind.phrase(for: found)) where a bundle object is expected. Check that it is an intent-metadata bundle.",
            filePath: filePath
        )
    }

    static func missingFormatVersion(filePath: String?) -> IntentMetadataError {
        IntentMetadataError(
            code: .wrongType,
            message: "\(filePath.map { "The file '\($0)'" } ?? "The data") is neither an intent-metadata bundle (it has no 'formatVersion' field) nor Apple's App Intents metadata ('extract.actionsdata', whose top level has an 'actions' object). Check the path: pass a bundle written by intent-metadata, or the 'extract.actionsdata', 'Metadata.appintents' folder or '.app' of a built app.",
            filePath: filePath,
            jsonPath: "formatVersion"
        )
    }

    static func formatVersionNotWholeNumber(filePath: String?, found: Any) -> IntentMetadataError {
        IntentMetadataError(
            code: .wrongType,
            message: "\(subject(filePath)) has \(JSONValueKind.phrase(for: found)) at 'formatVersion' where a whole number is expected. \(rebuildAdvice)",
            filePath: filePath,
            jsonPath: "formatVersion"
        )
    }

    static func newerFormatVersion(filePath: String?, version: String) -> IntentMetadataError {
        IntentMetadataError(
            code: .unsupportedFormatVersion,
            message: "\(subject(filePath)) has format version \(version); this library reads version \(IntentMetadataBundle.currentFormatVersion). Rebuild it with a matching intent-metadata, or update this library.",
            filePath: filePath,
            jsonPath: "formatVersion"
        )
    }

    static func invalidFormatVersion(filePath: String?, version: String) -> IntentMetadataError {
        IntentMetadataError(
            code: .unsupportedFormatVersion,
            message: "\(subject(filePath)) has format version \(version), which does not exist; versions start at 1. \(rebuildAdvice)",
            filePath: filePath,
            jsonPath: "formatVersion"
        )
    }

    static func decoding(_ error: DecodingError, filePath: String?, document: Any) -> IntentMetadataError {
        let subject = subject(filePath)
        // Every decoding problem is a value of the wrong shape at a path, with the same advice.
        func wrongType(at codingPath: [any CodingKey], _ problem: (_ path: String?) -> String) -> IntentMetadataError {
            let path = JSONPath.make(from: codingPath)
            return IntentMetadataError(
                code: .wrongType, message: "\(subject) \(problem(path)). \(rebuildAdvice)", filePath: filePath, jsonPath: path, underlyingError: error
            )
        }
        func found(at codingPath: [any CodingKey]) -> String {
            JSONValueKind.phrase(for: JSONValueKind.value(at: codingPath, in: document))
        }
        switch error {
        case .typeMismatch(let type, let context):
            return wrongType(at: context.codingPath) { "has \(found(at: context.codingPath)) at '\($0 ?? "")' where \(JSONValueKind.phrase(forExpected: type)) is expected" }
        case .valueNotFound(let type, let context):
            return wrongType(at: context.codingPath) { "has null at '\($0 ?? "")' where \(JSONValueKind.phrase(forExpected: type)) is expected" }
        case .keyNotFound(let key, let context):
            return wrongType(at: context.codingPath + [key]) { "is missing the required field '\(key.stringValue)' at '\($0 ?? key.stringValue)'" }
        case .dataCorrupted(let context):
            return wrongType(at: context.codingPath) {
                "has \(found(at: context.codingPath)) at '\($0 ?? "")' that does not fit (\(context.debugDescription.trimmingTrailingPeriod))"
            }
        @unknown default:
            return decodingFailed(filePath: filePath, underlyingError: error)
        }
    }

    static func decodingFailed(filePath: String?, underlyingError: any Error) -> IntentMetadataError {
        IntentMetadataError(
            code: .wrongType,
            message: "\(subject(filePath)) could not be decoded (\(underlyingError)). \(rebuildAdvice)",
            filePath: filePath,
            underlyingError: underlyingError
        )
    }

    static func notEncodable(module: String, underlyingError: any Error) -> IntentMetadataError {
        var path: String?
        if case .invalidValue(_, let context) = underlyingError as? EncodingError {
            path = JSONPath.make(from: context.codingPath)
        }
        let location = path.map { " at '\($0)'" } ?? ""
        return IntentMetadataError(
            code: .notEncodable,
            message: "The bundle of module '\(module)' cannot be written as JSON: the value\(location) is not a finite number or otherwise has no JSON form. Replace it with a literal JSON can hold.",
            jsonPath: path,
            underlyingError: underlyingError
        )
    }
}

extension String {
    fileprivate var lowercasedFirst: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }

    fileprivate var trimmingTrailingPeriod: String {
        hasSuffix(".") ? String(dropLast()) : self
    }
}
