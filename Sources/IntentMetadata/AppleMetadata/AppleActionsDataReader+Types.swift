#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension AppleActionsDataReader {
    mutating func readEntity(_ record: [String: Any], key: String) -> EntityMetadata {
        let path = "entities/\(key)"
        let identifier = record["typeName"] as? String ?? key
        let context = "entity '\(identifier)'"
        var protocols: Set<String> = ["AppEntity"]
        // Fact: `transient` is a Boolean on every entity (all `false` in the references).
        if bool(record["transient"]) == true { protocols.insert("TransientAppEntity") }
        for name in protocolNames(record["systemProtocolMetadata"]) {
            if let swiftName = AppleMetadataTables.entitySystemProtocols[name] {
                protocols.insert(swiftName)
            } else {
                warn("\(context) has the unknown system protocol '\(name)'; it is not shown", at: path)
            }
        }
        let properties = (record["properties"] as? [Any] ?? []).compactMap { element -> PropertyMetadata? in
            // Hypothesis (Weather.app only): `{identifier, title, valueType, isOptional, capabilities}`.
            guard let property = element as? [String: Any], let name = property["identifier"] as? String else { return nil }
            return PropertyMetadata(
                name: name,
                title: text(property["title"]) ?? LocalizedText(key: name),
                valueType: valueType(property["valueType"], context: "property '\(name)' of \(context)", at: path),
                isOptional: bool(property["isOptional"]) ?? false
            )
        }
        let uniqueProperties = uniqueByName(properties, name: \.name, what: "property", of: context, at: path)
        return EntityMetadata(
            identifier: identifier,
            typeName: record["fullyQualifiedTypeName"] as? String ?? identifier,
            protocols: protocols.sorted(),
            displayTypeName: text(record["displayTypeName"]),
            numericFormat: text(record["numericFormatTypeName"]),
            // Fact: module-qualified (`WidgetSmith.IDEntityQuery`); bundles name the query by its own name.
            defaultQuery: (record["defaultQueryIdentifier"] as? String).map(Self.ownName),
            properties: uniqueProperties,
            availability: availability(record["availabilityAnnotations"], context: context, at: path),
            source: source(path)
        )
    }

    mutating func readEnum(_ record: [String: Any], index: Int) -> EnumMetadata {
        let path = "enums/\(index)"
        let identifier = record["identifier"] as? String ?? "Enum\(index)"
        let context = "enum '\(identifier)'"
        if record["identifier"] == nil { warn("enum \(index) has no identifier; it is shown as '\(identifier)'", at: path) }
        let cases = (record["cases"] as? [Any] ?? []).compactMap { element -> EnumCaseMetadata? in
            guard let entry = element as? [String: Any], let caseIdentifier = entry["identifier"] as? String else { return nil }
            let display = entry["displayRepresentation"] as? [String: Any] ?? [:]
            // Fact: the case `identifier` equals the case name in the references; the system stores it, so it is
            // the raw value (hypothesis for enums whose raw values differ from their case names).
            var enumCase = EnumCaseMetadata(identifier: caseIdentifier, rawValue: .string(caseIdentifier))
            enumCase.title = text(display["title"])
            enumCase.subtitle = text(display["subtitle"])
            enumCase.image = image(display["imageV2"] ?? display["image"])
            return enumCase
        }
        return EnumMetadata(
            identifier: identifier,
            typeName: record["fullyQualifiedTypeName"] as? String ?? identifier,
            displayTypeName: text(record["displayTypeName"]),
            cases: uniqueByName(cases, name: \.identifier, what: "case", of: context, at: path),
            availability: availability(record["availabilityAnnotations"], context: context, at: path),
            source: source(path)
        )
    }

    /// Hypothesis (Weather.app only): `{"systemImageName": {"_0": name}}`.
    private func image(_ value: Any?) -> ImageMetadata? {
        guard let object = value as? [String: Any] else { return nil }
        if let system = object["systemImageName"] as? [String: Any], let name = system["_0"] as? String {
            return ImageMetadata(systemName: name)
        }
        return nil
    }

    mutating func readQuery(_ record: [String: Any], key: String) -> QueryMetadata {
        let path = "queries/\(key)"
        let identifier = record["identifier"] as? String ?? key
        var query = QueryMetadata(
            identifier: identifier,
            typeName: record["fullyQualifiedIdentifier"] as? String ?? identifier,
            entity: record["entityType"] as? String,
            source: source(path)
        )
        // `capabilities` is a bit mask: known bits become the names source bundles use, and what is left is kept as a
        // number (64 on every query Xcode 27 writes, meaning unknown).
        if let mask = integer(record["capabilities"]) {
            query.capabilities = Self.queryCapabilities(mask)
        }
        let properties = (record["parameters"] as? [Any] ?? []).compactMap { element -> QueryPropertyMetadata? in
            guard let parameter = element as? [String: Any], let name = parameter["propertyIdentifier"] as? String else { return nil }
            let comparators = (parameter["comparators"] as? [Any] ?? []).compactMap { comparator -> String? in
                guard let fields = comparator as? [String: Any], let code = integer(fields["comparatorTypeValue"]) else { return nil }
                return "comparator #\(code)"
            }
            return QueryPropertyMetadata(name: name, comparators: comparators)
        }
        if !properties.isEmpty { query.properties = properties }
        let sorting = (record["sortingOptions"] as? [Any] ?? []).compactMap { option -> String? in
            (option as? String) ?? ((option as? [String: Any])?["propertyIdentifier"] as? String)
        }
        if !sorting.isEmpty { query.sortingOptions = sorting }
        return query
    }

    /// The names of a query's capability bits (`identifiers`, `string`, `property`), and `capabilities #N` for the
    /// bits left, sorted.
    static func queryCapabilities(_ mask: Int) -> [String] {
        var names: [String] = []
        var rest = mask
        for (name, bit) in AppleMetadataTables.queryCapabilityBits where mask & bit != 0 {
            names.append(name)
            rest &= ~bit
        }
        if rest != 0 { names.append("capabilities #\(rest)") }
        return names.sorted()
    }

    /// `autoShortcuts`, or `nil` when the file has none and names no provider (fact: replica and widgetsmith
    /// have `[]` and no provider; counter-subset has both).
    mutating func readShortcuts() -> ShortcutsMetadata? {
        let provider = root["autoShortcutProviderMangledName"] as? String
        let items = elements(ofShortcuts: "autoShortcuts")
        guard provider != nil || !items.isEmpty else { return nil }
        // The provider is known only by its mangled name (`12JibunKit_App0aB9ShortcutsV`), which is kept as it is.
        return ShortcutsMetadata(provider: provider ?? "unknown", items: items, source: source("autoShortcuts"))
    }

    private mutating func elements(ofShortcuts key: String) -> [ShortcutMetadata] {
        guard let list = root[key] as? [Any] else { return [] }
        return list.enumerated().compactMap { index, element in
            guard let entry = element as? [String: Any], let intent = entry["actionIdentifier"] as? String else {
                warn("App Shortcut \(index) has no action identifier; it is skipped", at: "\(key)/\(index)")
                return nil
            }
            // Fact: phrases are texts whose key is the template, with `${applicationName}` and `${parameter}`.
            let phrases = (entry["phraseTemplates"] as? [Any] ?? []).compactMap { text($0)?.key }
            return ShortcutMetadata(
                intent: intent,
                phrases: phrases,
                shortTitle: text(entry["shortTitle"]),
                systemImageName: entry["systemImageName"] as? String,
                availability: availability(entry["availabilityAnnotations"], context: "the App Shortcut of '\(intent)'", at: "\(key)/\(index)")
            )
        }
    }

    /// `Module.Outer.Name` to `Name`.
    static func ownName(_ qualified: String) -> String {
        qualified.split(separator: ".").last.map(String.init) ?? qualified
    }
}
