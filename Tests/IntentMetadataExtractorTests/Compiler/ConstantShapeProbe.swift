import Foundation
import IntentMetadataExtractor

/// A probe for one row of the shape table: a small App Intents type, written by us, whose slot holds the shape, with
/// the declarations the shape's placeholder names need (`ref` becomes a global of the slot's type, `Ref.member` a
/// static member of a new enum, `.member` a case or static member of the type the slot expects, and so on).
///
/// Every probe of a table is one file of one module for the compiler (their names do not collide: each declaration
/// ends with the probe's number), and a module of its own for our pipeline, so that one probe's diagnostics
/// (a second `AppShortcutsProvider`, say) never count against another.
struct ConstantShapeProbe {
    var row: ConstantShapeTable.Row
    /// The probe's number, the suffix of every name it declares.
    var number: Int

    /// The main type's name: the intent, entity, enum or shortcuts provider that holds the slot.
    var typeName: String { "Probe\(number)" }
    var fileName: String { "Probe\(number).swift" }

    /// The probe's source.
    func source() -> String {
        var writer = Writer(number: number)
        return writer.write(row)
    }
}

extension ConstantShapeProbe {
    /// The type a slot holds, as Swift spells it.
    static func slotType(_ slot: String) -> String? {
        switch slot {
        case "AppIntent.title", "@Parameter(title:)", "@Parameter(description:)", "@Property(title:)", "AppShortcut(shortTitle:)":
            "LocalizedStringResource"
        case "AppIntent.description": "IntentDescription"
        case "AppIntent.openAppWhenRun", "AppIntent.isDiscoverable": "Bool"
        case "AppIntent.supportedModes": "IntentModes"
        case "AppIntent.authenticationPolicy": "IntentAuthenticationPolicy"
        case "AppEntity.typeDisplayRepresentation", "AppEnum.typeDisplayRepresentation": "TypeDisplayRepresentation"
        case "AppEntity.displayRepresentation", "AppEnum.caseDisplayRepresentations[value]": "DisplayRepresentation"
        case "@Parameter(requestValueDialog:)": "IntentDialog"
        case "AppShortcut(systemImageName:)": "String"
        case "AppShortcutsProvider.shortcutTileColor": "ShortcutTileColor"
        default: nil
        }
    }

