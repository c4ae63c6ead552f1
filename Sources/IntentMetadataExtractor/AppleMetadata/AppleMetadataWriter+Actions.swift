import IntentMetadata

extension AppleMetadataWriter {
    /// An action. Facts unless said otherwise: the members of every action in the three files.
    func action(_ action: ActionMetadata) throws(Refusal) -> JSONValue {
        let context = "action '\(action.identifier)'"
        if let unknown = action.protocols.first(where: { !Self.writableActionProtocols.contains($0) }) {
            throw Refusal(
                message: "\(context) conforms to '\(unknown)', whose system role and modes in Apple's format are not known (Voice Memos' foreground-continuable actions have modes 4, for one)",
                source: action.source
            )
        }
        // No file shows a source that states `supportedModes` (Voice Memos' modes 4 has no Swift beside it), so its
        // number is not known.
        if let modes = action.supportedModes {
            throw Refusal(message: "\(context) states supportedModes (\(modes.joined(separator: ", "))), whose number in Apple's format no Xcode-written file shows", source: action.source)
        }
        let mangled = try mangledName(of: action.typeName, at: action.source)
        // Apple writes effective values (fact: `openAppWhenRun` is always written, true for every OpenIntent), so the
        // same rules as `describe` and `diff` apply; `supportedModes` is 2 exactly when the app opens (17 of 17 actions).
        let opensApp = bundle.opensApp(action)
        var record: [String: JSONValue] = [
            "identifier": .string(action.identifier),
            "fullyQualifiedTypeName": .string(action.typeName),
            "mangledTypeNameV2": .string(mangled),
            // Hypothesis: V1 is empty exactly when the action's iOS availability is 17 or later (17 of 17 actions).
            "mangledTypeName": .string(Self.introducesOnModernIOS(action.availability) ? "" : mangled),
            "mangledTypeNameByBundleIdentifier": .object([:]),
            "mangledTypeNameByBundleIdentifierV2": .object([:]),
            "effectiveBundleIdentifiers": .array([]),
            "title": text(action.title),
            "openAppWhenRun": .bool(opensApp),
            "supportedModes": .integer(opensApp ? 2 : 1),
            // Fact: the top level is effective (a control configuration intent is hidden) and `visibilityMetadata`
            // what source states.
            "isDiscoverable": .bool(action.isEffectivelyDiscoverable),
            "visibilityMetadata": visibility(isDiscoverable: action.isDiscoverable),
            "parameters": .array(try action.parameters.map { parameter throws(Refusal) in try self.parameter(parameter, of: action) }),
            "availabilityAnnotations": try availability(action.availability, of: context, at: action.source),
            "typeSpecificMetadata": .array(try openIntentCopy(action)),
            "assistantDefinedSchemas": .array([]),
            "assistantDefinedSchemaTraits": .array([]),
            "presentationStyle": .integer(0),
            "requiredCapabilities": .array([]),
        ]
        try addAuthentication(action, to: &record)
        try addOutput(action, to: &record)
        let roles = Set(action.protocols.compactMap(AppleMetadataTables.systemRole(ofActionProtocol:))).sorted().map { "com.apple.link.systemProtocol.\($0)" }
        record["systemProtocols"] = .array(roles.map(JSONValue.string))
        // Fact: a flat list `[name, {"empty": {}}, …]`, written twice.
        let metadata = JSONValue.array(roles.flatMap { [JSONValue.string($0), .object(["empty": .object([:])])] })
        record["systemProtocolMetadata"] = metadata
        record["systemProtocolMetadataV2"] = metadata
        if let description = action.description {
            var fields: [String: JSONValue] = [
                "descriptionText": text(description.text),
                "searchKeywords": .array((description.searchKeywords ?? []).map(text)),
            ]
            // Hypothesis (third-party code): `categoryName: {title}`.
            if let category = description.categoryName { fields["categoryName"] = .object(["title": text(category)]) }
            record["descriptionMetadata"] = .object(fields)
        }
        if let summary = action.parameterSummary {
            record["actionConfiguration"] = try self.summary(summary, of: context, at: action.source)
        }
        return .object(record)
    }

