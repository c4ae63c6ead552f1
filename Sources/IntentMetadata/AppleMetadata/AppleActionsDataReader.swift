#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads Apple's `extract.actionsdata` into this package's model.
///
/// The format is undocumented JSON written by Xcode's `appintentsmetadataprocessor` and read by the system at
/// install time. What this reader relies on comes from three real files (`TestInputs/AppleMetadata/`) and public
/// sources listed in `docs/AppleMetadata.md`. Comments say which mappings are **facts** (seen in the files, the
/// same in all of them) and which are **hypotheses** (from third-party code, one sample, or a guess). Nothing
/// unknown fails the read: unknown keys are ignored, and unknown value kinds and type codes are kept in a
/// form that names them (`type #9999`) with a warning.
///
/// Apple writes **effective** values where this package records what source states: `openAppWhenRun` is always
/// present, and is `true` for every `OpenIntent`. The reader keeps Apple's values as they are; ``BundleDiff``
/// compares effective values, so a source bundle and Apple's file of the same app agree.
struct AppleActionsDataReader {
    let root: [String: Any]
    /// The path written into source references, as the caller named the file.
    let file: String
    let locations: JSONMemberLocations
    private(set) var warnings: [LoadingWarning] = []

    init(root: [String: Any], document: PositionedJSON, file: String) {
        self.root = root
        self.file = file
        locations = JSONMemberLocations(document: document)
    }

    /// Whether a parsed document is Apple's format rather than a bundle: it has no `formatVersion`, and it has
    /// one of the top-level members only Apple's format has (an `actions` *object*, Xcode's generator name, App
    /// Shortcuts under `autoShortcuts`, or entities and queries as objects).
    ///
    /// Fact: the three reference files all have `actions` as an object; `counter-subset` has no `generator`.
    static func isAppleActionsData(_ root: [String: Any]) -> Bool {
        guard root["formatVersion"] == nil else { return false }
        if root["actions"] is [String: Any] || root["entities"] is [String: Any] || root["queries"] is [String: Any] {
            return true
        }
        if let generator = root["generator"] as? [String: Any], generator["name"] as? String == "xcode-tools" {
            return true
        }
        return root["autoShortcuts"] is [Any] || root["autoShortcutProviderMangledName"] is String
    }

    /// Builds the bundle. Top-level members that are missing read as empty (fact: `counter-subset` has only
    /// `actions`, `autoShortcuts` and `autoShortcutProviderMangledName`).
    mutating func read() -> IntentMetadataBundle {
        // An `identifier` field may disagree with its key, so two records can claim one identifier; the system
        // looks declarations up by identifier, so the first (in key order) is kept, as `merge` keeps the first.
        let actions = unique(members(of: "actions").map { readAction($0.value, key: $0.key) }, kind: "action", identifier: \.identifier, source: \.source)
        let entities = unique(members(of: "entities").map { readEntity($0.value, key: $0.key) }, kind: "entity", identifier: \.identifier, source: \.source)
        let queries = unique(members(of: "queries").map { readQuery($0.value, key: $0.key) }, kind: "query", identifier: \.identifier, source: \.source)
        let enums = unique(elements(of: "enums").map { readEnum($0.value, index: $0.index) }, kind: "enum", identifier: \.identifier, source: \.source)
        let shortcuts = readShortcuts()
        let typeNames = actions.map(\.typeName) + entities.map(\.typeName) + enums.map(\.typeName) + queries.map(\.typeName)
        var generator = GeneratorInfo(name: Self.generatorName, version: "unknown")
        if let written = root["generator"] as? [String: Any] {
            generator.name = written["name"] as? String ?? Self.generatorName
            generator.version = written["version"] as? String ?? "unknown"
        }
        // The generator is what tells later stages (`diff`, `compare`) that the bundle came from Apple's file.
        if generator.name != Self.generatorName {
            warn("the generator is '\(generator.name)', not Xcode's '\(Self.generatorName)'; the file is read as Apple's format", at: "generator")
            generator.name = Self.generatorName
        }
        return IntentMetadataBundle(
            generator: generator,
            module: Self.mostCommonModule(of: typeNames) ?? "App",
            actions: actions.sorted { $0.identifier < $1.identifier },
            entities: entities.sorted { $0.identifier < $1.identifier },
            enums: enums.sorted { $0.identifier < $1.identifier },
            queries: queries.sorted { $0.identifier < $1.identifier },
            shortcuts: shortcuts
        )
    }

    /// The generator name Xcode writes, and the one every bundle read from Apple's format carries.
    static let generatorName = "xcode-tools"

    /// The module most type names start with; ties go to the name that sorts first.
    static func mostCommonModule(of typeNames: [String]) -> String? {
        var counts: [String: Int] = [:]
        for typeName in typeNames {
            guard let dot = typeName.firstIndex(of: "."), dot != typeName.startIndex else { continue }
            counts[String(typeName[..<dot]), default: 0] += 1
        }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.first?.key
    }

    // MARK: - Top level

    private mutating func members(of key: String) -> [(key: String, value: [String: Any])] {
        guard let value = root[key] else { return [] }
        guard let object = value as? [String: Any] else {
            warn("'\(key)' is \(JSONValueKind.phrase(for: value)) where an object is expected; it is skipped", at: key)
            return []
        }
        var result: [(key: String, value: [String: Any])] = []
        for (member, value) in object.sorted(by: { $0.key < $1.key }) {
            guard let record = value as? [String: Any] else {
                warn("'\(key).\(member)' is \(JSONValueKind.phrase(for: value)) where an object is expected; it is skipped", at: "\(key)/\(member)")
                continue
            }
            result.append((member, record))
        }
        return result
    }

    private mutating func elements(of key: String) -> [(index: Int, value: [String: Any])] {
        guard let value = root[key] else { return [] }
        guard let array = value as? [Any] else {
            warn("'\(key)' is \(JSONValueKind.phrase(for: value)) where an array is expected; it is skipped", at: key)
            return []
        }
        var result: [(index: Int, value: [String: Any])] = []
        for (index, element) in array.enumerated() {
            guard let record = element as? [String: Any] else {
                warn("'\(key)[\(index)]' is \(JSONValueKind.phrase(for: element)) where an object is expected; it is skipped", at: "\(key)/\(index)")
                continue
            }
            result.append((index, record))
        }
        return result
    }

    private mutating func unique<Item>(_ items: [Item], kind: String, identifier: KeyPath<Item, String>, source: KeyPath<Item, SourceReference>) -> [Item] {
        var seen: [String: SourceReference] = [:]
        var result: [Item] = []
        for item in items {
            let name = item[keyPath: identifier]
            if let first = seen[name] {
                warnings.append(LoadingWarning(
                    message: "\(kind) identifier '\(name)' is used again; the one at \(first.line):\(first.column) is kept",
                    source: item[keyPath: source]
                ))
                continue
            }
            seen[name] = item[keyPath: source]
            result.append(item)
        }
        return result
    }

    // MARK: - Warnings and places

    func source(_ path: String) -> SourceReference {
        locations.sourceReference(for: path, file: file)
    }

    mutating func warn(_ message: String, at path: String) {
        warnings.append(LoadingWarning(message: message, source: source(path)))
    }
}
