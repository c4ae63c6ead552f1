import IntentMetadata

/// One user-visible constant, named the same way for the compiler's values and for our bundle, so the two can be
/// compared as sorted lines: `ReadingList.AddBook.parameter(pageCount).title = key: "Pages"`.
struct ConstantSlot: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The module-qualified type that declares the value.
    var typeName: String
    /// What the value is, relative to the type: `title`, `case(ebook).subtitle`, `appShortcuts[Travel.ShowTrip].phrases[0]`.
    var slot: String
    /// The value, rendered by `ConstantSlot.render(_:)` or as a phrase template.
    var value: String

    var description: String { "\(typeName).\(slot) = \(value)" }

    /// The slot without its value: `ReadingList.AddBook.title`.
    var key: String { "\(typeName).\(slot)" }

    /// Whether the value is a compiler value this reader could not turn into text (`<Runtime>`, `<MemberReference ...>`).
    var isUnreadable: Bool { value.hasPrefix("<") }

    static func < (lhs: ConstantSlot, rhs: ConstantSlot) -> Bool {
        (lhs.typeName, lhs.slot, lhs.value) < (rhs.typeName, rhs.slot, rhs.value)
    }

    /// `key: "intent.addBook", defaultValue: "Add Book", table: "Books"`, leaving out what is `nil`.
    static func render(_ text: LocalizedText) -> String {
        var parts = ["key: \(text.key.debugDescription)"]
        if let defaultValue = text.defaultValue { parts.append("defaultValue: \(defaultValue.debugDescription)") }
        if let table = text.table { parts.append("table: \(table.debugDescription)") }
        return parts.joined(separator: ", ")
    }
}

extension ConstantSlot {
    /// The slots of every App Intents type the compiler reported.
    static func slots(in values: CompilerConstantValues) -> [ConstantSlot] {
        values.appIntentsTypes.flatMap(slots(of:)).sorted()
    }

    private static func slots(of type: CompilerConstantValues.ConformingType) -> [ConstantSlot] {
        var slots: [ConstantSlot] = []
        func add(_ slot: String, _ value: CompilerValue?) {
            guard let value, value != .nilLiteral else { return }
            slots.append(ConstantSlot(typeName: type.typeName, slot: slot, value: value.localizedText.map(render) ?? "<\(value.summary)>"))
        }
        func addWrapped(_ wrapperType: String, slotName: String) {
            for property in type.properties where property.value.initializedTypeName == wrapperType {
                guard let wrapper = property.propertyWrappers.first else { continue }
                add("\(slotName)(\(property.label)).title", wrapper.argument("title"))
            }
        }

        if type.conforms(to: "AppIntent") {
            add("title", type.staticProperty("title")?.value)
            if let description = type.staticProperty("description")?.value {
                if case .initCall = description {
                    add("description", description.argument("") ?? description.argument("full"))
                    add("description.categoryName", description.argument("categoryName"))
                    if case .array(let keywords)? = description.argument("searchKeywords") {
                        for (index, keyword) in keywords.enumerated() { add("description.searchKeywords[\(index)]", keyword) }
                    }
                } else {
                    add("description", description)
                }
            }
            addWrapped("AppIntents.IntentParameter", slotName: "parameter")
        }
        if type.conforms(to: "AppEntity") || type.conforms(to: "AppEnum"), let display = type.staticProperty("typeDisplayRepresentation")?.value {
            if case .initCall = display {
                add("typeDisplayRepresentation.name", display.argument("name"))
                add("typeDisplayRepresentation.numericFormat", display.argument("numericFormat"))
            } else {
                add("typeDisplayRepresentation.name", display)
            }
        }
        if type.conforms(to: "AppEntity") {
            addWrapped("AppIntents.EntityProperty", slotName: "property")
        }
        if type.conforms(to: "AppEnum"), case .dictionary(let entries)? = type.staticProperty("caseDisplayRepresentations")?.value {
            for entry in entries {
                guard case .enumCase(let name, _) = entry.key else { continue }
                if case .initCall = entry.value {
                    add("case(\(name)).title", entry.value.argument("title"))
                    add("case(\(name)).subtitle", entry.value.argument("subtitle"))
                    if let image = entry.value.argument("image"), image != .nilLiteral {
                        slots.append(ConstantSlot(typeName: type.typeName, slot: "case(\(name)).image", value: renderImage(image)))
                    }
                } else {
                    add("case(\(name)).title", entry.value)
                }
            }
        }
        if type.conforms(to: "AppShortcutsProvider"), let body = type.staticProperty("appShortcuts")?.value {
            for shortcut in body.initCalls(of: "AppIntents.AppShortcut") {
                let intent = shortcut.argument("intent")?.initializedTypeName ?? "<\(shortcut.argument("intent")?.summary ?? "no intent")>"
                if case .array(let phrases)? = shortcut.argument("phrases") {
                    for (index, phrase) in phrases.enumerated() {
                        slots.append(ConstantSlot(typeName: type.typeName, slot: "appShortcuts[\(intent)].phrases[\(index)]", value: phrase.phraseTemplate))
                    }
                } else {
                    add("appShortcuts[\(intent)].phrases", shortcut.argument("phrases"))
                }
                add("appShortcuts[\(intent)].shortTitle", shortcut.argument("shortTitle"))
                if let imageName = shortcut.argument("systemImageName"), imageName != .nilLiteral {
                    let value = if case .rawLiteral(let name) = imageName { name.debugDescription } else { "<\(imageName.summary)>" }
                    slots.append(ConstantSlot(typeName: type.typeName, slot: "appShortcuts[\(intent)].systemImageName", value: value))
                }
            }
        }
        return slots
    }