    /// The protocols whose encoding is known: plain intents, and those with a system role in the reader's table.
    /// Widget configuration intents have no system role (hypothesis: widgetsmith's weather-widget intents).
    static let writableActionProtocols: Set<String> = [
        "AppIntent", "OpenIntent", "ControlConfigurationIntent", "WidgetConfigurationIntent", "AudioStartingIntent", "AudioPlaybackIntent",
        "URLRepresentableIntent",
    ]

    static func introducesOnModernIOS(_ availability: [AvailabilityMetadata]) -> Bool {
        guard let introduced = availability.first(where: { $0.platform == "iOS" })?.introduced,
              let major = introduced.split(separator: ".").first.flatMap({ Int($0) }) else { return false }
        return major >= 17
    }

    /// Fact: `isAuthPolExplicit` says whether source states a policy; policy 0 otherwise. The codes of the stated
    /// policies are a hypothesis (third-party code).
    private func addAuthentication(_ action: ActionMetadata, to record: inout [String: JSONValue]) throws(Refusal) {
        record["isAuthPolExplicit"] = .bool(action.authenticationPolicy != nil)
        guard let policy = action.authenticationPolicy else {
            record["authenticationPolicy"] = .integer(0)
            return
        }
        guard let code = AppleMetadataTables.authenticationPolicies.first(where: { $0.value == policy })?.key else {
            throw Refusal(message: "the authentication policy '\(policy)' of action '\(action.identifier)' has no known code", source: action.source)
        }
        record["authenticationPolicy"] = .integer(code)
    }

    /// `outputType` (fact: the T of `ReturnsValue<T>`) and `outputFlags` (fact: 4 for `ProvidesDialog`, 0 for
    /// `ReturnsValue` alone, in Xcode 27's files; the other bits from third-party code). A snippet intent has no known
    /// bit, so it is refused.
    private func addOutput(_ action: ActionMetadata, to record: inout [String: JSONValue]) throws(Refusal) {
        typealias Flag = AppleMetadataTables.OutputFlag
        if action.result.showsSnippetIntent {
            throw Refusal(message: "the result of action '\(action.identifier)' shows a snippet intent, whose output flag in Apple's format is not known", source: action.source)
        }
        var flags = 0
        if action.result.opensIntent { flags |= Flag.opensIntent }
        if action.result.showsSnippetView { flags |= Flag.showsSnippetView }
        if action.result.providesDialog { flags |= Flag.providesDialog }
        record["outputFlags"] = .integer(flags)
        if let valueType = action.result.valueType {
            record["outputType"] = try self.valueType(valueType, of: "the result of action '\(action.identifier)'", at: action.source)
        }
    }

    /// An OpenIntent carries its target's identifier and a copy of the target's record. Fact (replica, widgetsmith):
    /// `enumMetadata` with the `enums` record for an enum target. Fact from Apple's own Reminders and Voice Memos files
    /// (IntentBench's fixtures, not kept here): `entityMetadata` with the `entities` record for an entity target.
    private func openIntentCopy(_ action: ActionMetadata) throws(Refusal) -> [JSONValue] {
        guard action.protocols.contains("OpenIntent"), let target = action.parameters.first(where: { $0.name == "target" }) else { return [] }
        let (name, copy): (String, JSONValue)
        switch target.valueType {
        case .enum(let identifier):
            guard let enumType = bundle.enums.first(where: { $0.identifier == identifier }) else { throw openIntentRefusal(action) }
            (name, copy) = (identifier, .tagged("enumMetadata", try enumRecord(enumType)))
        case .entity(let identifier):
            guard let entity = bundle.entities.first(where: { $0.identifier == identifier }) else { throw openIntentRefusal(action) }
            (name, copy) = (identifier, .tagged("entityMetadata", try self.entity(entity)))
        default:
            throw openIntentRefusal(action)
        }
        return [.string("LNActionTypeMetadataKeyEntityType"), .tagged("string", .string(name)), .string("LNActionTypeMetadataKeyEntityMetadata"), copy]
    }

