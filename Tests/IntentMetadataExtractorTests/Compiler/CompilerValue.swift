import IntentMetadata

/// One value from the compiler's const-values output: a `valueKind` and its `value`, interpreted.
///
/// The compiler records literals and initializer calls structurally and everything else by its shape
/// (`FunctionCall`, `MemberReference`, ...) or as `Runtime`; see `TestInputs/Broken/README.md`.
indirect enum CompilerValue: Sendable, Hashable {
    case rawLiteral(String)
    case nilLiteral
    case array([CompilerValue])
    case tuple([CompilerValue])
    case dictionary([DictionaryEntry])
    case initCall(type: String, arguments: [Argument])
    case interpolatedString(segments: [CompilerValue])
    case enumCase(name: String, arguments: [Argument])
    case keyPath(path: String)
    /// A result-builder body, flattened: every element of every member (`buildExpression`, both branches of
    /// `buildEither`, `buildOptional`, `buildLimitedAvailability`, `buildArray`), in the order written.
    case builder(type: String, elements: [CompilerValue])
    case memberReference(baseType: String, member: String)
    case functionCall(name: String)
    case staticFunctionCall(type: String, member: String)
    case runtime
    /// A kind this reader does not interpret (`Type`, ...), or an empty builder slot (`{}`).
    case other(kind: String)

    /// A labelled argument of an initializer, enum case or property-wrapper attribute; unlabelled ones have `""`.
    struct Argument: Sendable, Hashable {
        var label: String
        var value: CompilerValue

        init(json: ConstValuesJSON) {
            label = json["label"]?.stringValue ?? ""
            value = CompilerValue(json: json)
        }
    }

    struct DictionaryEntry: Sendable, Hashable {
        var key: CompilerValue
        var value: CompilerValue
    }

    /// Reads a node that has `valueKind` and, for most kinds, `value`.
    init(json: ConstValuesJSON) {
        let value = json["value"]
        switch json["valueKind"]?.stringValue {
        case "RawLiteral":
            self = .rawLiteral(value?.stringValue ?? "")
        case "NilLiteral":
            self = .nilLiteral
        case "Array":
            self = .array((value?.arrayValue ?? []).map(CompilerValue.init(json:)))
        case "Tuple":
            self = .tuple((value?.arrayValue ?? []).map(CompilerValue.init(json:)))
        case "Dictionary":
            self = .dictionary((value?.arrayValue ?? []).map { entry in
                DictionaryEntry(
                    key: entry["key"].map(CompilerValue.init(json:)) ?? .other(kind: "missing"),
                    value: entry["value"].map(CompilerValue.init(json:)) ?? .other(kind: "missing")
                )
            })
        case "InitCall":
            self = .initCall(type: value?["type"]?.stringValue ?? "", arguments: Self.arguments(of: value))
        case "InterpolatedStringLiteral":
            self = .interpolatedString(segments: (value?["segments"]?.arrayValue ?? []).map(CompilerValue.init(json:)))
        case "Enum":
            self = .enumCase(name: value?["name"]?.stringValue ?? "", arguments: Self.arguments(of: value))
        case "KeyPath":
            self = .keyPath(path: value?["path"]?.stringValue ?? "")
        case "Builder":
            var elements: [CompilerValue] = []
            Self.collectBuilderElements(value?["members"] ?? .null, into: &elements)
            self = .builder(type: value?["type"]?.stringValue ?? "", elements: elements)
        case "MemberReference":
            self = .memberReference(baseType: value?["baseType"]?.stringValue ?? "", member: value?["memberLabel"]?.stringValue ?? "")
        case "FunctionCall":
            self = .functionCall(name: value?["name"]?.stringValue ?? "")
        case "StaticFunctionCall":
            self = .staticFunctionCall(type: value?["type"]?.stringValue ?? "", member: value?["memberLabel"]?.stringValue ?? "")
        case "Runtime":
            self = .runtime
        case let kind?:
            self = .other(kind: kind)
        case nil:
            self = .other(kind: "none")
        }
    }

    private static func arguments(of value: ConstValuesJSON?) -> [Argument] {
        (value?["arguments"]?.arrayValue ?? []).map(Argument.init(json:))
    }

    // Builder members nest their elements under `element`, `ifElements`, `elseElements` and so on; any object
    // with a `valueKind` is an element, and the empty placeholders (`{"element": {}}`) hold none.
    private static func collectBuilderElements(_ json: ConstValuesJSON, into elements: inout [CompilerValue]) {
        switch json {
        case .array(let items):
            for item in items { collectBuilderElements(item, into: &elements) }
        case .object(let members):
            if members["valueKind"] != nil {
                elements.append(CompilerValue(json: json))
                return
            }
            for key in members.keys.sorted(by: Self.builderKeyOrder) {
                collectBuilderElements(members[key] ?? .null, into: &elements)
            }
        default:
            break
        }
    }

    private static func builderKeyOrder(_ lhs: String, _ rhs: String) -> Bool {
        let written = ["element", "ifElements", "elseElements"]
        return (written.firstIndex(of: lhs) ?? written.count, lhs) < (written.firstIndex(of: rhs) ?? written.count, rhs)
    }

    // MARK: Reading

    /// The argument with this label, for an initializer call or enum case.
    func argument(_ label: String) -> CompilerValue? {
        switch self {
        case .initCall(_, let arguments), .enumCase(_, let arguments):
            arguments.first { $0.label == label }?.value
        default:
            nil
        }
    }

    /// The type of an initializer call, without generic arguments (`AppIntents.IntentParameter`).
    var initializedTypeName: String? {
        guard case .initCall(let type, _) = self else { return nil }
        return String(type.prefix { $0 != "<" })
    }

    /// The initializer calls of type `typeName` anywhere inside this value (a builder, an array, ...).
    func initCalls(of typeName: String) -> [CompilerValue] {
        switch self {
        case .initCall(let type, let arguments):
            let nested = arguments.flatMap { $0.value.initCalls(of: typeName) }
            return type == typeName ? [self] + nested : nested
        case .builder(_, let elements), .array(let elements), .tuple(let elements):
            return elements.flatMap { $0.initCalls(of: typeName) }
        default:
            return []
        }
    }

    /// A `LocalizedStringResource` written as a literal, or as `LocalizedStringResource("key", defaultValue:, table:)`
    /// (also through `.init`): the first unlabelled argument is the key. `nil` for any other value.
    var localizedText: LocalizedText? {
        switch self {
        case .rawLiteral(let key):
            return LocalizedText(key: key)
        case .initCall(let type, _) where type.hasSuffix("LocalizedStringResource"):
            guard case .rawLiteral(let key)? = argument("") else { return nil }
            let defaultValue: String?
            switch argument("defaultValue") {
            case .rawLiteral(let text)?: defaultValue = text
            case .nilLiteral?, nil: defaultValue = nil
            default: return nil
            }
            let table: String?
            switch argument("table") {
            case .rawLiteral(let text)?: table = text
            case .nilLiteral?, nil: table = nil
            default: return nil
            }
            return LocalizedText(key: key, defaultValue: defaultValue, table: table)
        case .interpolatedString(let segments):
            // `"\(placeholder: .int) books"` (`numericFormat`): the key is the format string. The compiler drops the
            // `placeholder:` label and keeps `.int`; the specifiers are Apple's for `String.LocalizationValue`.
            var key = ""
            for segment in segments {
                switch segment {
                case .rawLiteral(let text): key += text
                case .enumCase("int", []): key += "%lld"
                case .enumCase("double", []): key += "%lf"
                case .enumCase("float", []): key += "%f"
                default: return nil
                }
            }
            return LocalizedText(key: key)
        default:
            return nil
        }
    }

    /// An App Shortcut phrase as a template: literal text, `${applicationName}` for `\(.applicationName)` and
    /// `${name}` for `\(\.$name)`. Parts it cannot read appear as `<...>` so a comparison shows them.
    var phraseTemplate: String {
        switch self {
        case .rawLiteral(let text):
            return text
        case .interpolatedString(let segments):
            return segments.map { segment in
                switch segment {
                case .rawLiteral(let text): text
                case .enumCase("applicationName", _): "${applicationName}"
                case .keyPath(let path): "${\(path.split(separator: ".").last.map { String($0.drop { $0 == "$" }) } ?? path)}"
                default: "<\(segment.summary)>"
                }
            }.joined()
        default:
            return "<\(summary)>"
        }
    }

    /// The first part of this value that is not a compile-time constant by Apple's rule (only literals and
    /// initializer calls are accepted), or `nil` when the value is constant. Only the text-bearing arguments of an
    /// initializer call are looked at, because the compiler records some defaulted arguments (`synonyms`) as `Runtime`.
    var nonConstantPart: CompilerValue? {
        switch self {
        case .runtime, .functionCall, .staticFunctionCall, .memberReference:
            return self
        case .interpolatedString(let segments):
            return segments.lazy.compactMap(\.nonConstantPart).first
        case .initCall(let type, let arguments):
            // `Dictionary(uniqueKeysWithValues: ...)` is a call, not the dictionary literal Apple requires.
            if type.hasPrefix("Swift.Dictionary") || type.hasPrefix("Swift.Array") { return self }
            return arguments.lazy.filter { Self.textArgumentLabels.contains($0.label) }.compactMap(\.value.nonConstantPart).first
        case .dictionary(let entries):
            return entries.lazy.compactMap { $0.key.nonConstantPart ?? $0.value.nonConstantPart }.first
        case .array(let elements), .tuple(let elements):
            return elements.lazy.compactMap(\.nonConstantPart).first
        case .rawLiteral, .nilLiteral, .enumCase, .keyPath, .builder, .other:
            return nil
        }
    }

    // Not `searchKeywords` nor `synonyms`: the compiler records those arrays as `Runtime` when the code leaves them to
    // their default (`[]`), so Apple's processor cannot be rejecting `Runtime` there.
    private static let textArgumentLabels: Set<String> = [
        "", "stringLiteral", "full", "title", "subtitle", "name", "numericFormat", "defaultValue", "table", "categoryName",
    ]

    /// A short description for messages: `Runtime`, `FunctionCall makeTitle()`, `MemberReference Wording.title`.
    var summary: String {
        switch self {
        case .rawLiteral(let text): "RawLiteral \(text.debugDescription)"
        case .nilLiteral: "NilLiteral"
        case .array(let elements): "Array of \(elements.count)"
        case .tuple(let elements): "Tuple of \(elements.count)"
        case .dictionary(let entries): "Dictionary of \(entries.count)"
        case .initCall(let type, _): "InitCall \(type)(...)"
        case .interpolatedString(let segments): "InterpolatedStringLiteral [\(segments.map(\.summary).joined(separator: ", "))]"
        case .enumCase(let name, _): "Enum .\(name)"
        case .keyPath(let path): "KeyPath \\.\(path)"
        case .builder(let type, let elements): "Builder \(type) of \(elements.count)"
        case .memberReference(let baseType, let member): "MemberReference \(baseType).\(member)"
        case .functionCall(let name): "FunctionCall \(name)(...)"
        case .staticFunctionCall(let type, let member): "StaticFunctionCall \(type).\(member)(...)"
        case .runtime: "Runtime"
        case .other(let kind): kind
        }
    }
}
