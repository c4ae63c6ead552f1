import Foundation
import IntentMetadata
import Testing
@testable import IntentMetadataExtractor

/// The rules `AppleMetadataWriter` follows, each checked against the three real files of `TestInputs/AppleMetadata/`
/// (what holds in every record of every file; the files are Xcode's output, not ours).
@Suite struct AppleMetadataRulesTests {
    static let files = ["replica", "widgetsmith", "counter-subset"]

    static func document(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: Fixtures.url("AppleMetadata/\(name).extract.actionsdata.json"))
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func actions(_ name: String) throws -> [[String: Any]] {
        try (document(name)["actions"] as? [String: Any] ?? [:]).values.compactMap { $0 as? [String: Any] }
    }

    @Test func supportedModesAreTwoExactlyWhenTheAppOpens() throws {
        var count = 0
        for file in Self.files {
            for action in try Self.actions(file) {
                let opens = try #require(action["openAppWhenRun"] as? Bool)
                #expect(action["supportedModes"] as? Int == (opens ? 2 : 1), "\(file) \(action["identifier"] ?? "")")
                count += 1
            }
        }
        #expect(count == 17)
    }

    @Test func theFirstMangledNameIsEmptyExactlyForActionsIntroducedOnIOS17OrLater() throws {
        for file in Self.files {
            for action in try Self.actions(file) {
                let ios = (action["availabilityAnnotations"] as? [String: Any])?["LNPlatformNameIOS"] as? [String: Any]
                let availability = (ios?["introducedVersion"] as? String).map { [AvailabilityMetadata(platform: "iOS", introduced: $0)] } ?? []
                let isEmpty = (action["mangledTypeName"] as? String)?.isEmpty == true
                #expect(isEmpty == AppleMetadataWriter.introducesOnModernIOS(availability), "\(file) \(action["identifier"] ?? "")")
                if !isEmpty { #expect(action["mangledTypeName"] as? String == action["mangledTypeNameV2"] as? String) }
            }
        }
    }

    @Test func summaryParameterIdentifiersAreTheTemplatesTokens() throws {
        var count = 0
        for file in Self.files {
            for action in try Self.actions(file) {
                guard let configuration = action["actionConfiguration"] as? [String: Any],
                      let summary = (configuration["actionSummary"] as? [String: Any])?["wrapper"] as? [String: Any],
                      let string = summary["summaryString"] as? [String: Any], let format = string["formatString"] as? String else { continue }
                #expect(string["parameterIdentifiers"] as? [String] == format.templateTokenNames)
                count += 1
            }
        }
        #expect(count >= 1)
    }

    @Test func anOpenIntentCarriesAnExactCopyOfItsEnumTarget() throws {
        var count = 0
        for file in Self.files {
            let enums = try Self.document(file)["enums"] as? [[String: Any]] ?? []
            for action in try Self.actions(file) {
                let list = action["typeSpecificMetadata"] as? [Any] ?? []
                guard let index = list.firstIndex(where: { $0 as? String == "LNActionTypeMetadataKeyEntityMetadata" }), index + 1 < list.count else { continue }
                let copy = ((list[index + 1] as? [String: Any])?["enumMetadata"] as? [String: Any])?["wrapper"] as? [String: Any]
                let identifier = try #require(copy?["identifier"] as? String)
                let original = try #require(enums.first { $0["identifier"] as? String == identifier })
                #expect(Self.canonicalObject(original) == Self.canonicalObject(copy ?? [:]), "\(file) \(identifier)")
                count += 1
            }
        }
        #expect(count == 2)
    }

    @Test func discoverabilityDiffersFromVisibilityOnlyForConfigurationIntents() throws {
        for file in Self.files {
            for action in try Self.actions(file) {
                let top = action["isDiscoverable"] as? Bool
                let stated = (action["visibilityMetadata"] as? [String: Any])?["isDiscoverable"] as? Bool
                let roles = action["systemProtocols"] as? [String] ?? []
                if top != stated { #expect(roles.contains("com.apple.link.systemProtocol.ControlConfiguration"), "\(file) \(action["identifier"] ?? "")") }
            }
        }
    }

    /// The writer's input-type table gives, for every parameter of the files, the same set Xcode wrote.
    @Test func acceptedInputTypesAreTheWritersTable() throws {
        let writer = AppleMetadataWriter(bundle: IntentMetadataBundle(module: "App"), mangledTypeNames: [:])
        var count = 0
        for file in Self.files {
            for action in try Self.actions(file) {
                for case let parameter as [String: Any] in action["parameters"] as? [Any] ?? [] {
                    let valueType = try #require(Self.valueType(parameter["valueType"]))
                    let ours = try writer.resolvableInputTypes(valueType, of: "parameter", at: nil).map(Self.canonical)
                    let xcodes = (parameter["resolvableInputTypes"] as? [Any] ?? []).map(Self.canonicalObject)
                    #expect(Set(ours) == Set(xcodes), "\(file) \(parameter["name"] ?? "")")
                    count += 1
                }
            }
        }
        #expect(count >= 20)
    }

    /// Every mangled name of a top-level type in the files, computed from its qualified name and the kind letter.
    @Test func mangledNamesOfTheFilesAreComputedFromTheirNames() throws {
        var names: [(qualified: String, mangled: String)] = []
        for file in Self.files {
            let document = try Self.document(file)
            var records = try Self.actions(file).map { ($0["fullyQualifiedTypeName"], $0["mangledTypeNameV2"]) }
            records += (document["entities"] as? [String: Any] ?? [:]).values.compactMap { $0 as? [String: Any] }.map { ($0["fullyQualifiedTypeName"], $0["mangledTypeName"]) }
            records += (document["enums"] as? [[String: Any]] ?? []).map { ($0["fullyQualifiedTypeName"], $0["mangledTypeName"]) }
            records += (document["queries"] as? [String: Any] ?? [:]).values.compactMap { $0 as? [String: Any] }.map { ($0["fullyQualifiedIdentifier"], $0["mangledTypeName"]) }
            names += records.compactMap { qualified, mangled in
                guard let qualified = qualified as? String, let mangled = mangled as? String else { return nil }
                return (qualified, mangled)
            }
        }
        names.append(("JibunKit_App.JibunKitShortcuts", try #require(Self.document("counter-subset")["autoShortcutProviderMangledName"] as? String)))
        var distinct = Set<String>()
        for (qualified, mangled) in names {
            let parts = qualified.split(separator: ".").map(String.init)
            try #require(parts.count == 2, "\(qualified) is nested; the files have top-level types only")
            let kind: MangledTypeName.Kind = mangled.hasSuffix("O") ? .enum : mangled.hasSuffix("C") ? .class : .struct
            #expect(try MangledTypeName.of(module: parts[0], path: [(parts[1], kind)]) == mangled, "\(qualified)")
            distinct.insert(mangled)
        }
        // Every distinct mangled name the three files hold (counted with grep: 26).
        #expect(distinct.count == 26)
    }

    // MARK: Helpers

    static func valueType(_ json: Any?) -> ValueType? {
        guard let object = json as? [String: Any], let (kind, inner) = object.first, let wrapper = (inner as? [String: Any])?["wrapper"] as? [String: Any] else { return nil }
        switch kind {
        case "primitive": return [0: ValueType.primitive(.string), 1: .primitive(.bool), 2: .primitive(.int), 7: .primitive(.double)][wrapper["typeIdentifier"] as? Int ?? -1]
        case "entity": return (wrapper["typeName"] as? String).map(ValueType.entity)
        case "linkEnumeration": return (wrapper["identifier"] as? String).map(ValueType.enum)
        default: return nil
        }
    }

    static func canonical(_ value: JSONValue) -> String {
        (try? canonicalObject(JSONSerialization.jsonObject(with: CanonicalJSON.encode(value)))) ?? ""
    }

    static func canonicalObject(_ value: Any) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data(), as: UTF8.self)
    }
}