    private func openIntentRefusal(_ action: ActionMetadata) -> Refusal {
        Refusal(message: "action '\(action.identifier)' is an OpenIntent whose target is not an enum or entity of the module, so its copy cannot be written", source: action.source)
    }

    /// A parameter. Facts: the members; `dynamicOptionsSupport` 1 for an entity, 2 for one whose query searches by
    /// text (Xcode 27's files: the entity of an `EntityStringQuery`; Weather); `inputConnectionBehavior` 0 and
    /// `isInput` false in every parameter of the files; `capabilities` 0, and 1 with a default value (fact from Apple's
    /// Weather file, IntentBench's fixture: its two enum parameters with a default have 1, the others 0).
    func parameter(_ parameter: ParameterMetadata, of action: ActionMetadata) throws(Refusal) -> JSONValue {
        let context = "parameter '\(parameter.name)' of action '\(action.identifier)'"
        let place = parameter.source ?? action.source
        if parameter.options?["optionsProvider"] != nil {
            throw Refusal(message: "\(context) has an options provider, whose encoding ('capabilities', 'dynamicOptionsSupport') is not known", source: place)
        }
        // Xcode writes a parameter's options into `typeSpecificMetadata` (third-party writers name range and control
        // style keys, unseen in Apple's files); leaving one out would write a file unlike Xcode's, so any option but
        // the file types is refused.
        if let option = parameter.options?.keys.filter({ !Self.writableParameterOptions.contains($0) }).min() {
            throw Refusal(message: "\(context) has the option '\(option)', whose encoding in Apple's format is not known", source: place)
        }
        var record: [String: JSONValue] = [
            "name": .string(parameter.name),
            "title": text(parameter.title),
            "isOptional": .bool(parameter.isOptional),
            "valueType": try valueType(parameter.valueType, of: context, at: place),
            "resolvableInputTypes": .array(try resolvableInputTypes(parameter.valueType, of: context, at: place)),
            "capabilities": .integer(parameter.defaultValue == nil ? 0 : 1),
            "dynamicOptionsSupport": .integer(Self.isEntity(parameter.valueType) ? (bundle.takesText(parameter) == true ? 2 : 1) : 0),
            "inputConnectionBehavior": .integer(0),
            "isInput": .bool(false),
            "typeSpecificMetadata": .array(try defaultValue(parameter, of: context, at: place) + fileTypes(parameter, of: context, at: place)),
        ]
        if let description = parameter.description { record["parameterDescription"] = text(description) }
        return .object(record)
    }

    /// Whether the parameter takes entities, one or an array (fact: Voice Memos' and Freeform's arrays of entities
    /// have `dynamicOptionsSupport` 1 or 2, as single entities do).
    private static func isEntity(_ valueType: ValueType) -> Bool {
        switch valueType {
        case .entity, .array(.entity): true
        default: false
        }
    }

    /// The options of `@Parameter` the writer knows how to write.
    static let writableParameterOptions: Set<String> = ["supportedContentTypes"]

