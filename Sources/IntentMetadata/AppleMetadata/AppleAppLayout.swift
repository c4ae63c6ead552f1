#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where Xcode puts App Intents metadata in a built app, and how an app's and its extensions' metadata combine.
///
/// Fact (public build scripts and Xcode's output): `Metadata.appintents/extract.actionsdata` sits at the root
/// of an iOS app or extension bundle and in `Contents/Resources` of a macOS one; extensions are
/// `PlugIns/*.appex` (iOS) or `Contents/PlugIns/*.appex` and `Contents/Extensions/*.appex` (macOS).
enum AppleAppLayout {
    /// The metadata files of a folder: its own first, then its extensions', in name order.
    static func metadataFiles(in folder: String) -> [String] {
        var files: [String] = []
        if let own = ownMetadataFile(in: folder) { files.append(own) }
        for extensionsFolder in ["PlugIns", "Extensions", "Contents/PlugIns", "Contents/Extensions"] {
            let extensionsPath = join(folder, extensionsFolder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: extensionsPath)) ?? []
            for name in names.sorted() where name.hasSuffix(".appex") {
                if let file = ownMetadataFile(in: join(extensionsPath, name)) { files.append(file) }
            }
        }
        return files
    }

    private static func ownMetadataFile(in folder: String) -> String? {
        let candidates = [
            "extract.actionsdata",
            "Metadata.appintents/extract.actionsdata",
            "Contents/Resources/Metadata.appintents/extract.actionsdata",
        ]
        for candidate in candidates {
            let path = join(folder, candidate)
            if FileSystem.isDirectory(atPath: path) == false {
                return path
            }
        }
        return nil
    }

    private static func join(_ folder: String, _ component: String) -> String {
        folder.hasSuffix("/") ? folder + component : folder + "/" + component
    }

    /// Merges the metadata of an app and its extensions: the app's module, the first declaration of each
    /// identifier, and the first App Shortcuts (an app has one provider).
    static func merge(_ parts: [LoadedMetadata]) -> LoadedMetadata {
        guard var merged = parts.first else {
            return LoadedMetadata(bundle: IntentMetadataBundle(module: "App"), format: .appleActionsData, files: [])
        }
        for part in parts.dropFirst() {
            let file = part.files.first ?? "extension"
            merged.files += part.files
            merged.warnings += part.warnings
            var bundle = merged.bundle
            var warnings: [LoadingWarning] = []
            add(part.bundle.actions, to: &bundle.actions, kind: "action", file: file, warnings: &warnings, identifier: \.identifier, source: \.source)
            add(part.bundle.entities, to: &bundle.entities, kind: "entity", file: file, warnings: &warnings, identifier: \.identifier, source: \.source)
            add(part.bundle.enums, to: &bundle.enums, kind: "enum", file: file, warnings: &warnings, identifier: \.identifier, source: \.source)
            add(part.bundle.queries, to: &bundle.queries, kind: "query", file: file, warnings: &warnings, identifier: \.identifier, source: \.source)
            if bundle.shortcuts == nil {
                bundle.shortcuts = part.bundle.shortcuts
            } else if let extra = part.bundle.shortcuts, !extra.items.isEmpty {
                warnings.append(LoadingWarning(
                    message: "the App Shortcuts of '\(file)' are not shown: an app has one App Shortcuts provider, and the first one read is kept",
                    source: extra.source
                ))
            }
            merged.bundle = bundle
            merged.warnings += warnings
        }
        return merged
    }

    private static func add<Item: Equatable>(
        _ items: [Item], to existing: inout [Item], kind: String, file: String, warnings: inout [LoadingWarning],
        identifier: KeyPath<Item, String>, source: WritableKeyPath<Item, SourceReference>
    ) {
        for item in items {
            guard let earlier = existing.first(where: { $0[keyPath: identifier] == item[keyPath: identifier] }) else {
                existing.append(item)
                continue
            }
            var comparable = item
            comparable[keyPath: source] = earlier[keyPath: source]
            if comparable != earlier {
                let place = earlier[keyPath: source]
                warnings.append(LoadingWarning(
                    message: "\(kind) '\(item[keyPath: identifier])' of '\(file)' differs from the one read first, at '\(place.file):\(place.line):\(place.column)'; the first is kept",
                    source: item[keyPath: source]
                ))
            }
        }
        existing.sort { $0[keyPath: identifier] < $1[keyPath: identifier] }
    }
}