    /// `systemName: "ipad"` for `DisplayRepresentation.Image(systemName:)`, `named: "x"` for `(named:)`.
    private static func renderImage(_ image: CompilerValue) -> String {
        for label in ["systemName", "named"] {
            if case .rawLiteral(let name)? = image.argument(label) { return "\(label): \(name.debugDescription)" }
        }
        return "<\(image.summary)>"
    }

    /// The same slots, read from our bundle.
    static func slots(in bundle: IntentMetadataBundle) -> [ConstantSlot] {
        var slots: [ConstantSlot] = []
        func add(_ typeName: String, _ slot: String, _ text: LocalizedText?) {
            guard let text else { return }
            slots.append(ConstantSlot(typeName: typeName, slot: slot, value: render(text)))
        }
        for action in bundle.actions {
            add(action.typeName, "title", action.title)
            add(action.typeName, "description", action.description?.text)
            add(action.typeName, "description.categoryName", action.description?.categoryName)
            for (index, keyword) in (action.description?.searchKeywords ?? []).enumerated() {
                add(action.typeName, "description.searchKeywords[\(index)]", keyword)
            }
            for parameter in action.parameters {
                add(action.typeName, "parameter(\(parameter.name)).title", parameter.title)
            }
        }
        for entity in bundle.entities {
            add(entity.typeName, "typeDisplayRepresentation.name", entity.displayTypeName)
            add(entity.typeName, "typeDisplayRepresentation.numericFormat", entity.numericFormat)
            for property in entity.properties {
                add(entity.typeName, "property(\(property.name)).title", property.title)
            }
        }
        for enumeration in bundle.enums {
            add(enumeration.typeName, "typeDisplayRepresentation.name", enumeration.displayTypeName)
            for enumCase in enumeration.cases {
                add(enumeration.typeName, "case(\(enumCase.identifier)).title", enumCase.title)
                add(enumeration.typeName, "case(\(enumCase.identifier)).subtitle", enumCase.subtitle)
                if let image = enumCase.image {
                    let value = image.systemName.map { "systemName: \($0.debugDescription)" } ?? image.named.map { "named: \($0.debugDescription)" }
                    slots.append(ConstantSlot(typeName: enumeration.typeName, slot: "case(\(enumCase.identifier)).image", value: value ?? "<no image name>"))
                }
            }
        }
        if let shortcuts = bundle.shortcuts {
            let intentTypeNames = Dictionary(bundle.actions.map { ($0.identifier, $0.typeName) }, uniquingKeysWith: { first, _ in first })
            for item in shortcuts.items {
                let intent = intentTypeNames[item.intent] ?? item.intent
                for (index, phrase) in item.phrases.enumerated() {
                    slots.append(ConstantSlot(typeName: shortcuts.provider, slot: "appShortcuts[\(intent)].phrases[\(index)]", value: phrase))
                }
                add(shortcuts.provider, "appShortcuts[\(intent)].shortTitle", item.shortTitle)
                if let imageName = item.systemImageName {
                    slots.append(ConstantSlot(typeName: shortcuts.provider, slot: "appShortcuts[\(intent)].systemImageName", value: imageName.debugDescription))
                }
            }
        }
        return slots.sorted()
    }
}
