extension BundleDiff.Comparison {
    mutating func compareEntities() {
        for oldEntity in old.entities where new.entity(withIdentifier: oldEntity.identifier) == nil {
            record(
                .breaking, .entityRemoved, "entity \(oldEntity.identifier)", old: oldEntity.identifier,
                message: "entity '\(oldEntity.identifier)' was removed",
                hint: "Shortcuts that hold or pass a '\(oldEntity.identifier)' stop working. Keep the entity and its query.",
                at: oldEntity.source
            )
        }
        for newEntity in new.entities {
            let name = newEntity.identifier
            let subject = "entity \(name)"
            guard let oldEntity = old.entity(withIdentifier: name) else {
                record(.additive, .entityAdded, subject, new: name, message: "entity '\(name)' was added", at: newEntity.source)
                continue
            }
            if let oldID = oldEntity.idType, let newID = newEntity.idType, oldID != newID {
                record(
                    .breaking, .entityIDTypeChanged, subject, old: oldID, new: newID,
                    message: "type of the 'id' of entity '\(name)' changed from '\(oldID)' to '\(newID)'",
                    hint: "Saved shortcuts hold identifiers of type '\(oldID)', which the query can no longer look up. Keep the 'id' a '\(oldID)'.",
                    at: newEntity.source
                )
            }
            let oldTitle = oldEntity.displayTypeName?.defaultText ?? name
            let newTitle = newEntity.displayTypeName?.defaultText ?? name
            if oldTitle != newTitle {
                record(
                    .notable, .entityTitleChanged, subject, old: oldTitle, new: newTitle,
                    message: "display name of entity '\(name)' changed from '\(oldTitle)' to '\(newTitle)'", at: newEntity.source
                )
            }
            compareProperties(oldEntity, newEntity)
        }
    }

    private mutating func compareProperties(_ oldEntity: EntityMetadata, _ newEntity: EntityMetadata) {
        let name = newEntity.identifier
        for oldProperty in oldEntity.properties where !newEntity.properties.contains(where: { $0.name == oldProperty.name }) {
            record(
                .notable, .entityPropertyRemoved, "property \(name).\(oldProperty.name)", old: oldProperty.valueType.shortText,
                message: "property '\(oldProperty.name)' was removed from entity '\(name)'",
                hint: "Shortcuts that read or filter by '\(oldProperty.name)' lose it.",
                at: newEntity.source
            )
        }
        for newProperty in newEntity.properties {
            let subject = "property \(name).\(newProperty.name)"
            guard let oldProperty = oldEntity.properties.first(where: { $0.name == newProperty.name }) else {
                record(
                    .additive, .entityPropertyAdded, subject, new: newProperty.valueType.shortText,
                    message: "property '\(newProperty.name)' was added to entity '\(name)'", at: newEntity.source
                )
                continue
            }
            if oldProperty.valueType != newProperty.valueType {
                let oldType = oldProperty.valueType.shortText
                let newType = newProperty.valueType.shortText
                record(
                    .notable, .entityPropertyTypeChanged, subject, old: oldType, new: newType,
                    message: "type of property '\(newProperty.name)' of entity '\(name)' changed from '\(oldType)' to '\(newType)'",
                    at: newEntity.source
                )
            }
        }
    }

    mutating func compareEnums() {
        for oldEnum in old.enums where new.enumType(withIdentifier: oldEnum.identifier) == nil {
            record(
                .breaking, .enumRemoved, "enum \(oldEnum.identifier)", old: oldEnum.identifier,
                message: "enum '\(oldEnum.identifier)' was removed",
                hint: "Shortcuts that chose one of its cases stop working. Keep the enum.",
                at: oldEnum.source
            )
        }
        for newEnum in new.enums {
            let name = newEnum.identifier
            guard let oldEnum = old.enumType(withIdentifier: name) else {
                record(.additive, .enumAdded, "enum \(name)", new: name, message: "enum '\(name)' was added", at: newEnum.source)
                continue
            }
            let oldTitle = oldEnum.displayTypeName?.defaultText ?? name
            let newTitle = newEnum.displayTypeName?.defaultText ?? name
            if oldTitle != newTitle {
                record(
                    .notable, .enumTitleChanged, "enum \(name)", old: oldTitle, new: newTitle,
                    message: "display name of enum '\(name)' changed from '\(oldTitle)' to '\(newTitle)'", at: newEnum.source
                )
            }
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
        for oldQuery in old.queries where new.query(withIdentifier: oldQuery.identifier) == nil {
            let entity = oldQuery.entity.map { "'\($0)'" } ?? "its entities"
            record(
                .breaking, .queryRemoved, "query \(oldQuery.identifier)", old: oldQuery.identifier,
                message: "query '\(oldQuery.identifier)' was removed",
                hint: "The system can no longer look up \(entity) saved in shortcuts through it. Keep the query, or make another one the entity's 'defaultQuery'.",
                at: oldQuery.source
            )
        }
        for newQuery in new.queries {
            let name = newQuery.identifier
            let subject = "query \(name)"
            guard let oldQuery = old.query(withIdentifier: name) else {
                record(.additive, .queryAdded, subject, new: name, message: "query '\(name)' was added", at: newQuery.source)
                continue
            }
            for capability in oldQuery.capabilities where !newQuery.capabilities.contains(capability) {
                record(
                    .notable, .queryCapabilityRemoved, subject, old: capability,
                    message: "query '\(name)' lost the '\(capability)' capability", at: newQuery.source
                )
            }
            for capability in newQuery.capabilities where !oldQuery.capabilities.contains(capability) {
                record(
                    .additive, .queryCapabilityAdded, subject, new: capability,
                    message: "query '\(name)' gained the '\(capability)' capability", at: newQuery.source
                )
            }
        }
    }
}
