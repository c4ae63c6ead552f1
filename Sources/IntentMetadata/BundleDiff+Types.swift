extension BundleDiff.Comparison {
    mutating func compareEntities() {
        let pairs = Self.pairs(old.entities, new.entities, by: \.identifier)
        for oldEntity in pairs.removed {
            let hint = "Shortcuts that hold or pass a '\(oldEntity.identifier)' stop working. Keep the entity and its query."
            recordRemoved(.entityRemoved, "entity", oldEntity.identifier, hint: hint, at: oldEntity.source)
        }
        for newEntity in pairs.added { recordAdded(.entityAdded, "entity", newEntity.identifier, at: newEntity.source) }
        for (oldEntity, newEntity) in pairs.kept {
            let name = newEntity.identifier
            let subject = "entity \(name)"
            if let oldID = oldEntity.idType, let newID = newEntity.idType, oldID != newID {
                record(
                    .breaking, .entityIDTypeChanged, subject, old: oldID, new: newID,
                    message: "type of the 'id' of entity '\(name)' changed from '\(oldID)' to '\(newID)'",
                    hint: "Saved shortcuts hold identifiers of type '\(oldID)', which the query can no longer look up. Keep the 'id' a '\(oldID)'.",
                    at: newEntity.source
                )
            }
            compareDisplayNames(oldEntity.displayTypeName, newEntity.displayTypeName, .entityTitleChanged, "entity", name, at: newEntity.source)
            compareProperties(oldEntity, newEntity)
        }
    }

    /// The declarations of one kind only in the old version, only in the new, and in both (paired by identifier).
    static func pairs<Item>(_ oldItems: [Item], _ newItems: [Item], by identifier: KeyPath<Item, String>) -> (removed: [Item], added: [Item], kept: [(Item, Item)]) {
        let oldByIdentifier = Dictionary(oldItems.map { ($0[keyPath: identifier], $0) }, uniquingKeysWith: { first, _ in first })
        let newIdentifiers = Set(newItems.map { $0[keyPath: identifier] })
        var added: [Item] = []
        var kept: [(Item, Item)] = []
        for newItem in newItems {
            if let oldItem = oldByIdentifier[newItem[keyPath: identifier]] { kept.append((oldItem, newItem)) } else { added.append(newItem) }
        }
        return (oldItems.filter { !newIdentifiers.contains($0[keyPath: identifier]) }, added, kept)
    }

    /// `<what> '<name>' was removed`, breaking.
    mutating func recordRemoved(_ kind: BundleChange.Kind, _ what: String, _ name: String, hint: String, at source: SourceReference) {
        record(.breaking, kind, "\(what) \(name)", old: name, message: "\(what) '\(name)' was removed", hint: hint, at: source)
    }

    /// `<what> '<name>' was added`, additive.
    mutating func recordAdded(_ kind: BundleChange.Kind, _ what: String, _ name: String, at source: SourceReference) {
        record(.additive, kind, "\(what) \(name)", new: name, message: "\(what) '\(name)' was added", at: source)
    }

    /// A changed display name of an entity or enum (the identifier when there is none), notable.
    private mutating func compareDisplayNames(
        _ old: LocalizedText?, _ new: LocalizedText?, _ kind: BundleChange.Kind, _ what: String, _ name: String, at source: SourceReference
    ) {
        let oldTitle = old?.defaultText ?? name
        let newTitle = new?.defaultText ?? name
        guard oldTitle != newTitle else { return }
        record(
            .notable, kind, "\(what) \(name)", old: oldTitle, new: newTitle,
            message: "display name of \(what) '\(name)' changed from '\(oldTitle)' to '\(newTitle)'", at: source
        )
    }

    private mutating func compareProperties(_ oldEntity: EntityMetadata, _ newEntity: EntityMetadata) {
        let name = newEntity.identifier
        let pairs = Self.pairs(oldEntity.properties, newEntity.properties, by: \.name)
        for oldProperty in pairs.removed {
            record(
                .notable, .entityPropertyRemoved, "property \(name).\(oldProperty.name)", old: oldProperty.valueType.shortText,
                message: "property '\(oldProperty.name)' was removed from entity '\(name)'",
                hint: "Shortcuts that read or filter by '\(oldProperty.name)' lose it.",
                at: newEntity.source
            )
        }
        for newProperty in pairs.added {
            record(
                .additive, .entityPropertyAdded, "property \(name).\(newProperty.name)", new: newProperty.valueType.shortText,
                message: "property '\(newProperty.name)' was added to entity '\(name)'", at: newEntity.source
            )
        }
        for (oldProperty, newProperty) in pairs.kept {
            recordTypeChange(
                oldProperty.valueType, newProperty.valueType, .notable, .entityPropertyTypeChanged,
                member: "property '\(newProperty.name)' of entity '\(name)'", subject: "property \(name).\(newProperty.name)", at: newEntity.source
            )
        }
    }

    /// `type of <member> changed from 'A' to 'B'`, when it did.
    mutating func recordTypeChange(
        _ old: ValueType, _ new: ValueType, _ classification: BundleChange.Classification, _ kind: BundleChange.Kind,
        member: String, subject: String, hint: ((String) -> String)? = nil, at source: SourceReference
    ) {
        guard old != new else { return }
        let (oldType, newType) = (old.shortText, new.shortText)
        record(
            classification, kind, subject, old: oldType, new: newType,
            message: "type of \(member) changed from '\(oldType)' to '\(newType)'", hint: hint?(oldType), at: source
        )
    }

    mutating func compareEnums() {
        let pairs = Self.pairs(old.enums, new.enums, by: \.identifier)
        for oldEnum in pairs.removed {
            recordRemoved(.enumRemoved, "enum", oldEnum.identifier, hint: "Shortcuts that chose one of its cases stop working. Keep the enum.", at: oldEnum.source)
        }
        for newEnum in pairs.added { recordAdded(.enumAdded, "enum", newEnum.identifier, at: newEnum.source) }
        for (oldEnum, newEnum) in pairs.kept {
            compareDisplayNames(oldEnum.displayTypeName, newEnum.displayTypeName, .enumTitleChanged, "enum", newEnum.identifier, at: newEnum.source)
            compareCases(oldEnum, newEnum)
        }
    }

    private mutating func compareCases(_ oldEnum: EnumMetadata, _ newEnum: EnumMetadata) {
        let name = newEnum.identifier
        let source = newEnum.source
        let oldNames = Set(oldEnum.cases.map(\.identifier))
        let newNames = Set(newEnum.cases.map(\.identifier))
        let added = newEnum.cases.filter { !oldNames.contains($0.identifier) }
        var renamedNew: Set<String> = []
        for oldCase in oldEnum.cases where !newNames.contains(oldCase.identifier) {
            let rawValue = oldCase.effectiveRawValue
            // Shortcuts store a case by its raw value, so a new name with the same raw value is not a break.
            if let newCase = added.first(where: { $0.effectiveRawValue == rawValue && !renamedNew.contains($0.identifier) }) {
                renamedNew.insert(newCase.identifier)
                record(
                    .notable, .enumCaseRenamed, "enum case \(name).\(oldCase.identifier)", old: oldCase.identifier, new: newCase.identifier,
                    message: "case '\(oldCase.identifier)' of enum '\(name)' was renamed to '\(newCase.identifier)' and kept raw value '\(rawValue.plainText)'",
                    at: source
                )
                compareCase(oldCase, newCase, enumName: name, source: source)
                continue
            }
            record(
                .breaking, .enumCaseRemoved, "enum case \(name).\(oldCase.identifier)", old: rawValue.plainText,
                message: "case '\(oldCase.identifier)' was removed from enum '\(name)'",
                hint: "Shortcuts that chose '\(oldCase.title?.defaultText ?? oldCase.identifier)' stop working. Keep the case, and handle it as its closest remaining choice.",
                at: source
            )
        }
        for newCase in newEnum.cases {
            guard let oldCase = oldEnum.cases.first(where: { $0.identifier == newCase.identifier }) else {
                if !renamedNew.contains(newCase.identifier) {
                    record(
                        .additive, .enumCaseAdded, "enum case \(name).\(newCase.identifier)", new: newCase.effectiveRawValue.plainText,
                        message: "case '\(newCase.identifier)' was added to enum '\(name)'", at: source
                    )
                }
                continue
            }
            let oldRaw = oldCase.effectiveRawValue
            let newRaw = newCase.effectiveRawValue
            if oldRaw != newRaw {
                record(
                    .breaking, .enumCaseRawValueChanged, "enum case \(name).\(newCase.identifier)", old: oldRaw.plainText, new: newRaw.plainText,
                    message: "raw value of case '\(newCase.identifier)' of enum '\(name)' changed from '\(oldRaw.plainText)' to '\(newRaw.plainText)'",
                    hint: "Shortcuts store the raw value '\(oldRaw.plainText)'. Keep it, and change the case's title in 'caseDisplayRepresentations' instead.",
                    at: source
                )
            }
            compareCase(oldCase, newCase, enumName: name, source: source)
        }
    }

    private mutating func compareCase(_ oldCase: EnumCaseMetadata, _ newCase: EnumCaseMetadata, enumName: String, source: SourceReference) {
        // Without titles, the system shows case names, whose change is reported on its own.
        guard oldCase.title?.defaultText != newCase.title?.defaultText else { return }
        let oldTitle = oldCase.title?.defaultText ?? oldCase.identifier
        let newTitle = newCase.title?.defaultText ?? newCase.identifier
        record(
            .notable, .enumCaseTitleChanged, "enum case \(enumName).\(newCase.identifier)", old: oldTitle, new: newTitle,
            message: "title of case '\(newCase.identifier)' of enum '\(enumName)' changed from '\(oldTitle)' to '\(newTitle)'",
            at: source
        )
    }

    mutating func compareQueries() {
        let pairs = Self.pairs(old.queries, new.queries, by: \.identifier)
        for oldQuery in pairs.removed {
            let entity = oldQuery.entity.map { "'\($0)'" } ?? "its entities"
            let hint = "The system can no longer look up \(entity) saved in shortcuts through it. Keep the query, or make another one the entity's 'defaultQuery'."
            recordRemoved(.queryRemoved, "query", oldQuery.identifier, hint: hint, at: oldQuery.source)
        }
        for newQuery in pairs.added { recordAdded(.queryAdded, "query", newQuery.identifier, at: newQuery.source) }
        for (oldQuery, newQuery) in pairs.kept {
            let name = newQuery.identifier
            for capability in oldQuery.capabilities where !newQuery.capabilities.contains(capability) {
                record(
                    .notable, .queryCapabilityRemoved, "query \(name)", old: capability,
                    message: "query '\(name)' lost the '\(capability)' capability", at: newQuery.source
                )
            }
            for capability in newQuery.capabilities where !oldQuery.capabilities.contains(capability) {
                record(
                    .additive, .queryCapabilityAdded, "query \(name)", new: capability,
                    message: "query '\(name)' gained the '\(capability)' capability", at: newQuery.source
                )
            }
        }
    }
}