    /// Writes one probe; `number` keeps its names apart from other probes'.
    fileprivate struct Writer {
        let number: Int
        /// Top-level declarations the shape's names need.
        var declarations: [String] = []
        /// Members the shape needs on the probe's own type (`self.member`).
        var ownMembers: [String] = []
        /// Cases of the probe's enum beyond `member` (keys naming other cases).
        var enumCases: [String] = ["member"]
        var counter = 0

        init(number: Int) {
            self.number = number
        }

        var typeName: String { "Probe\(number)" }

        mutating func fresh(_ base: String) -> String {
            counter += 1
            return "\(base)\(number)x\(counter)"
        }

        // MARK: Templates

        mutating func write(_ row: ConstantShapeTable.Row) -> String {
            let slot = row.slot
            let main: String
            if slot.hasPrefix("AppIntent.") || slot.hasPrefix("@Parameter(") {
                main = intent(row)
            } else if slot.hasPrefix("AppEntity.") || slot.hasPrefix("@Property(") {
                main = entity(row)
            } else if slot.hasPrefix("AppEnum.") {
                main = appEnum(row)
            } else {
                main = shortcutsProvider(row)
            }
            return (["import AppIntents", "import Foundation", main] + declarations).joined(separator: "\n\n") + "\n"
        }

        /// `static var name: T = value`, `static var name: T { value }`, ... as the row's form says.
        mutating func property(_ name: String, isStatic: Bool = true, type: String, form: String, shape: String) -> String {
            let introducer = (isStatic ? "static " : "") + "var \(name): \(type)"
            let value = { (writer: inout Writer) -> String in shape.isEmpty ? writer.standIn(type) : writer.render(shape, as: type) }
            switch form {
            case "= E": return "\(introducer) = \(value(&self))"
            case "{ E }": return "\(introducer) { \(value(&self)) }"
            case "{ return E }": return "\(introducer) { return \(value(&self)) }"
            case "{ get { E } }": return "\(introducer) { get { \(value(&self)) } }"
            case "{ get { return E } }": return "\(introducer) { get { return \(value(&self)) } }"
            case "{ return E; ... }": return "\(introducer) {\n        return \(value(&self))\n        print(0)\n    }"
            case "{ let x = ...; return ... }":
                return "\(introducer) {\n        let value: \(type) = \(standIn(type))\n        return value\n    }"
            case "{ if ... { return E } ... }":
                return "\(introducer) {\n        if Bool.random() { return \(standIn(type)) }\n        return \(standIn(type))\n    }"
            case "{ #if ... #endif }":
                return "\(introducer) {\n        #if DEBUG\n        return \(standIn(type))\n        #else\n        return \(standIn(type))\n        #endif\n    }"
            case "{ E; ... }":
                return "\(introducer) {\n        _ = 0\n        return \(value(&self))\n    }"
            case "no value":
                return "\(introducer)"
            default:
                return "\(introducer) = \(value(&self))"
            }
        }

        mutating func intent(_ row: ConstantShapeTable.Row) -> String {
            var members: [String] = []
            let title = row.slot == "AppIntent.title" ? nil : "    static var title: LocalizedStringResource = \"Probe\""
            if let title { members.append(title) }
            switch row.slot {
            case "AppIntent.parameterSummary":
                members.append("    @Parameter(title: \"Member\")\n    var member: String")
                let body = "Summary(\"Probe \\(\\.$member)\")"
                members.append("    " + parameterSummary(form: row.form, body: body))
            case let slot where slot.hasPrefix("AppIntent."):
                let name = String(slot.dropFirst("AppIntent.".count))
                members.append("    " + property(name, type: ConstantShapeProbe.slotType(slot) ?? "String", form: row.form, shape: row.shape))
            default:
                members.append("    " + parameter(row))
            }
            members += ownMembers.map { "    " + $0 }
            members.append("    func perform() async throws -> some IntentResult { .result() }")
            return "struct \(typeName): AppIntent {\n" + members.joined(separator: "\n\n") + "\n}"
        }

        func parameterSummary(form: String, body: String) -> String {
            let introducer = "static var parameterSummary: some ParameterSummary"
            switch form {
            case "{ return E }": return "\(introducer) { return \(body) }"
            default: return "\(introducer) { \(body) }"
            }
        }

        /// `@Parameter(title: "Value", label: shape) var value: V`, the value type chosen to suit the argument.
        mutating func parameter(_ row: ConstantShapeTable.Row) -> String {
            let label = String(row.slot.dropFirst("@Parameter(".count).dropLast(2))
            var valueType = "String"
            var arguments: [String] = []
            switch label {
            case "title":
                arguments.append("title: " + render(row.shape, as: "LocalizedStringResource"))
            case "default":
                valueType = defaultValueType(row.shape)
                arguments += ["title: \"Value\"", "default: " + render(row.shape, as: valueType)]
            case "defaultValue":
                valueType = "Measurement<UnitDuration>"
                arguments += ["title: \"Value\"", "defaultUnit: .seconds", "defaultValue: " + render(row.shape, as: "Double")]
            default:
                let (type, argumentType) = parameterArgument(label, shape: row.shape)
                valueType = type
                arguments += ["title: \"Value\"", "\(label): " + render(row.shape, as: argumentType)]
            }
            return "@Parameter(\(arguments.joined(separator: ", ")))\n    var value: \(valueType)"
        }

        /// The value type of a parameter whose `default:` is the shape.
        mutating func defaultValueType(_ shape: String) -> String {
            if shape == "nil" { return "String?" }
            if shape == "true" { return "Bool" }
            if shape == "1" { return "Int" }
            if shape == "1.5" { return "Double" }
            if shape.hasPrefix("[") { return "[String]" }
            if shape.hasPrefix(".") {
                let name = fresh("Choice")
                declarations.append(
                    """
                    enum \(name): String, AppEnum {
                        case member
                        static var typeDisplayRepresentation: TypeDisplayRepresentation = "Choice"
                        static var caseDisplayRepresentations: [\(name): DisplayRepresentation] = [.member: "Member"]
                    }
                    """
                )
                return name
            }
            if shape.hasPrefix("Ref(") { return fresh("Value") }
            return "String"
        }

        /// The parameter's value type and the argument's type for the other `@Parameter` arguments.
        func parameterArgument(_ label: String, shape: String) -> (valueType: String, argumentType: String?) {
            switch label {
            case "description": ("String", "LocalizedStringResource")
            case "requestValueDialog", "requestDisambiguationDialog": ("String", "IntentDialog")
            case "controlStyle": ("Int", "ParameterControlStyle")
            case "inclusiveRange": (shape.contains("1.5") ? "Double" : "Int", nil)
            case "inputOptions": ("String", "String.IntentInputOptions")
            case "kind": ("Date", "IntentParameter<Date>.DateKind")
            case "inputConnectionBehavior": ("String", "InputConnectionBehavior")
            case "displayName": ("Bool", "Bool.IntentDisplayName")
            case "optionsProvider": ("String", "DynamicOptionsProvider")
            case "supportedContentTypes": ("IntentFile", "[UTType]")
            case "supportedTypeIdentifiers": ("IntentFile", "[String]")
            case "size": ("[String]", "[WidgetFamily: Int]")
            case "supportsNegativeNumbers": ("Int", "Bool")
            case "defaultValue": ("Measurement<UnitDuration>", "Double")
            case "defaultUnit": ("Measurement<UnitDuration>", "UnitDuration")
            default: ("String", nil)
            }
        }

        mutating func entity(_ row: ConstantShapeTable.Row) -> String {
            var members: [String] = []
            if row.slot == "AppEntity.typeDisplayRepresentation" {
                members.append("    " + property("typeDisplayRepresentation", type: "TypeDisplayRepresentation", form: row.form, shape: row.shape))
            } else {
                members.append("    static var typeDisplayRepresentation: TypeDisplayRepresentation = \"Probe\"")
            }
            members.append("    static var defaultQuery = \(typeName)Query()")
            members.append("    var id: String")
            if row.slot == "AppEntity.displayRepresentation" {
                members.append("    " + property("displayRepresentation", isStatic: false, type: "DisplayRepresentation", form: row.form, shape: row.shape))
            } else {
                members.append("    var displayRepresentation: DisplayRepresentation { \"Probe\" }")
            }
            if row.slot.hasPrefix("@Property(") {
                members.append("    @Property(title: \(render(row.shape, as: "LocalizedStringResource")))\n    var value: String")
            }
            members += ownMembers.map { "    " + $0 }
            return "struct \(typeName): AppEntity {\n" + members.joined(separator: "\n\n") + "\n}\n\n"
                + "struct \(typeName)Query: EntityQuery {\n    func entities(for identifiers: [String]) async throws -> [\(typeName)] { [] }\n}"
        }

        mutating func appEnum(_ row: ConstantShapeTable.Row) -> String {
            var members: [String] = []
            if row.slot == "AppEnum.typeDisplayRepresentation" {
                members.append("    " + property("typeDisplayRepresentation", type: "TypeDisplayRepresentation", form: row.form, shape: row.shape))
            } else {
                members.append("    static var typeDisplayRepresentation: TypeDisplayRepresentation = \"Probe\"")
            }
            let dictionaryType = "[\(typeName): DisplayRepresentation]"
            switch row.slot {
            case "AppEnum.caseDisplayRepresentations":
                if row.shape == "[K: V, ...]" || row.shape.isEmpty {
                    members.append("    " + property("caseDisplayRepresentations", type: dictionaryType, form: row.form, shape: "[.member: \"s\"]"))
                } else {
                    members.append("    " + property("caseDisplayRepresentations", type: dictionaryType, form: row.form, shape: row.shape))
                }
            case "AppEnum.caseDisplayRepresentations[key]":
                let key = render(row.shape, as: typeName)
                members.append("    static var caseDisplayRepresentations: \(dictionaryType) = [\(key): \"Member\"]")
            case "AppEnum.caseDisplayRepresentations[value]":
                let value = render(row.shape, as: "DisplayRepresentation")
                members.append("    static var caseDisplayRepresentations: \(dictionaryType) = [.member: \(value)]")
            default:
                members.append("    static var caseDisplayRepresentations: \(dictionaryType) = [.member: \"Member\"]")
            }
            members += ownMembers.map { "    " + $0 }
            let cases = "    case " + enumCases.joined(separator: ", ")
            return "enum \(typeName): String, AppEnum {\n" + ([cases] + members).joined(separator: "\n\n") + "\n}"
        }

        mutating func shortcutsProvider(_ row: ConstantShapeTable.Row) -> String {
            let intent = "\(typeName)Intent"
            let choice = "\(typeName)Choice"
            declarations.append(
                """
                struct \(intent): AppIntent {
                    static var title: LocalizedStringResource = "Probe"
                    @Parameter(title: "Member")
                    var member: \(choice)?
                    func perform() async throws -> some IntentResult { .result() }
                }
                """
            )
            declarations.append(
                """
                enum \(choice): String, AppEnum {
                    case member
                    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Choice"
                    static var caseDisplayRepresentations: [\(choice): DisplayRepresentation] = [.member: "Member"]
                }
                """
            )
            var phrases = "[\"Open \\(.applicationName)\"]"
            var shortTitle = "\"Probe\""
            var systemImageName = "\"star\""
            var members: [String] = []
            switch row.slot {
            case "AppShortcut(phrases:)[]":
                phrases = "[" + render(row.shape, as: "AppShortcutPhrase<\(intent)>") + "]"
            case "AppShortcut(phrases:)":
                phrases = render(row.shape, as: "[AppShortcutPhrase<\(intent)>]")
            case "AppShortcut(shortTitle:)":
                shortTitle = render(row.shape, as: "LocalizedStringResource")
            case "AppShortcut(systemImageName:)":
                systemImageName = render(row.shape, as: "String")
            case "AppShortcutsProvider.shortcutTileColor":
                members.append("    " + property("shortcutTileColor", type: "ShortcutTileColor", form: row.form, shape: row.shape))
            default:
                break
            }
            let shortcut = "AppShortcut(intent: \(intent)(), phrases: \(phrases), shortTitle: \(shortTitle), systemImageName: \(systemImageName))"
            let appShortcuts: String
            switch row.form {
            case _ where row.slot != "AppShortcutsProvider.appShortcuts": appShortcuts = "static var appShortcuts: [AppShortcut] {\n        \(shortcut)\n    }"
            case "= E": appShortcuts = "static var appShortcuts: [AppShortcut] = [\(shortcut)]"
            case "{ return E }": appShortcuts = "static var appShortcuts: [AppShortcut] {\n        return [\(shortcut)]\n    }"
            case "{ E; ... }": appShortcuts = "static var appShortcuts: [AppShortcut] {\n        \(shortcut)\n        \(shortcut)\n    }"
            default: appShortcuts = "static var appShortcuts: [AppShortcut] {\n        \(shortcut)\n    }"
            }
            members.insert("    " + appShortcuts, at: 0)
            members += ownMembers.map { "    " + $0 }
            return "struct \(typeName): AppShortcutsProvider {\n" + members.joined(separator: "\n\n") + "\n}"
        }

        // MARK: Values

        /// A value of the type that is a plain constant: what a name of the shape stands for.
        mutating func standIn(_ type: String?) -> String {
            guard let type else { return "\"text\"" }
            if type.hasSuffix("?") { return "nil" }
            if type.hasPrefix("[") { return type.contains(":") ? "[:]" : "[]" }
            switch type {
            case "Int": return "1"
            case "Double": return "1.5"
            case "Bool": return "true"
            case "URL": return "URL(fileURLWithPath: \"/\")"
            case "DisplayRepresentation.Image": return "DisplayRepresentation.Image(systemName: \"star\")"
            case "IntentModes": return ".background"
            case "IntentAuthenticationPolicy": return ".alwaysAllowed"
            case "ShortcutTileColor": return ".navy"
            case "UTType": return "UTType(exportedAs: \"public.data\")"
            case "WidgetFamily": return ".systemSmall"
            case "UnitDuration": return ".seconds"
            case "ParameterControlStyle": return ".field"
            case "InputConnectionBehavior": return ".default"
            case "IntentParameter<Date>.DateKind": return ".date"
            case "Bool.IntentDisplayName": return ".init(true: \"On\", false: \"Off\")"
            case "String.IntentInputOptions": return ".init()"
            case "AnyKeyPath": return "\\String.count"
            case "String", "LocalizedStringResource", "String.LocalizationValue", "DisplayRepresentation", "TypeDisplayRepresentation",
                "IntentDescription", "IntentDialog", "StaticString":
                return "\"text\""
            default:
                if type.hasPrefix("Holder") || type.hasPrefix("Value") { return "\(type)()" }
                if type.hasPrefix("Choice") || type == typeName || type.hasPrefix("Argument") { return ".member" }
                return "\"text\""
            }
        }

        /// Renders a shape (Swift text) as a value of `type`, declaring what its names need.
        mutating func render(_ shape: String, as type: String?) -> String {
            let file = SourceFile(path: "shape.swift", text: "let shape = " + shape)
            let syntax = DeclarationParser.parse(file)
            let declarations = ConditionalCompilation.activeDeclarations(syntax.items, in: CompilationEnvironment(operatingSystem: "iOS"))
            guard let expression = declarations.first?.bindings.first?.initializer else { return shape }
            return render(expression, as: type, in: file)
        }

        mutating func render(_ expression: ExpressionSyntax, as type: String?, in file: SourceFile) -> String {
            switch expression.kind {
            case .stringLiteral(let segments):
                var text = ""
                for segment in segments {
                    switch segment {
                    case .text(let piece):
                        text += piece.components(separatedBy: "${applicationName}").map { $0.isEmpty ? "" : "Text" }.joined(separator: "${applicationName}")
                    case .interpolation(let arguments, _):
                        text += "\\(" + arguments.map { argument in
                            let label = argument.label.map { $0 + ": " } ?? ""
                            if argument.label == "placeholder" { return label + file.text(argument.value.range) }
                            if case .memberAccess(nil, "applicationName") = argument.value.kind { return ".applicationName" }
                            if case .keyPath = argument.value.kind { return "\\.$member" }
                            return label + render(argument.value, as: "String", in: file)
                        }.joined(separator: ", ") + ")"
                    }
                }
                return "\"" + text + "\""
            case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral:
                return file.text(expression.range)
            case .arrayLiteral(let elements):
                let element = type.flatMap(Self.elementType)
                return "[" + elements.map { render($0, as: element, in: file) }.joined(separator: ", ") + "]"
            case .dictionaryLiteral(let elements):
                if elements.isEmpty { return "[:]" }
                let (keyType, valueType) = type.flatMap(Self.keyAndValueTypes) ?? (nil, nil)
                return "[" + elements.map { render($0.key, as: keyType, in: file) + ": " + render($0.value, as: valueType, in: file) }.joined(separator: ", ") + "]"
            case .identifier(let name):
                if name == "ref" {
                    let declared = fresh("ref")
                    let declaredType = Self.unwrapped(type) ?? "String"
                    declarations.append("let \(declared): \(declaredType) = \(standIn(declaredType))")
                    return declared
                }
                return name
            case .memberAccess(nil, let name):
                return "." + implicitMember(name, of: type)
            case .memberAccess(let base?, let name):
                return reference(base, member: name, as: type, in: file)
            case .call(let callee, let arguments, let trailingClosures):
                return call(callee, arguments: arguments, trailingClosures: trailingClosures, as: type, in: file)
            case .keyPath:
                return type == "AnyKeyPath" ? "\\String.count" : "\\.$member"
            case .closure:
                return "{ _ in true }"
            case .tuple(let arguments):
                let element = type.flatMap(Self.unwrapped)
                return "(" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + render($0.value, as: element, in: file) }.joined(separator: ", ") + ")"
            case .cast(let value, let castType):
                return render(value, as: castType.text, in: file) + " as " + castType.text
            case .opaque:
                return opaque(file.text(expression.range), as: type)
            }
        }

