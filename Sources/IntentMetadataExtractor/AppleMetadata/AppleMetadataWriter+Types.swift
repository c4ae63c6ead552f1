import IntentMetadata

extension AppleMetadataWriter {
    /// An entity. Facts: the members of the widgetsmith entities (keyed by the type's own name, the default query
    /// module-qualified, URL representation as a system protocol). Hypothesis: `properties` as in Weather.app.
    func entity(_ entity: EntityMetadata) throws(Refusal) -> JSONValue {
        let context = "entity '\(entity.identifier)'"
        var roles: [String] = []
        if entity.protocols.contains("URLRepresentableEntity") { roles.append("com.apple.appintents.entity.URLRepresentable") }
        let metadata = JSONValue.array(roles.flatMap { [JSONValue.string($0), .object(["empty": .object([:])])] })
        var record: [String: JSONValue] = [
            "typeName": .string(entity.identifier),
            "fullyQualifiedTypeName": .string(entity.typeName),
            "mangledTypeName": .string(try mangledName(of: entity.typeName, at: entity.source)),
            "mangledTypeNameByBundleIdentifier": .object([:]),
            "effectiveBundleIdentifiers": .array([]),
            "transient": .bool(entity.protocols.contains("TransientAppEntity")),
            "systemProtocolMetadata": metadata,
            "systemProtocolMetadataV2": metadata,
            "visibilityMetadata": visibility(),
            "availabilityAnnotations": try availability(entity.availability, of: context, at: entity.source),
            "requiredCapabilities": .array([]),
            "assistantDefinedSchemas": .array([]),
            "properties": .array(try entity.properties.map { property throws(Refusal) in
                .object([
                    "identifier": .string(property.name),
                    "title": text(property.title),
                    "valueType": try valueType(property.valueType, of: "property '\(property.name)' of \(context)", at: entity.source),
                    "isOptional": .bool(property.isOptional),
                    "capabilities": .integer(0),
                ])
            }),
        ]
        if profile == .xcode27 {
            // Fact (Xcode 27's files): every entity has these two members, which 17C528's widgetsmith lacks.
            record["entitySyncMetadata"] = .object(["entitySyncType": .integer(0)])
            record["typeSpecificMetadata"] = .array([])
        }
        if let display = entity.displayTypeName { record["displayTypeName"] = text(display) }
        if let format = entity.numericFormat { record["numericFormatTypeName"] = text(format) }
        if let query = entity.defaultQuery { record["defaultQueryIdentifier"] = .string(qualified(query)) }
        return .object(record)
    }

    /// An enum. Facts: the members of the enums in replica and widgetsmith, whose case `identifier` is the raw value
    /// (equal to the case name there).
    func enumRecord(_ enumType: EnumMetadata) throws(Refusal) -> JSONValue {
        let context = "enum '\(enumType.identifier)'"
        var cases: [JSONValue] = []
        for enumCase in enumType.cases {
            guard case .string(let rawValue) = enumCase.effectiveRawValue else {
                throw Refusal(message: "case '\(enumCase.identifier)' of \(context) has a raw value that is not a string; Apple's case identifiers are strings", source: enumType.source)
            }
            var display: [String: JSONValue] = [:]
            if let title = enumCase.title { display["title"] = text(title) }
            if let subtitle = enumCase.subtitle { display["subtitle"] = text(subtitle) }
            if let image = enumCase.image {
                guard let name = image.systemName, image.named == nil else {
                    throw Refusal(message: "case '\(enumCase.identifier)' of \(context) has an image that is not a system image, whose encoding is not known", source: enumType.source)
                }
                // Fact from Apple's Weather file (IntentBench's fixture): the image is written twice, as `image` and `imageV2`.
                let systemImage = JSONValue.object(["systemImageName": .object(["_0": .string(name)])])
                display["image"] = systemImage
                display["imageV2"] = systemImage
            }
            cases.append(.object(["identifier": .string(rawValue), "displayRepresentation": .object(display)]))
        }
        var record: [String: JSONValue] = [
            "identifier": .string(enumType.identifier),
            "fullyQualifiedTypeName": .string(enumType.typeName),
            "mangledTypeName": .string(try mangledName(of: enumType.typeName, at: enumType.source)),
            "mangledTypeNameByBundleIdentifier": .object([:]),
            "effectiveBundleIdentifiers": .array([]),
            "isSystem": .bool(false),
            "cases": .array(cases),
            "visibilityMetadata": visibility(),
            "availabilityAnnotations": try availability(enumType.availability, of: context, at: enumType.source),
            "assistantDefinedSchemas": .array([]),
        ]
        // Fact (Xcode 27's files): enums have an empty `systemProtocolMetadata`, which replica and widgetsmith lack.
        if profile == .xcode27 { record["systemProtocolMetadata"] = .array([]) }
        if let display = enumType.displayTypeName { record["displayTypeName"] = text(display) }
        return .object(record)
    }