    /// Fact: an enum default is `{"string": {"wrapper": <case identifier>}}` under `LNValueTypeSpecificMetadataKeyDefaultValue`.
    /// Facts from Xcode 27's files beside their Swift: a String default is a `string`, an Int an `int` (`default: 42`),
    /// a Bool an `int` 0 or 1 (`default: false` is 0), a Double a `double` (`default: 1.25`). Other kinds of default
    /// (dates, measurements, arrays) are in no Xcode file and are refused.
    private func defaultValue(_ parameter: ParameterMetadata, of context: String, at source: SourceReference?) throws(Refusal) -> [JSONValue] {
        guard let value = parameter.defaultValue else { return [] }
        let key = JSONValue.string("LNValueTypeSpecificMetadataKeyDefaultValue")
        switch (parameter.valueType, value) {
        case (.enum, .member(let identifier)):
            return [key, .tagged("string", .string(identifier))]
        case (.primitive(.string), .string(let text)):
            return [key, .tagged("string", .string(text))]
        case (.primitive(.int), .integer(let number)):
            return [key, .tagged("int", .integer(number))]
        case (.primitive(.bool), .bool(let flag)):
            return [key, .tagged("int", .integer(flag ? 1 : 0))]
        case (.primitive(.double), .double(let number)) where number.isFinite:
            return [key, .tagged("double", .number(number))]
        case (.primitive(.double), .integer(let number)):
            return [key, .tagged("double", .integer(number))]
        default:
            throw Refusal(message: "\(context) has a default value whose encoding is known only for enum cases, strings, numbers and Booleans", source: source)
        }
    }

    /// Fact (Apple's Voice Memos and Freeform files, IntentBench's fixtures): a file parameter, or an array of files,
    /// lists the type identifiers of its `supportedContentTypes` under `LNValueTypeMetadataKeyFileSupportedTypes`, after
    /// the default value: `{"array": {"elements": [{"string": {"wrapper": "public.audio"}}]}}`. The identifiers are in
    /// the order of the source (hypothesis: Voice Memos lists `public.mpeg-4-audio` before `public.audio`). Fact (Xcode
    /// 27's files): a file without `supportedContentTypes` writes nothing there. A type the table does not name is
    /// refused.
    private func fileTypes(_ parameter: ParameterMetadata, of context: String, at source: SourceReference?) throws(Refusal) -> [JSONValue] {
        let isFile = parameter.valueType == .primitive(.file) || parameter.valueType == .array(.primitive(.file))
        let types = parameter.options?["supportedContentTypes"]
        guard isFile else {
            guard types == nil else {
                throw Refusal(message: "\(context) has 'supportedContentTypes' but is not a file, which Apple's files do not show", source: source)
            }
            return []
        }
        guard let types else { return [] }
        let members: [LiteralValue]
        if case .array(let elements) = types { members = elements } else { members = [types] }
        let identifiers = try members.map { member throws(Refusal) -> JSONValue in
            guard case .member(let name) = member, let identifier = ContentTypeIdentifiers.identifier(ofMember: name) else {
                throw Refusal(message: "\(context) supports a content type whose identifier is not in the writer's table of UTType constants", source: source)
            }
            return .tagged("string", .string(identifier))
        }
        return [.string("LNValueTypeMetadataKeyFileSupportedTypes"), .object(["array": .object(["elements": .array(identifiers)])])]
    }

