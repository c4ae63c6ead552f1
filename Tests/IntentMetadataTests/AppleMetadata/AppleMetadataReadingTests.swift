import Foundation
import IntentMetadata
import Testing

/// Apple's `extract.actionsdata`, read through the same loader as bundles: the facts of the three real files.
@Suite struct AppleMetadataReadingTests {
    private func load(_ name: String) throws -> LoadedMetadata {
        try IntentMetadataBundle.loadMetadata(from: AppleMetadataFiles.data(name), filePath: "extract.actionsdata")
    }

    @Test func replicaHasTwoActionsThatOpenTheApp() throws {
        let loaded = try load("replica")
        let bundle = loaded.bundle
        #expect(loaded.format == .appleActionsData)
        #expect(loaded.warnings.isEmpty)
        #expect(bundle.module == "Replica")
        #expect(bundle.generator == GeneratorInfo(name: "xcode-tools", version: "17E192"))
        #expect(bundle.actions.map(\.identifier) == ["LaunchAppIntent", "LaunchAppIntentNew"])
        #expect(bundle.actions.map(\.openAppWhenRun) == [true, true])
        #expect(bundle.actions.map(\.isDiscoverable) == [true, false])
        #expect(bundle.actions[0].protocols == ["AppIntent", "OpenIntent"])
        #expect(bundle.actions[0].parameters.map(\.valueType) == [.enum("LaunchAppEnum")])
        #expect(bundle.actions[1].protocols == ["AppIntent", "ControlConfigurationIntent"])
        #expect(bundle.actions[1].description?.text.key == "Screen Mirroring")
        #expect(bundle.actions[1].availability == [AvailabilityMetadata(platform: "iOS", introduced: "18.4")])
        #expect(bundle.enums.map(\.identifier) == ["LaunchAppEnum"])
        #expect(bundle.enums[0].cases.map(\.identifier) == ["mirror"])
        #expect(bundle.enums[0].cases[0].title?.key == "Mirror")
        #expect(bundle.shortcuts == nil)
    }

    @Test func replicaDescribesAsTheAppBehaves() throws {
        let text = try load("replica").bundle.describe(format: .text)
        #expect(text.contains("Open Replica App (LaunchAppIntent)\n  Parameters:\n    Target (target): one of: Mirror (required)\n  Opens the app: yes"))
        #expect(text.contains("Replica (LaunchAppIntentNew)\n  Screen Mirroring\n  Hidden"))
    }

    @Test func counterSubsetLoadsWithoutMostTopLevelKeys() throws {
        let loaded = try load("counter-subset")
        let bundle = loaded.bundle
        #expect(loaded.warnings.isEmpty)
        #expect(bundle.module == "JibunKit_App")
        #expect(bundle.generator.version == "unknown")
        let action = try #require(bundle.actions.first)
        #expect(action.title.key == "カウンターに追加")
        #expect(action.parameterSummary == .summary(SummaryTemplate(template: LocalizedText(key: "カウンターに ${amount} を追加"))))
        #expect(action.result.valueType == .primitive(.int))
        #expect(action.openAppWhenRun == false)
        let shortcuts = try #require(bundle.shortcuts)
        #expect(shortcuts.provider == "12JibunKit_App0aB9ShortcutsV")
        #expect(shortcuts.items.map(\.phrases) == [["${applicationName}のカウンターに追加"]])
        #expect(shortcuts.items[0].systemImageName == "plus.circle")
        let text = bundle.describe(format: .text)
        #expect(text.contains("Returns: a whole number"))
        #expect(text.contains("\"<app name>のカウンターに追加\""))
        #expect(text.contains("Summary: カウンターに 追加する数 を追加"))
    }

    /// Facts of Xcode 27's files, in our own file for Harbor: a codable `Duration` is the value type it is, not an
    /// entity; a query's capability bits read as words; a dialog is output flag 4; Double defaults and input types.
    @Test func xcode27ValuesReadAsTheTypesTheyAre() throws {
        let loaded = try IntentMetadataBundle.loadMetadata(from: Data(contentsOf: AppleMetadataFiles.harbor), filePath: "extract.actionsdata")
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        let bundle = loaded.bundle
        #expect(bundle.entities.map(\.identifier) == ["Boat"])
        let voyage = try #require(bundle.action(withIdentifier: "PlanVoyage"))
        #expect(voyage.result.valueType == .primitive(.duration))
        let parameters = Dictionary(uniqueKeysWithValues: voyage.parameters.map { ($0.name, $0) })
        #expect(parameters["length"]?.valueType == .primitive(.duration))
        #expect(parameters["length"]?.acceptedInputTypes == [])
        #expect(parameters["window"]?.valueType == .primitive(.dateComponents))
        #expect(parameters["knots"]?.defaultValue == .double(6.5))
        #expect(Set(parameters["knots"]?.acceptedInputTypes ?? []) == [.primitive(.int), .primitive(.double), .primitive(.string)])
        #expect(parameters["reefsSails"]?.defaultValue == .bool(false))
        #expect(parameters["manifest"]?.valueType == .primitive(.file))
        #expect(bundle.queries.first?.capabilities == ["capabilities #64", "identifiers", "string"])
        let dock = try #require(bundle.action(withIdentifier: "DockBoat"))
        #expect(dock.result.providesDialog)
        #expect(dock.parameters.first?.acceptsFreeText == true)
        #expect(dock.supportedModes == nil)
        #expect(bundle.describe(format: .text).contains("Length (length): a duration (required)"))
    }