    /// A query. Facts: the members of widgetsmith's three queries and Xcode 27's (`queryType` is the identifier, the
    /// result is the entity, `defaultQueryForEntity` true for a default query). `capabilities` is a bit mask (see
    /// ``queryCapabilities(_:)``); property queries, sorting options and options providers are not in the files and
    /// are refused.
    func query(_ query: QueryMetadata) throws(Refusal) -> JSONValue {
        guard let entity = query.entity else {
            throw Refusal(message: "query '\(query.identifier)' finds no entity (an options provider); Apple's file lists only entity queries in the references", source: query.source)
        }
        guard query.properties?.isEmpty ?? true, query.sortingOptions?.isEmpty ?? true else {
            throw Refusal(message: "query '\(query.identifier)' has properties or sorting options, whose encoding in Apple's format is not known", source: query.source)
        }
        let capabilities = try queryCapabilities(query)
        return .object([
            "identifier": .string(query.identifier),
            "queryType": .string(query.identifier),
            "fullyQualifiedIdentifier": .string(query.typeName),
            "entityType": .string(entity),
            "resultValueType": .tagged("entity", .object(["typeName": .string(entity)])),
            "defaultQueryForEntity": .bool(bundle.entities.contains { $0.identifier == entity && $0.defaultQuery == query.identifier }),
            "capabilities": .integer(capabilities),
            "parameters": .array([]),
            "sortingOptions": .array([]),
            "mangledTypeName": .string(try mangledName(of: query.typeName, at: query.source)),
            "mangledTypeNameByBundleIdentifier": .object([:]),
            "effectiveBundleIdentifiers": .array([]),
            "availabilityAnnotations": try availability([], of: "query '\(query.identifier)'", at: query.source),
            "visibilityMetadata": visibility(),
        ])
    }

    /// A query's `capabilities`. Facts: 2 for a query by identifier in 17C528's widgetsmith; in Xcode 27's files 70
    /// for an `EntityStringQuery` with or without `suggestedEntities` (so suggestions have no bit), and 66 for a query
    /// by identifier only (recorded in the provenance of the same captures, whose file is not published): 2 by
    /// identifier, 4 by text, and 64 on every query. What no file shows is refused: a string query for builds before
    /// 27 (Weather's 17E6107 file already has the bit 64, so 17's value is not known), and any other capability.
    private func queryCapabilities(_ query: QueryMetadata) throws(Refusal) -> Int {
        let written: Set<String> = profile == .xcode27 ? ["identifiers", "string", "suggestions"] : ["identifiers"]
        let unknown = query.capabilities.filter { !written.contains($0) }
        guard unknown.isEmpty, query.capabilities.contains("identifiers") else {
            let builds = profile == .xcode27 ? "Xcode 27's files show queries by identifier, by text and with suggestions" : "files of Xcode builds before 27 show only queries by identifier (2)"
            throw Refusal(
                message: "query '\(query.identifier)' has capabilities (\(query.capabilities.joined(separator: ", "))) whose bits in Apple's format are not known; \(builds)",
                source: query.source
            )
        }
        var mask = 2
        if query.capabilities.contains("string") { mask |= 4 }
        if profile == .xcode27 { mask |= AppleMetadataTables.queryBitOfNewerXcode }
        return mask
    }

    /// `autoShortcuts`. Fact (counter-subset): `{actionIdentifier, phraseTemplates: [texts], shortTitle,
    /// systemImageName, availabilityAnnotations}`, the phrases as written with `${applicationName}`.
    func autoShortcuts() throws(Refusal) -> [JSONValue] {
        guard let shortcuts = bundle.shortcuts else { return [] }
        return try shortcuts.items.map { item throws(Refusal) in
            var record: [String: JSONValue] = [
                "actionIdentifier": .string(item.intent),
                "phraseTemplates": .array(item.phrases.map { text(LocalizedText(key: $0)) }),
                "availabilityAnnotations": try availability(item.availability, of: "the App Shortcut of '\(item.intent)'", at: shortcuts.source),
            ]
            if let shortTitle = item.shortTitle { record["shortTitle"] = text(shortTitle) }
            if let image = item.systemImageName { record["systemImageName"] = .string(image) }
            return .object(record)
        }
    }
}
