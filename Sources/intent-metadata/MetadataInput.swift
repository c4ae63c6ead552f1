#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadataExtractor
import IntentMetadata

/// What a path given to `describe`, `diff` or `compare` holds, found by looking at it rather than at its name
/// alone: metadata (a bundle, Apple's `extract.actionsdata`, a `Metadata.appintents` folder or a built app), or
/// Swift sources.
enum MetadataInput {
    /// Metadata read from a file or a built app, with source references shown as the path was given.
    case metadata(LoadedMetadata)
    /// A Swift file or a folder of sources, to extract.
    case sources

    /// Looks at a path and, for metadata, loads it and prints the loader's warnings.
    ///
    /// A folder is metadata when it is named `.app`, `.appex` or `.appintents`, or holds Apple's metadata where
    /// Xcode puts it; any other folder is sources. A file named `.swift` is sources; any other file is metadata
    /// when it starts with a JSON object or is named `.json`, and otherwise a usage error, since it cannot hold
    /// App Intents.
    ///
    /// - Throws: `CommandLineError.noSuchPath`, `.invalidBundle` or `.unreadableFile`.
    static func open(_ path: String) throws -> MetadataInput {
        guard let isDirectory = SystemCall.isDirectory(at: path) else {
            throw CommandLineError.noSuchPath(path)
        }
        if isDirectory {
            let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
            let isNamedAsApp = [".app", ".appex", ".appintents"].contains { trimmed.hasSuffix($0) }
            guard isNamedAsApp || !IntentMetadataBundle.appleMetadataFiles(inFolder: path).isEmpty else { return .sources }
            return .metadata(try load(path))
        }
        if path.hasSuffix(".swift") { return .sources }
        guard path.hasSuffix(".json") || startsWithJSONObject(path) else {
            throw CommandLineError.unreadableFile(
                path,
                reason: "it is not an intent-metadata bundle or Apple's App Intents metadata (it does not hold a JSON object), nor a Swift file (its name does not end in '.swift'). Pass a bundle, an 'extract.actionsdata', a built app, or Swift sources"
            )
        }
        return .metadata(try load(path))
    }

    /// Loads metadata, printing its warnings on standard error.
    ///
    /// - Throws: `CommandLineError.invalidBundle` with the loader's message.
    static func load(_ path: String) throws -> LoadedMetadata {
        let url = URL(fileURLWithPath: path)
        // The loader names files by absolute path; they are shown as the user gave them.
        let absolute = url.path
        var loaded: LoadedMetadata
        do {
            loaded = try IntentMetadataBundle.loadMetadata(at: url)
        } catch {
            throw CommandLineError.invalidBundle(path, reason: error.message.replacingEvery(absolute, with: path))
        }
        let display: (String) -> String = { file in
            file.hasPrefix(absolute) ? path + file.dropFirst(absolute.count) : file
        }
        loaded.bundle = loaded.bundle.mappingSourceFiles(display)
        loaded.files = loaded.files.map(display)
        loaded.warnings = loaded.warnings.map { warning in
            var copy = warning
            copy.source?.file = display(warning.source?.file ?? "")
            return copy
        }
        for warning in loaded.warnings {
            Console.printError("\(warning)\n")
        }
        return loaded
    }

    /// Whether the file's first byte that is not white space (after a UTF-8 byte-order mark) opens a JSON object.
    private static func startsWithJSONObject(_ path: String) -> Bool {
        guard let prefix = SystemCall.prefix(ofFileAt: path, count: 4096) else { return false }
        var bytes = prefix[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let first = bytes.first { ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains($0) }
        return first == UInt8(ascii: "{")
    }

    /// Prints, on standard error, that sources held no App Intents, so an empty description is not silent.
    static func reportEmptySources(_ extraction: SourceExtraction, path: String) {
        let bundle = extraction.result.bundle
        let isEmpty = bundle.actions.isEmpty && bundle.entities.isEmpty && bundle.enums.isEmpty && bundle.queries.isEmpty
            && bundle.shortcuts == nil && bundle.packages.isEmpty && bundle.legacyIntents.isEmpty
        guard isEmpty else { return }
        let count = extraction.tree.files.count
        let read = count == 0 ? "holds no Swift files" : "holds \(count == 1 ? "1 Swift file" : "\(count) Swift files")"
        Console.printError("note: '\(path)' \(read) and no App Intents types (intents, entities, enums, queries or App Shortcuts); there is nothing to describe.\n")
    }
}
