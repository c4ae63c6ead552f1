#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadata

/// Writes Apple's `Metadata.appintents/extract.actionsdata` from a bundle extracted from source (experimental).
///
/// The format is undocumented; what is written follows `../shared/reference/apple-metadata-notes.md`, the three
/// real files in `TestInputs/AppleMetadata/` and five files Xcode 27 wrote beside their Swift (`docs/AppleMetadata.md`).
/// Every mapping says whether it is a **fact** (seen in those files, with a meaning fixed by the source they describe)
/// or a **hypothesis** (third-party code, one sample, a guess). A construct whose encoding is not known (a `when`
/// summary's operator, a query capability without a known bit, a stated mode, a tile colour, an input-type table for
/// a type the files do not show, a type whose mangled name needs the compiler) is refused: writing stops with a
/// `Refusal` naming it and its place, and nothing is written. Never a guess. Where Xcode's files differ between
/// builds, ``Profile`` follows the build named by `--xcode-version`.
///
/// `AppleActionsDataReader` (in `IntentMetadata`) reads the same format back; a written file describes as its bundle.
package struct AppleMetadataWriter {
    /// Why a bundle cannot be written in Apple's format.
    package struct Refusal: Error, Sendable, Hashable, CustomStringConvertible {
        /// What cannot be written, and why.
        package var message: String
        /// Where it is declared.
        package var source: SourceReference?

        package var description: String {
            guard let source else { return message }
            return "\(source.file):\(source.line):\(source.column): \(message)"
        }
    }

    /// The shape of the files of one line of Xcode builds, where Xcode's files differ: what is written follows the
    /// files of that line, and everything no file shows to differ is written the same for both.
    package enum Profile: Sendable, Hashable {
        /// Builds numbered 17 and lower (`17C528`, `17E192`, the reference files), and an unknown build.
        case xcode17
        /// Builds numbered 27 (`27A266a`, `27B5028f`, Xcode 27's files beside their Swift): entities gain
        /// `entitySyncMetadata` and `typeSpecificMetadata`, enums `systemProtocolMetadata`, and every query the bit 64.
        case xcode27

        /// The profile of an Xcode build number, by its leading number (`27A266a` is 27); `unknown` is 17.
        package init(xcodeVersion: String) {
            let major = Int(xcodeVersion.prefix { $0.isASCII && $0.isNumber }) ?? 0
            self = major >= 27 ? .xcode27 : .xcode17
        }
    }

    let bundle: IntentMetadataBundle
    /// Mangled names by the bundle's type names (`Module.Type`), computed from the type index.
    let mangledTypeNames: [String: Result<String, MangledTypeName.Refusal>]
    /// The line of Xcode builds written for; set by ``files(xcodeVersion:)``.
    private(set) var profile: Profile = .xcode17

    /// Creates a writer.
    package init(bundle: IntentMetadataBundle, mangledTypeNames: [String: Result<String, MangledTypeName.Refusal>]) {
        self.bundle = bundle
        self.mangledTypeNames = mangledTypeNames
    }

    /// The two files Xcode writes into `Metadata.appintents/`: `extract.actionsdata` and `version.json`.
    ///
    /// - Parameter xcodeVersion: Xcode's build number (`17E192`) for the `generator`, and the tools version.
    /// - Throws: `Refusal` for the first construct that cannot be written faithfully.
    package func files(xcodeVersion: String) throws(Refusal) -> (actionsData: Data, versionJSON: Data) {
        var writer = self
        writer.profile = Profile(xcodeVersion: xcodeVersion)
        let root = try writer.document(xcodeVersion: xcodeVersion)
        // One JSON layout for everything this package writes; Apple's own files differ in whitespace and key order
        // (fact: replica is compact, counter-subset pretty-printed, Bazel re-sorts), which JSON readers ignore.
        do {
            let actionsData = try CanonicalJSON.encode(root)
            // Hypothesis: `{"toolsVersion": …, "version": "3.0"}` (third-party notes; no reference file has one).
            let versionJSON = try CanonicalJSON.encode(JSONValue.object(["toolsVersion": .string(xcodeVersion), "version": .string("3.0")]))
            return (actionsData, versionJSON)
        } catch {
            throw Refusal(message: "the metadata could not be encoded: \(error)", source: nil)
        }
    }

    /// The top level. Fact: these members, `enums` an array and the others objects keyed by identifier.
    func document(xcodeVersion: String) throws(Refusal) -> JSONValue {
        var actions: [String: JSONValue] = [:]
        for action in bundle.actions { actions[action.identifier] = try self.action(action) }
        var entities: [String: JSONValue] = [:]
        for entity in bundle.entities { entities[entity.identifier] = try self.entity(entity) }
        var queries: [String: JSONValue] = [:]
        for query in bundle.queries { queries[query.identifier] = try self.query(query) }
        var enums: [JSONValue] = []
        for enumType in bundle.enums.sorted(by: { $0.identifier < $1.identifier }) { enums.append(try self.enumRecord(enumType)) }
        var root: [String: JSONValue] = [
            "actions": .object(actions),
            "entities": .object(entities),
            "enums": .array(enums),
            "queries": .object(queries),
            "autoShortcuts": .array(try autoShortcuts()),
            // Fact: 14 in every file seen, whose sources set no colour; another colour's number is not known.
            "shortcutTileColor": .integer(14),
            "negativePhrases": .array([]),
            "assistantIntents": .array([]),
            "assistantIntentNegativePhrases": .array([]),
            "assistantEntities": .array([]),
            "generator": .object(["name": .string("xcode-tools"), "version": .string(xcodeVersion)]),
            "version": .integer(1),
        ]
        if let shortcuts = bundle.shortcuts {
            if let color = shortcuts.tileColor {
                throw Refusal(message: "the App Shortcuts tile colour '\(color)' has no known number in Apple's format (only the default, 14, is seen)", source: shortcuts.source)
            }
            // Fact: present only when the app has a provider, as the provider's mangled name.
            root["autoShortcutProviderMangledName"] = .string(try mangledName(of: qualified(shortcuts.provider), at: shortcuts.source))
        }
        return .object(root)
    }

    // MARK: - Shared pieces

    /// The mangled name of a type of the bundle, or a refusal naming why it needs the compiler.
    func mangledName(of typeName: String, at source: SourceReference?) throws(Refusal) -> String {
        switch mangledTypeNames[typeName] {
        case .success(let name):
            return name
        case .failure(let refusal):
            throw Refusal(message: "the mangled name of '\(typeName)' cannot be computed from source: \(Self.reason(refusal))", source: source)
        case nil:
            throw Refusal(message: "the mangled name of '\(typeName)' is not known: the type is not declared in the scanned sources", source: source)
        }
    }

    static func reason(_ refusal: MangledTypeName.Refusal) -> String {
        switch refusal {
        case .nonASCIIIdentifier(let name): "'\(name)' is not an ASCII identifier (the compiler writes it in Punycode)"
        case .reservedModule(let name): "the module '\(name)' is mangled specially"
        case .privateType(let name): "'\(name)' is private, so its name carries a discriminator only the compiler knows"
        case .genericType(let name): "'\(name)' is generic"
        case .unknownType(let name): "'\(name)' is not declared in the scanned sources"
        }
    }

    /// A type name of the module, qualified as the bundle's `typeName`s are (`Travel.TravelShortcuts`).
    func qualified(_ name: String) -> String {
        name.hasPrefix(bundle.module + ".") ? name : "\(bundle.module).\(name)"
    }

    /// A localized text. Fact: `{"alternatives": [], "key": …}`, the key being the literal written in source.
    /// Hypothesis: a table or default value other than the key is written as `table` and `defaultValue`, as the reader
    /// accepts them; the reference files have neither.
    func text(_ text: LocalizedText) -> JSONValue {
        var fields: [String: JSONValue] = ["alternatives": .array([]), "key": .string(text.key)]
        if let table = text.table { fields["table"] = .string(table) }
        if let defaultValue = text.defaultValue, defaultValue != text.key { fields["defaultValue"] = .string(defaultValue) }
        return .object(fields)
    }

    /// `availabilityAnnotations`. Fact: platform names `LNPlatformNameIOS` and the wildcard `{"introducedVersion": "*"}`
    /// on every record; the other platform names follow the same pattern (hypothesis, as in the reader).
    func availability(_ clauses: [AvailabilityMetadata], of context: String, at source: SourceReference?) throws(Refusal) -> JSONValue {
        var result: [String: JSONValue] = ["LNPlatformNameWildcard": .object(["introducedVersion": .string("*")])]
        for clause in clauses where clause.platform != "*" {
            guard let name = AppleMetadataTables.platforms.first(where: { $0.value == clause.platform })?.key else {
                throw Refusal(message: "the availability of \(context) names the platform '\(clause.platform)', which has no known name in Apple's format", source: source)
            }
            var fields: [String: JSONValue] = [:]
            if let introduced = clause.introduced { fields["introducedVersion"] = .string(introduced) }
            if let deprecated = clause.deprecated { fields["deprecatedVersion"] = .string(deprecated) }
            if let obsoleted = clause.obsoleted { fields["obsoletedVersion"] = .string(obsoleted) }
            result[name] = .object(fields)
        }
        return .object(result)
    }

    /// Fact: `{"assistantOnly": false, "isDiscoverable": …}`, where `isDiscoverable` is what source states.
    func visibility(isDiscoverable: Bool = true) -> JSONValue {
        .object(["assistantOnly": .bool(false), "isDiscoverable": .bool(isDiscoverable)])
    }
}

/// Apple's format is written as `JSONValue` documents through the package's one JSON writer (`CanonicalJSON`).
extension JSONValue {
    /// A tagged value: `{"kind": {"wrapper": payload}}` (fact: value types, default values, metadata copies).
    static func tagged(_ kind: String, _ payload: JSONValue) -> JSONValue {
        .object([kind: .object(["wrapper": payload])])
    }
}