    /// A codable value whose type is not in the table, and modes that `openAppWhenRun` does not explain, are kept in
    /// a form that names them, with a warning.
    @Test func unknownCodableValuesAndUnexplainedModesAreNamed() throws {
        let text = try String(decoding: Data(contentsOf: AppleMetadataFiles.harbor), as: UTF8.self)
            .replacingOccurrences(of: #""typeName": "Swift.Duration""#, with: #""typeName": "Swift.Tempo""#)
        var root = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var actions = try #require(root["actions"] as? [String: [String: Any]])
        actions["DockBoat"]?["supportedModes"] = 4
        root["actions"] = actions
        let data = try JSONSerialization.data(withJSONObject: root)
        let loaded = try IntentMetadataBundle.loadMetadata(from: data, filePath: "extract.actionsdata")
        #expect(loaded.bundle.action(withIdentifier: "PlanVoyage")?.result.valueType == .primitive(PrimitiveType(rawValue: "codable Swift.Tempo")))
        #expect(loaded.bundle.action(withIdentifier: "DockBoat")?.supportedModes == ["modes #4"])
        #expect(loaded.warnings.map(\.message).sorted() == [
            "action 'DockBoat' has supportedModes 4, which its 'openAppWhenRun' does not explain (2 when the app opens, else 1); it is shown as 'modes #4'",
            "parameter 'length' of action 'PlanVoyage' is the codable system value 'Swift.Tempo', which is not known; it is shown as 'codable Swift.Tempo'",
            "the result of action 'PlanVoyage' is the codable system value 'Swift.Tempo', which is not known; it is shown as 'codable Swift.Tempo'",
        ])
    }

    @Test func widgetsmithHasItsActionsEntitiesEnumAndQueries() throws {
        let loaded = try load("widgetsmith")
        let bundle = loaded.bundle
        #expect(loaded.warnings.isEmpty)
        #expect(bundle.module == "WidgetSmith")
        #expect(bundle.actions.count == 14)
        #expect(bundle.entities.map(\.identifier) == ["ControlWidgetEntity", "IntEntity", "WidgetsmithActionEntity"])
        #expect(bundle.entities.map(\.defaultQuery) == ["WidgetEntityQuery", "IDEntityQuery", "WidgetsmithActionEntityQuery"])
        #expect(bundle.entities[2].protocols == ["AppEntity", "URLRepresentableEntity"])
        #expect(bundle.enums.map(\.identifier) == ["LaunchAppEnum"])
        #expect(bundle.enums[0].cases.map(\.identifier) == ["timer", "history"])
        #expect(bundle.queries.map(\.identifier) == ["IDEntityQuery", "WidgetEntityQuery", "WidgetsmithActionEntityQuery"])
        #expect(bundle.queries.map(\.entity) == ["IntEntity", "ControlWidgetEntity", "WidgetsmithActionEntity"])
        #expect(bundle.queries.map(\.capabilities) == [["identifiers"], ["identifiers"], ["identifiers"]])
        let configuration = try #require(bundle.action(withIdentifier: "ControlCenterWidgetConfiguration"))
        #expect(!configuration.isDiscoverable)
        #expect(configuration.parameters.map(\.name) == ["widget"])
        #expect(configuration.parameters[0].isOptional)
        #expect(configuration.parameters[0].valueType == .entity("ControlWidgetEntity"))
        let play = try #require(bundle.action(withIdentifier: "PlayMusicCollection"))
        #expect(play.parameters.map(\.valueType) == [.primitive(.string), .primitive(.int), .primitive(.bool)])
        #expect(play.protocols == ["AppIntent", "AudioStartingIntent"])
    }

    /// What Apple's file says that source does not: the input types a parameter accepts (in a stable order, whatever
    /// Xcode's), and whether an entity parameter takes text; `--format tools` says both.
    @Test func acceptedInputTypesAndFreeTextAreReadAndDescribed() throws {
        let bundle = try load("widgetsmith").bundle
        let play = try #require(bundle.actions.first { $0.identifier == "PlayMusicCollection" })
        let types = Dictionary(uniqueKeysWithValues: play.parameters.map { ($0.name, $0.acceptedInputTypes ?? []) })
        #expect(types["songIndex"] == [.primitive(.double), .primitive(.int), .primitive(.string)])
        #expect(types["useInAppPlayer"] == [.primitive(.bool)])
        let widget = try #require(bundle.actions.first { $0.identifier == "ControlCenterWidgetConfiguration" }?.parameters.first)
        #expect(widget.acceptsFreeText == false)
        #expect(widget.acceptedInputTypes == [])
        let counter = try load("counter-subset").bundle
        #expect(counter.actions.first?.parameters.first?.acceptedInputTypes == [.primitive(.double), .primitive(.int), .primitive(.string)])
        let tools = bundle.describe(format: .tools, actionIdentifier: "PlayMusicCollection")
        #expect(tools.contains("songIndex. Accepts the output of an action returning a number, a whole number, text"))
    }

    @Test func sourcesPointAtTheKeysInACompactFile() throws {
        let data = try AppleMetadataFiles.data("widgetsmith")
        let bundle = try load("widgetsmith").bundle
        let text = String(decoding: data, as: UTF8.self)
        for action in bundle.actions {
            let range = try #require(text.range(of: "\"\(action.identifier)\":{\"assistantDefinedSchemaTraits\""))
            let offset = text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
            #expect(action.source == SourceReference(file: "extract.actionsdata", line: 1, column: offset + 1))
        }
        // An element of a top-level array points at the element itself.
        let enums = try #require(text.range(of: "\"enums\":["))
        #expect(bundle.enums[0].source.column == text.utf8.distance(from: text.utf8.startIndex, to: enums.upperBound) + 1)
    }

    @Test func sourcesPointAtTheKeysInAPrettyPrintedFile() throws {
        let bundle = try load("counter-subset").bundle
        let lines = String(decoding: try AppleMetadataFiles.data("counter-subset"), as: UTF8.self).components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.hasPrefix("    \"AddCounterValueIntent\": {") })
        #expect(bundle.actions[0].source == SourceReference(file: "extract.actionsdata", line: line + 1, column: 5))
        let shortcutsLine = try #require(lines.firstIndex { $0.hasPrefix("  \"autoShortcuts\":") })
        #expect(bundle.shortcuts?.source == SourceReference(file: "extract.actionsdata", line: shortcutsLine + 1, column: 3))
    }

    @Test(arguments: ["replica", "counter-subset", "widgetsmith"])
    func layoutAndKeyOrderDoNotChangeWhatIsRead(_ name: String) throws {
        let object = try AppleMetadataFiles.object(name)
        let original = try load(name).bundle.withoutSources
        // Pretty-printed with sorted keys, and compact with `/` escaped as Foundation writes it.
        for options: JSONSerialization.WritingOptions in [[.prettyPrinted, .sortedKeys], []] {
            let data = try JSONSerialization.data(withJSONObject: object, options: options)
            #expect(try IntentMetadataBundle(data: data).withoutSources == original)
        }
        // Apple's key order is not deterministic, and `resolvableInputTypes` come in hash order.
        let reordered = try #require(String(data: JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted]), encoding: .utf8))
        #expect(try IntentMetadataBundle(data: Data(reordered.utf8)).withoutSources == original)
    }

    @Test func theSameFileLoadsThroughTheBundleLoader() throws {
        let bundle = try IntentMetadataBundle(contentsOf: AppleMetadataFiles.url("replica"))
        #expect(bundle.actions.count == 2)
        #expect(bundle.actions[0].source.file.hasSuffix("replica.extract.actionsdata.json"))
    }

    @Test func jsonThatIsNeitherFormatIsOneErrorNamingBoth() {
        #expect {
            try IntentMetadataBundle.loadMetadata(from: Data(#"{"module": "Books", "version": 1}"#.utf8), filePath: "x.json")
        } throws: { error in
            guard let error = error as? IntentMetadataError else { return false }
            return error.code == .wrongType && error.jsonPath == "formatVersion"
                && error.message.contains("neither an intent-metadata bundle") && error.message.contains("Apple's App Intents metadata")
        }
    }

    @Test func anUnknownTypeCodeIsKeptAndWarned() throws {
        let loaded = try loadEdited("replica") { object in
            try Self.editParameters(of: "LaunchAppIntent", in: &object) { parameters in
                parameters[0]["valueType"] = ["primitive": ["wrapper": ["typeIdentifier": 9999]]]
            }
        }
        #expect(loaded.bundle.actions[0].parameters[0].valueType == .primitive(PrimitiveType(rawValue: "type #9999")))
        #expect(loaded.warnings.map(\.message) == ["parameter 'target' of action 'LaunchAppIntent' has the unknown primitive type code 9999; it is shown as 'type #9999'"])
        #expect(loaded.warnings[0].source == loaded.bundle.actions[0].source)
        #expect(loaded.bundle.describe(format: .text).contains("Target (target): a value of type 'type #9999' (required)"))
    }

    @Test(arguments: [
        (#"{"measurement": {"wrapper": {"unitType": 3}}}"#, "measurement:unit #3"),
        (#"{"intents": {"wrapper": {"typeIdentifier": 12}}}"#, "file"),
        (#"{"intents": {"wrapper": {"typeIdentifier": 77}}}"#, "intents type #77"),
        (#"{"searchCriteria": {"wrapper": {}}}"#, "kind searchCriteria"),
        (#"{"primitive": "oops"}"#, "type unknown"),
        ("{}", "type unknown"),
    ])
    func otherValueKindsAreKept(_ valueTypeJSON: String, _ expected: String) throws {
        let valueType = try JSONSerialization.jsonObject(with: Data(valueTypeJSON.utf8))
        let loaded = try loadEdited("replica") { object in
            try Self.editParameters(of: "LaunchAppIntent", in: &object) { parameters in
                parameters[0]["valueType"] = valueType
            }
        }
        #expect(loaded.bundle.actions[0].parameters[0].valueType == .primitive(PrimitiveType(rawValue: expected)))
        #expect(loaded.warnings.count == (expected == "file" ? 0 : 1))
    }

    @Test func aMissingValueTypeIsWarned() throws {
        let loaded = try loadEdited("replica") { object in
            try Self.editParameters(of: "LaunchAppIntent", in: &object) { parameters in
                parameters[0]["valueType"] = nil
            }
        }
        #expect(loaded.warnings.map(\.message) == ["parameter 'target' of action 'LaunchAppIntent' has no value type; it is shown as 'type unknown'"])
    }

    @Test func unknownKeysAreIgnored() throws {
        let loaded = try loadEdited("replica") { object in
            object["entitySyncMetadata"] = ["anything": [1, 2, 3]]
            var actions = object["actions"] as? [String: Any] ?? [:]
            var action = actions["LaunchAppIntent"] as? [String: Any] ?? [:]
            action["futureField"] = ["nested": true]
            actions["LaunchAppIntent"] = action
            object["actions"] = actions
        }
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.bundle.withoutSources == (try load("replica").bundle.withoutSources))
    }

    @Test func anEmptyActionsObjectIsAnEmptyApp() throws {
        let loaded = try IntentMetadataBundle.loadMetadata(from: Data(#"{"actions": {}}"#.utf8))
        #expect(loaded.format == .appleActionsData)
        #expect(loaded.bundle.actions.isEmpty)
        #expect(loaded.bundle.module == "App")
    }

    @Test func wrongTypesAreSkippedWithWarnings() throws {
        let text = #"{"actions": {"A": 3, "B": {"identifier": "B", "parameters": [7]}}, "enums": {"x": 1}, "autoShortcuts": [{}]}"#
        let loaded = try IntentMetadataBundle.loadMetadata(from: Data(text.utf8))
        #expect(loaded.bundle.actions.map(\.identifier) == ["B"])
        #expect(loaded.warnings.count == 5)
    }

    // MARK: - Helpers

    private func loadEdited(_ name: String, _ edit: (inout [String: Any]) throws -> Void) throws -> LoadedMetadata {
        var object = try AppleMetadataFiles.object(name)
        try edit(&object)
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return try IntentMetadataBundle.loadMetadata(from: data, filePath: "extract.actionsdata")
    }

    static func editParameters(of action: String, in object: inout [String: Any], _ edit: (inout [[String: Any]]) -> Void) throws {
        var actions = try #require(object["actions"] as? [String: Any])
        var record = try #require(actions[action] as? [String: Any])
        var parameters = try #require(record["parameters"] as? [[String: Any]])
        edit(&parameters)
        record["parameters"] = parameters
        actions[action] = record
        object["actions"] = actions
    }
}

extension IntentMetadataBundle {
    /// The bundle with every source reference at the start of one file, to compare what was read, not where.
    var withoutSources: IntentMetadataBundle {
        let origin = SourceReference(file: "", line: 1, column: 1)
        var copy = self
        copy.actions = actions.map { var action = $0; action.source = origin; return action }
        copy.entities = entities.map { var entity = $0; entity.source = origin; return entity }
        copy.enums = enums.map { var enumType = $0; enumType.source = origin; return enumType }
        copy.queries = queries.map { var query = $0; query.source = origin; return query }
        copy.shortcuts = shortcuts.map { var shortcuts = $0; shortcuts.source = origin; return shortcuts }
        return copy
    }
}