    /// The input types Shortcuts may pass to a parameter: the table of ``AppleMetadataTables/acceptedInputTypes(of:)``
    /// (facts, the same for each type in every file), in one fixed order, since Xcode's own changes from build to build.
    /// A type the table does not have is refused.
    func resolvableInputTypes(_ valueType: ValueType, of context: String, at source: SourceReference?) throws(Refusal) -> [JSONValue] {
        guard let types = AppleMetadataTables.acceptedInputTypes(of: valueType) else {
            throw Refusal(message: "\(context) is of type '\(Self.spelling(of: valueType))', whose accepted input types are not known from Apple's files", source: source)
        }
        var inputs: [(order: String, value: JSONValue)] = []
        for type in types {
            let value = JSONValue.object(["kindValue": .integer(0), "valueType": try self.valueType(type, of: context, at: source)])
            let order = (try? CanonicalJSON.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            inputs.append((order, value))
        }
        return inputs.sorted { $0.order < $1.order }.map(\.value)
    }

    /// A value type. Facts: `primitive` codes 0 String, 1 Bool, 2 Int, 7 Double, 8 Date, 9 DateComponents, 11 URL;
    /// `entity {typeName}`, `linkEnumeration {identifier}`, `array {capabilities: 3, memberValueType}`, `intents` 12
    /// for a file; a codable system value (`Duration`) as Xcode 27 writes it. The other codes are the reader's
    /// hypotheses; a type without a code (unresolved, a measurement) is refused.
    func valueType(_ valueType: ValueType, of context: String, at source: SourceReference?) throws(Refusal) -> JSONValue {
        switch valueType {
        case .primitive(let primitive):
            if let codable = AppleMetadataTables.codableValues[primitive] { return Self.codable(codable) }
            if let code = AppleMetadataTables.primitiveTypes.first(where: { $0.value == primitive })?.key { return Self.primitive(code) }
            if let code = AppleMetadataTables.intentsTypes.first(where: { $0.value == primitive })?.key {
                return .tagged("intents", .object(["typeIdentifier": .integer(code)]))
            }
            throw Refusal(message: "\(context) is of type '\(primitive.rawValue)', which has no known code in Apple's format", source: source)
        case .entity(let identifier):
            return .tagged("entity", .object(["typeName": .string(identifier)]))
        case .enum(let identifier):
            return .tagged("linkEnumeration", .object(["identifier": .string(identifier)]))
        case .array(let element):
            return Self.array(of: try self.valueType(element, of: context, at: source))
        }
    }

    /// A value type as the bundle writes it: `file`, `Trip`, `[Trip]`.
    static func spelling(of valueType: ValueType) -> String {
        switch valueType {
        case .primitive(let primitive): primitive.rawValue
        case .entity(let name), .enum(let name): name
        case .array(let element): "[\(spelling(of: element))]"
        }
    }

    /// Fact (Xcode 27's files): `{"entity": {"wrapper": {"codable": {availabilityAnnotations, contentTypeIdentifier,
    /// mangledTypeName}, "typeName": …}}}`.
    static func codable(_ value: AppleMetadataTables.CodableValue) -> JSONValue {
        let availability = JSONValue.object(value.introducedVersions.mapValues { .object(["introducedVersion": .string($0)]) })
        return .tagged("entity", .object([
            "codable": .object([
                "availabilityAnnotations": availability,
                "contentTypeIdentifier": .string(value.contentTypeIdentifier),
                "mangledTypeName": .string(value.mangledTypeName),
            ]),
            "typeName": .string(value.typeName),
        ]))
    }

    static func primitive(_ code: Int) -> JSONValue { .tagged("primitive", .object(["typeIdentifier": .integer(code)])) }
    static func array(of element: JSONValue) -> JSONValue { .tagged("array", .object(["capabilities": .integer(3), "memberValueType": element])) }

    /// Fact: `actionSummary {summaryString {formatString, parameterIdentifiers}, otherParameterIdentifiers}`, the
    /// identifiers being the `${…}` tokens of the template. `When` and `Switch` summaries are seen only in one file
    /// with operator codes and value encodings unknown, so they are refused.
    func summary(_ summary: ParameterSummaryMetadata, of context: String, at source: SourceReference?) throws(Refusal) -> JSONValue {
        guard case .summary(let template) = summary else {
            throw Refusal(message: "the parameter summary of \(context) has a When or Switch clause, whose encoding in Apple's format is not known", source: source)
        }
        var fields: [String: JSONValue] = [
            "summaryString": .object([
                "formatString": .string(template.template.key),
                "parameterIdentifiers": .array(template.template.key.templateTokenNames.map(JSONValue.string)),
            ]),
            "otherParameterIdentifiers": .array(template.parameters.map(JSONValue.string)),
        ]
        // Fact from Apple's Freeform file (IntentBench's fixture): a template from a table names it beside the string.
        if let table = template.template.table { fields["table"] = .string(table) }
        return .tagged("actionSummary", .object(fields))
    }
}