        /// `.name` in a slot of `type`: an Apple name stays; a case of the probe's own enums is added; any other name
        /// becomes a static member of the type, declared in an extension.
        mutating func implicitMember(_ name: String, of type: String?) -> String {
            let type = Self.unwrapped(type) ?? "String"
            if type == typeName {
                if !enumCases.contains(name) { enumCases.append(name) }
                return name
            }
            if ConstantShape.knownNames.contains(name) { return name }
            if type.hasPrefix("Choice") { return "member" }
            if type.hasPrefix("Argument") { return name }
            let declared = fresh("member")
            declarations.append("extension \(type) {\n    static let \(declared): \(type) = \(standIn(type))\n}")
            return declared
        }

        /// `Ref.member`, `ref.member`, `self.member`, `Ref.member.member`, `DisplayRepresentation.Image`.
        mutating func reference(_ base: ExpressionSyntax, member: String, as type: String?, in file: SourceFile) -> String {
            let valueType = Self.unwrapped(type) ?? "String"
            switch base.kind {
            case .identifier("Self"):
                if !enumCases.contains(member) { enumCases.append(member) }
                return "Self.\(member)"
            case .identifier("self"):
                let name = fresh("member")
                ownMembers.append("var \(name): \(valueType) = \(standIn(valueType))")
                return "self.\(name)"
            case .identifier("Ref"):
                if valueType == typeName {
                    if !enumCases.contains(member) { enumCases.append(member) }
                    return "\(typeName).\(member)"
                }
                let name = fresh("Ref")
                declarations.append("enum \(name) {\n    static let member: \(valueType) = \(standIn(valueType))\n}")
                return "\(name).member"
            case .identifier(let known) where ConstantShape.knownTypes.contains(known):
                return "\(known).\(implicitMember(member, of: known))"
            default:
                // `ref.member`, `Ref.member.member`: the base is a value of a holder type with the member.
                let holder = fresh("Holder")
                declarations.append("struct \(holder) {\n    var member: \(valueType) = \(standIn(valueType))\n}")
                switch base.kind {
                case .identifier("ref"):
                    let name = fresh("ref")
                    declarations.append("let \(name) = \(holder)()")
                    return "\(name).member"
                default:
                    return render(base, as: holder, in: file) + ".member"
                }
            }
        }

