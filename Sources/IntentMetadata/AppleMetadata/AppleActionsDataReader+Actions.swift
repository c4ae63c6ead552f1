#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension AppleActionsDataReader {
    mutating func readAction(_ record: [String: Any], key: String) -> ActionMetadata {
        let path = "actions/\(key)"
        let identifier = record["identifier"] as? String ?? key
        let context = "action '\(identifier)'"
        let title = text(record["title"]) ?? {
            warn("\(context) has no title; its identifier is shown instead", at: path)
            return LocalizedText(key: identifier)
        }()
        var action = ActionMetadata(
            identifier: identifier,
            typeName: record["fullyQualifiedTypeName"] as? String ?? identifier,
            protocols: actionProtocols(record, context: context, at: path),
            title: title,
            // Fact: Apple writes `isDiscoverable` on every action; it is the effective value (a control
            // configuration intent is `false` even where `visibilityMetadata` says `true`).
            isDiscoverable: bool(record["isDiscoverable"]) ?? true,
            source: source(path)
        )
        if let metadata = record["descriptionMetadata"] as? [String: Any], let description = text(metadata["descriptionText"]) {
            let keywords = (metadata["searchKeywords"] as? [Any] ?? []).compactMap { text($0) }
            let category = (metadata["categoryName"] as? [String: Any]).flatMap { text($0["title"]) ?? text($0) }
            action.description = IntentDescriptionMetadata(text: description, categoryName: category, searchKeywords: keywords.isEmpty ? nil : keywords)
        }
        // Fact: `openAppWhenRun` is always written, and is the effective value (`true` for every OpenIntent).
        // `supportedModes` is 2 exactly when the app opens and 1 otherwise in every file beside its Swift, so then
        // `openAppWhenRun` says it all; any other number (Voice Memos has 4) is kept as `modes #N`, as no stated mode
        // is known to give it.
        action.openAppWhenRun = bool(record["openAppWhenRun"])
        if let modes = integer(record["supportedModes"]) {
            let explained = modes == (action.openAppWhenRun == true ? AppleMetadataTables.Modes.foreground : AppleMetadataTables.Modes.background)
            if !explained {
                action.supportedModes = ["modes #\(modes)"]
                warn("\(context) has supportedModes \(modes), which its 'openAppWhenRun' does not explain (2 when the app opens, else 1); it is shown as 'modes #\(modes)'", at: path)
            }
        }
        action.authenticationPolicy = authenticationPolicy(record, context: context, at: path)
        action.parameters = (record["parameters"] as? [Any] ?? []).enumerated().compactMap { index, element in
            guard let parameter = element as? [String: Any] else {
                warn("\(context) has \(JSONValueKind.phrase(for: element)) as parameter \(index); it is skipped", at: path)
                return nil
            }
            return readParameter(parameter, index: index, action: identifier, at: path)
        }
        action.parameters = uniqueByName(action.parameters, name: \.name, what: "parameter", of: context, at: path)
        action.parameterSummary = summary(record["actionConfiguration"], context: context, at: path)
        action.result = result(record, context: context, at: path)
        action.availability = availability(record["availabilityAnnotations"], context: context, at: path)
        return action
    }

    /// The first of several members of one name: shortcuts store values by parameter name and cases by
    /// identifier, so one name means one member (found by fuzzing: a repeated name made `diff` against itself
    /// report changes).
    mutating func uniqueByName<Item>(_ items: [Item], name: KeyPath<Item, String>, what: String, of context: String, at path: String) -> [Item] {
        var seen: Set<String> = []
        return items.filter { item in
            guard seen.insert(item[keyPath: name]).inserted else {
                warn("\(context) has a second \(what) named '\(item[keyPath: name])'; the first is kept", at: path)
                return false
            }
            return true
        }
    }

    private mutating func actionProtocols(_ record: [String: Any], context: String, at path: String) -> [String] {
        var protocols: Set<String> = ["AppIntent"]
        for name in protocolNames(record["systemProtocols"]) {
            if let swiftName = AppleMetadataTables.actionSystemProtocols[name] {
                protocols.insert(swiftName)
            } else {
                warn("\(context) has the unknown system protocol '\(name)'; it is not shown", at: path)
            }
        }
        return protocols.sorted()
    }

    /// Fact: `isAuthPolExplicit` is `false` in every reference action, with policy 0. The policy is mapped only
    /// when explicit, since source bundles record it only when stated.
    private mutating func authenticationPolicy(_ record: [String: Any], context: String, at path: String) -> String? {
        guard bool(record["isAuthPolExplicit"]) == true, let code = integer(record["authenticationPolicy"]) else { return nil }
        if let name = AppleMetadataTables.authenticationPolicies[code] { return name }
        warn("\(context) has the unknown authentication policy code \(code); it is shown as 'policy #\(code)'", at: path)
        return "policy #\(code)"
    }

    private mutating func result(_ record: [String: Any], context: String, at path: String) -> ResultMetadata {
        var result = ResultMetadata()
        if let outputType = record["outputType"] {
            result.valueType = valueType(outputType, context: "the result of \(context)", at: path)
        }
        let flags = integer(record["outputFlags"]) ?? 0
        typealias Flag = AppleMetadataTables.OutputFlag
        result.opensIntent = flags & Flag.opensIntent != 0
        result.showsSnippetView = flags & Flag.showsSnippetView != 0
        result.providesDialog = flags & Flag.providesDialog != 0
        if flags & ~Flag.known != 0 {
            warn("\(context) has output flags \(flags), with bits whose meaning is not known; they are not shown", at: path)
        }
        return result
    }

    private mutating func readParameter(_ record: [String: Any], index: Int, action: String, at path: String) -> ParameterMetadata {
        let name = record["name"] as? String ?? "parameter\(index)"
        let context = "parameter '\(name)' of action '\(action)'"
        if record["name"] == nil { warn("parameter \(index) of action '\(action)' has no name; it is shown as '\(name)'", at: path) }
        let valueType = valueType(record["valueType"], context: context, at: path)
        var parameter = ParameterMetadata(
            name: name,
            title: text(record["title"]) ?? LocalizedText(key: name),
            description: text(record["parameterDescription"]),
            valueType: valueType,
            isOptional: bool(record["isOptional"]) ?? false
        )
        for (key, value) in typeSpecificPairs(record["typeSpecificMetadata"]) where key == "LNValueTypeSpecificMetadataKeyDefaultValue" {
            parameter.defaultValue = defaultValue(value, of: valueType, context: context, at: path)
        }
        // Fact: `resolvableInputTypes` is `[{kindValue, valueType}]` in every file (kindValue 0 throughout, not read).
        if let inputs = record["resolvableInputTypes"] as? [Any] {
            // Sorted: Xcode's order varies between builds (fact: four orders of String's three in Xcode 27's files).
            parameter.acceptedInputTypes = inputs.compactMap { ($0 as? [String: Any])?["valueType"] }.map {
                self.valueType($0, context: "an input type of \(context)", at: path)
            }.sorted { $0.shortText < $1.shortText }
        }
        // Fact: `dynamicOptionsSupport` 2 is an entity whose query also searches by text (Xcode 27's files: the
        // entity of an `EntityStringQuery`; Weather's location parameter); 1 an entity of a query by identifier
        // (widgetsmith).
        if case .entity = valueType, let support = integer(record["dynamicOptionsSupport"]) {
            parameter.acceptsFreeText = support == 2
        }
        return parameter
    }

    /// A default value: `{"string": {"wrapper": "top"}}`. Facts: an enum parameter's default is the case's
    /// identifier as a string; Int and Bool defaults are an `int` (a Bool 0 or 1); a Double's is a `double`
    /// (Xcode 27's files: `{"double": {"wrapper": 1.25}}`, `{"int": {"wrapper": 0}}` for `default: false`).
    private mutating func defaultValue(_ value: Any, of valueType: ValueType, context: String, at path: String) -> LiteralValue? {
        guard let (kind, payload) = tagged(value) else { return nil }
        switch (kind, payload) {
        case ("string", let string as String):
            if case .enum = valueType { return .member(string) }
            return .string(string)
        case ("bool", _):
            if let flag = bool(payload) { return .bool(flag) }
        case ("int", _), ("integer", _):
            if let number = integer(payload) {
                if valueType == .primitive(.bool) { return .bool(number != 0) }
                return .integer(number)
            }
        case ("double", let number as JSONNumber), ("number", let number as JSONNumber):
            return .double(number.value)
        default:
            break
        }
        warn("\(context) has a default value of the unknown kind '\(kind)'; it is not shown", at: path)
        return nil
    }

    /// `actionConfiguration`: fact for `actionSummary.wrapper.summaryString {formatString,
    /// parameterIdentifiers}` with `otherParameterIdentifiers`; `whenClause` and `switchStatement` are read as
    /// seen in Weather.app's file (hypothesis: one sample), and an operator code is not mapped.
    private mutating func summary(_ value: Any?, context: String, at path: String) -> ParameterSummaryMetadata? {
        guard let configuration = value as? [String: Any], let (kind, payload) = tagged(configuration) else {
            if value != nil { warn("\(context) has a parameter summary of an unknown shape; it is not shown", at: path) }
            return nil
        }
        let fields = payload as? [String: Any] ?? [:]
        switch kind {
        case "actionSummary":
            guard let summaryString = fields["summaryString"] as? [String: Any], let format = summaryString["formatString"] as? String else { break }
            let others = (fields["otherParameterIdentifiers"] as? [Any] ?? []).compactMap { $0 as? String }
            return .summary(SummaryTemplate(template: LocalizedText(key: format), parameters: others))
        case "whenClause":
            let condition = fields["condition"] as? [String: Any] ?? [:]
            guard let parameter = condition["parameterIdentifier"] as? String, let then = summary(fields["when"], context: context, at: path) else { break }
            if let code = integer(condition["comparisonOperator"]) {
                warn("\(context) has a 'When' summary with the comparison operator code \(code), whose meaning is not known; the comparison is not shown", at: path)
            }
            return .when(WhenSummary(parameter: parameter, then: then, otherwise: summary(fields["otherwise"], context: context, at: path)))
        case "switchStatement":
            guard let parameter = fields["parameterIdentifier"] as? String else { break }
            var cases: [SwitchSummary.Case] = []
            var defaultCase: ParameterSummaryMetadata?
            for element in fields["cases"] as? [Any] ?? [] {
                guard let entry = element as? [String: Any], let configuration = summary(entry["configuration"], context: context, at: path) else { continue }
                if bool(entry["isDefaultCase"]) == true {
                    defaultCase = configuration
                } else if let value = tagged(entry["value"]).flatMap({ literal($0.payload) }) {
                    cases.append(SwitchSummary.Case(value: value, summary: configuration))
                }
            }
            return .switch(SwitchSummary(parameter: parameter, cases: cases, defaultCase: defaultCase))
        default:
            break
        }
        warn("\(context) has a parameter summary of the unknown kind '\(kind)'; it is not shown", at: path)
        return nil
    }

    private func literal(_ value: Any?) -> LiteralValue? {
        switch value {
        case let string as String: return .string(string)
        case let flag as Bool: return .bool(flag)
        case let number as JSONNumber: return integer(number).map(LiteralValue.integer) ?? .double(number.value)
        default: return nil
        }
    }
}