        mutating func call(
            _ callee: ExpressionSyntax, arguments: [ArgumentSyntax], trailingClosures: [ClosureSyntax], as type: String?, in file: SourceFile
        ) -> String {
            let valueType = Self.unwrapped(type)
            // The type whose initializer or static function is called (its parameters type the arguments), or the
            // types of the parameters of a function declared here.
            var calledType: String?
            var declaredTypes: [String?] = []
            let calleeText: String
            switch callee.kind {
            case .memberAccess(nil, let name):
                if name == "init" || ConstantShape.knownNames.contains(name) {
                    calledType = valueType
                    calleeText = "." + name
                } else {
                    let (parameters, types) = functionParameters(arguments, trailingClosures: trailingClosures, in: file)
                    let declared = fresh("function")
                    let owner = valueType ?? "String"
                    declarations.append("extension \(owner) {\n    static func \(declared)(\(parameters)) -> \(owner) { \(standIn(owner)) }\n}")
                    declaredTypes = types
                    calleeText = "." + declared
                }
            case .identifier(let name) where ConstantShape.knownTypes.contains(name):
                calledType = name
                calleeText = name
            case .memberAccess(let base?, let name) where Self.knownTypePath(base, in: file) != nil:
                let basePath = Self.knownTypePath(base, in: file) ?? ""
                let path = name == "init" ? basePath : basePath + "." + (name == "function" ? Self.knownFunctionType(of: basePath) : name)
                calledType = path
                calleeText = path
            case .identifier("Ref"):
                let name = valueType.flatMap { $0.hasPrefix("Value") ? $0 : nil } ?? fresh("Value")
                let (parameters, types) = functionParameters(arguments, trailingClosures: trailingClosures, in: file)
                var body = "    init(\(parameters)) {}"
                var conformance = ""
                if type == "DynamicOptionsProvider" {
                    conformance = ": DynamicOptionsProvider"
                    if !parameters.isEmpty { body += "\n    init() {}" }
                    body += "\n    func results() async throws -> [String] { [] }"
                }
                declarations.append("struct \(name)\(conformance) {\n\(body)\n}")
                declaredTypes = types
                calleeText = name
            case .identifier:
                let returnType = valueType ?? "String"
                let (parameters, types) = functionParameters(arguments, trailingClosures: trailingClosures, in: file)
                let name = fresh("function")
                declarations.append("func \(name)(\(parameters)) -> \(returnType) { \(standIn(returnType)) }")
                declaredTypes = types
                calleeText = name
            case .memberAccess(let base?, let name):
                // `ref.function(...)`, `Ref.function(...)`: a method of a holder value, or a static function.
                let returnType = valueType ?? "String"
                let holder = fresh("Holder")
                let isStatic = { if case .identifier("Ref") = base.kind { return true } else { return false } }()
                let (parameters, types) = functionParameters(arguments, trailingClosures: trailingClosures, in: file)
                declarations.append(
                    "struct \(holder) {\n    \(isStatic ? "static " : "")func \(name)(\(parameters)) -> \(returnType) { \(standIn(returnType)) }\n}"
                )
                declaredTypes = types
                if isStatic {
                    calleeText = "\(holder).\(name)"
                } else if case .identifier("ref") = base.kind {
                    let value = fresh("ref")
                    declarations.append("let \(value) = \(holder)()")
                    calleeText = "\(value).\(name)"
                } else {
                    calleeText = render(base, as: holder, in: file) + ".\(name)"
                }
            default:
                calleeText = render(callee, as: nil, in: file)
            }
            let parameters = calledType.flatMap { Self.initializerParameters[$0] } ?? [:]
            var text = calleeText
            if !arguments.isEmpty || trailingClosures.isEmpty {
                text += "(" + arguments.enumerated().map { index, argument in
                    let argumentType = index < declaredTypes.count ? declaredTypes[index] : parameters[argument.label ?? ""]
                    return (argument.label.map { $0 + ": " } ?? "") + render(argument.value, as: argumentType, in: file)
                }.joined(separator: ", ") + ")"
            }
            for _ in trailingClosures { text += " { }" }
            return text
        }

        /// `DisplayRepresentation.Image`, `Bool`, `String.IntentInputOptions`: a base naming Apple's types, as written.
        static func knownTypePath(_ expression: ExpressionSyntax, in file: SourceFile) -> String? {
            switch expression.kind {
            case .identifier(let name) where ConstantShape.knownTypes.contains(name):
                return name
            case .memberAccess(let base?, let name) where ConstantShape.knownTypes.contains(name):
                return knownTypePath(base, in: file).map { $0 + "." + name }
            default:
                return nil
            }
        }

        /// The type a shape's `Bool.function(...)` or `String.function(...)` stands for (a name the table of known
        /// names did not keep when it was collected).
        static func knownFunctionType(of base: String) -> String {
            switch base {
            case "Bool": "IntentDisplayName"
            case "String": "IntentInputOptions"
            default: "init"
            }
        }

        /// The parameters of a function declared for a call, typed after its arguments; an argument `.name` gets an
        /// enum of its own with that case.
        mutating func functionParameters(_ arguments: [ArgumentSyntax], trailingClosures: [ClosureSyntax], in file: SourceFile) -> (String, [String?]) {
            var types: [String?] = []
            var parameters: [String] = []
            for argument in arguments {
                var type = Self.literalType(argument.value)
                if case .memberAccess(nil, let name) = argument.value.kind {
                    let declared = fresh("Argument")
                    declarations.append("enum \(declared) {\n    case \(name)\n}")
                    type = declared
                }
                types.append(type)
                parameters.append("\(argument.label ?? "_") \(fresh("p")): \(type ?? "Any")")
            }
            parameters += trailingClosures.map { _ in "_ \(fresh("p")): () -> Void" }
            return (parameters.joined(separator: ", "), types)
        }

        /// `a ?? b`, `c ? a : b`, `a + b`: operands of the slot's type.
        mutating func opaque(_ text: String, as type: String?) -> String {
            let valueType = Self.unwrapped(type) ?? "String"
            switch text.trimmingCharacters(in: .whitespacesAndNewlines) {
            case "a ?? b":
                let optional = fresh("optional")
                declarations.append("let \(optional): \(valueType)? = nil")
                return "(\(optional) ?? \(standIn(valueType)))"
            case "c ? a : b":
                let condition = fresh("condition")
                declarations.append("let \(condition) = Bool.random()")
                return "(\(condition) ? \(standIn(valueType)) : \(standIn(valueType)))"
            case "a + b":
                let operand = fresh("operand")
                declarations.append("let \(operand): \(valueType) = \(standIn(valueType))")
                return "(\(operand) + \(operand))"
            case "a - b":
                return "(Int.max - 1)"
            default:
                return text
            }
        }

        // MARK: Types

        static func unwrapped(_ type: String?) -> String? {
            guard let type else { return nil }
            return type.hasSuffix("?") ? String(type.dropLast()) : type
        }

        static func elementType(_ type: String) -> String? {
            let type = unwrapped(type) ?? type
            guard type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return nil }
            return String(type.dropFirst().dropLast())
        }

        static func keyAndValueTypes(_ type: String) -> (String?, String?)? {
            let type = unwrapped(type) ?? type
            guard type.hasPrefix("["), type.hasSuffix("]"), let colon = type.firstIndex(of: ":") else { return nil }
            let key = type[type.index(after: type.startIndex)..<colon]
            let value = type[type.index(after: colon)..<type.index(before: type.endIndex)].trimmingCharacters(in: .whitespaces)
            return (String(key), value)
        }

        /// The type of a literal argument, for a declared function's parameter.
        static func literalType(_ expression: ExpressionSyntax) -> String? {
            switch expression.kind {
            case .stringLiteral: "String"
            case .integerLiteral: "Int"
            case .floatLiteral: "Double"
            case .booleanLiteral: "Bool"
            case .closure: "(String) -> Bool"
            case .keyPath: "AnyKeyPath"
            default: nil
            }
        }

        /// The parameters of the initializers shapes call, by argument label (`""` when unlabelled), as Apple declares
        /// them (and `TestInputs/Shim` after them).
        static let initializerParameters: [String: [String: String]] = [
            "LocalizedStringResource": [
                "": "String.LocalizationValue", "defaultValue": "String.LocalizationValue", "table": "String?", "comment": "StaticString?",
                "stringLiteral": "String",
            ],
            "DisplayRepresentation": [
                "title": "LocalizedStringResource", "subtitle": "LocalizedStringResource?", "image": "DisplayRepresentation.Image?",
                "synonyms": "[LocalizedStringResource]", "stringLiteral": "String", "": "String",
            ],
            "DisplayRepresentation.Image": ["systemName": "String", "named": "String", "url": "URL", "isTemplate": "Bool?"],
            "TypeDisplayRepresentation": [
                "name": "LocalizedStringResource", "numericFormat": "LocalizedStringResource?", "synonyms": "[LocalizedStringResource]",
                "stringLiteral": "String", "": "String",
            ],
            "IntentDescription": [
                "": "LocalizedStringResource", "categoryName": "LocalizedStringResource?", "searchKeywords": "[LocalizedStringResource]",
                "resultValueName": "LocalizedStringResource?", "stringLiteral": "String",
            ],
            "IntentDialog": ["": "LocalizedStringResource", "full": "LocalizedStringResource", "supporting": "LocalizedStringResource?", "stringLiteral": "String"],
            "String": ["localized": "String.LocalizationValue"],
            "String.IntentInputOptions": [
                "keyboardType": "String.IntentInputOptions.KeyboardType", "capitalizationType": "String.IntentInputOptions.CapitalizationType",
                "multiline": "Bool", "autocorrect": "Bool", "smartQuotes": "Bool", "smartDashes": "Bool",
            ],
            "Bool.IntentDisplayName": ["true": "LocalizedStringResource", "false": "LocalizedStringResource"],
        ]
    }
}
