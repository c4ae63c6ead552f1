import Foundation
import IntentMetadataExtractor

/// Collects the values written in App Intents slots across a corpus of apps, read with our parser, as shapes
/// (`ConstantShape`) with how often each occurs.
struct ConstantShapeCollector {
    /// One slot value: where App Intents reads it, how the property holds it, and its shape.
    struct Occurrence: Hashable, Comparable {
        /// `AppIntent.title`, `@Parameter(title:)`, `AppEnum.caseDisplayRepresentations[]`, ...
        var slot: String
        /// `= E`, `{ E }`, `{ return E }`, ...; `E` for an argument.
        var form: String
        /// The value's shape; empty when the form has no single value (a getter of several statements).
        var shape: String

        static func < (lhs: Occurrence, rhs: Occurrence) -> Bool {
            (lhs.slot, lhs.form, lhs.shape) < (rhs.slot, rhs.form, rhs.shape)
        }
    }

    private(set) var counts: [Occurrence: Int] = [:]
    /// Where each occurrence was first seen (app-relative path and line), for reviewing a shape.
    private(set) var examples: [Occurrence: String] = [:]
    /// The apps read, by folder name.
    private(set) var apps: [String] = []
    /// The values already counted (app, file, offset, slot): each `#if` branch's values count once though the code is
    /// read for two platforms.
    private var seen: Set<String> = []

    /// Apps are read for both platforms, so that code under `#if os(macOS)` counts as much as iOS code.
    let environments = [CompilationEnvironment(operatingSystem: "iOS"), CompilationEnvironment(operatingSystem: "macOS")]

    /// Reads every Swift file under an app's folder as one module and collects its slot values.
    mutating func collect(app directory: URL) {
        let files = Self.swiftFiles(under: directory)
        let syntaxes = files.map(DeclarationParser.parse)
        let label = directory.lastPathComponent
        apps.append(label)
        for environment in environments {
            let active = syntaxes.map { syntax in
                ActiveFile(file: syntax.file, declarations: ConditionalCompilation.activeDeclarations(syntax.items, in: environment))
            }
            let index = TypeIndex(files: active)
            let resolver = ConformanceResolver(index: index, moduleName: label)
            for entry in index.sortedEntries {
                let roles = resolver.roles(of: entry.qualifiedName).roles
                guard !roles.isEmpty else { continue }
                for member in entry.members {
                    collect(member, roles: roles, app: label)
                }
            }
        }
    }

    /// The table's rows: every occurrence with its count, in slot, form and shape order.
    var rows: [ConstantShapeTable.Row] {
        counts.keys.sorted().map { ConstantShapeTable.Row(slot: $0.slot, form: $0.form, shape: $0.shape, count: counts[$0] ?? 0) }
    }

    private mutating func collect(_ member: TypeIndex.Member, roles: Set<AppIntentsRole>, app: String) {
        let declaration = member.declaration
        let file = member.file
        guard declaration.kind == .variable, let binding = declaration.bindings.first else { return }
        if declaration.isStatic {
            let slots: [(AppIntentsRole, [String])] = [
                (.intent, ["title", "description", "openAppWhenRun", "supportedModes", "isDiscoverable", "authenticationPolicy", "parameterSummary"]),
                (.entity, ["typeDisplayRepresentation"]),
                (.enum, ["typeDisplayRepresentation", "caseDisplayRepresentations"]),
                (.shortcutsProvider, ["appShortcuts", "shortcutTileColor"]),
            ]
            for (role, names) in slots where roles.contains(role) && names.contains(binding.name) {
                let slot = "\(role.typeName).\(binding.name)"
                let (form, value) = ConstantShape.ofProperty(binding, in: file)
                switch binding.name {
                case "caseDisplayRepresentations":
                    add(Occurrence(slot: slot, form: form, shape: value.map { dictionaryShape($0, in: file) } ?? ""), file: file, at: binding.nameRange.lowerBound, app: app)
                    if let value, case .dictionaryLiteral(let elements) = value.kind {
                        for element in elements {
                            add(Occurrence(slot: slot + "[key]", form: "E", shape: ConstantShape.of(element.key, in: file, keepsAppleNames: false)), file: file, at: element.key.range.lowerBound, app: app)
                            add(Occurrence(slot: slot + "[value]", form: "E", shape: ConstantShape.of(element.value, in: file)), file: file, at: element.value.range.lowerBound, app: app)
                        }
                    }
                case "appShortcuts":
                    add(Occurrence(slot: slot, form: form, shape: ""), file: file, at: binding.nameRange.lowerBound, app: app)
                    collectShortcuts(binding, in: file, app: app)
                case "parameterSummary":
                    add(Occurrence(slot: slot, form: form, shape: ""), file: file, at: binding.nameRange.lowerBound, app: app)
                default:
                    add(Occurrence(slot: slot, form: form, shape: value.map { ConstantShape.of($0, in: file) } ?? ""), file: file, at: binding.nameRange.lowerBound, app: app)
                }
            }
            return
        }
        if roles.contains(.entity), binding.name == "displayRepresentation" {
            let (form, value) = ConstantShape.ofProperty(binding, in: file)
            add(Occurrence(slot: "AppEntity.displayRepresentation", form: form, shape: value.map { ConstantShape.of($0, in: file) } ?? ""), file: file, at: binding.nameRange.lowerBound, app: app)
        }
        let wrappers: [(AppIntentsRole, [String])] = [(.intent, ["Parameter"]), (.entity, ["Property", "ComputedProperty", "DeferredProperty"])]
        for (role, names) in wrappers where roles.contains(role) {
            for attribute in declaration.attributes where names.contains(attribute.baseName) {
                for argument in attribute.arguments ?? [] {
                    let slot = "@\(attribute.baseName)(\(argument.label ?? "_"):)"
                    let shape = ConstantShape.of(argument.value, in: file, keepsAppleNames: argument.label != "default")
                    add(Occurrence(slot: slot, form: "E", shape: shape), file: file, at: argument.value.range.lowerBound, app: app)
                }
            }
        }
    }

    /// A dictionary's shape without its entries, which are collected one by one.
    private func dictionaryShape(_ expression: ExpressionSyntax, in file: SourceFile) -> String {
        if case .dictionaryLiteral(let elements) = expression.kind { return elements.isEmpty ? "[:]" : "[K: V, ...]" }
        return ConstantShape.of(expression, in: file)
    }

    private mutating func collectShortcuts(_ binding: PatternBindingSyntax, in file: SourceFile, app: String) {
        var statements: [StatementSyntax] = []
        if let initializer = binding.initializer {
            statements = [.expression(initializer)]
        } else if let getter = binding.accessors?.getterStatements {
            statements = getter
        }
        var pending = statements
        while let statement = pending.popLast() {
            switch statement {
            case .expression(let expression), .return(let expression?, _):
                let items: [ExpressionSyntax]
                if case .arrayLiteral(let elements) = expression.kind { items = elements } else { items = [expression] }
                for item in items {
                    guard case .call(_, let arguments, _) = item.kind else { continue }
                    for argument in arguments {
                        let slot = "AppShortcut(\(argument.label ?? "_"):)"
                        if argument.label == "phrases", case .arrayLiteral(let phrases) = argument.value.kind {
                            for phrase in phrases {
                                add(Occurrence(slot: slot + "[]", form: "E", shape: ConstantShape.of(phrase, in: file)), file: file, at: phrase.range.lowerBound, app: app)
                            }
                        } else if argument.label != "intent" {
                            add(Occurrence(slot: slot, form: "E", shape: ConstantShape.of(argument.value, in: file)), file: file, at: argument.value.range.lowerBound, app: app)
                        }
                    }
                }
            case .if(let statement):
                pending += statement.thenBranch + (statement.elseBranch ?? [])
            case .conditional(let block):
                pending += block.clauses.flatMap(\.elements)
            default:
                continue
            }
        }
    }

    private mutating func add(_ occurrence: Occurrence, file: SourceFile, at offset: Int, app: String) {
        guard seen.insert("\(app)\u{0}\(file.path)\u{0}\(offset)\u{0}\(occurrence.slot)").inserted else { return }
        counts[occurrence, default: 0] += 1
        if examples[occurrence] == nil {
            examples[occurrence] = "\(app)/\(file.path):\(file.location(at: offset).line)"
        }
    }

    /// Every `.swift` file under a folder, with paths relative to it, in path order; build folders skipped.
    static func swiftFiles(under directory: URL) -> [SourceFile] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var files: [SourceFile] = []
        let root = directory.standardizedFileURL.path + "/"
        for case let url as URL in enumerator {
            if [".build", "Pods", "Carthage", "DerivedData", ".git"].contains(url.lastPathComponent) {
                enumerator.skipDescendants()
                continue
            }
            guard url.pathExtension == "swift", let bytes = FileManager.default.contents(atPath: url.path) else { continue }
            let path = url.standardizedFileURL.path.hasPrefix(root) ? String(url.standardizedFileURL.path.dropFirst(root.count)) : url.lastPathComponent
            files.append(SourceFile(path: path, bytes: Array(bytes)))
        }
        return files.sorted { $0.path < $1.path }
    }
}

extension AppIntentsRole {
    /// The protocol a slot of this role belongs to, as the shape table names it.
    var typeName: String {
        switch self {
        case .intent: "AppIntent"
        case .entity: "AppEntity"
        case .enum: "AppEnum"
        case .query: "EntityQuery"
        case .shortcutsProvider: "AppShortcutsProvider"
        case .package: "AppIntentsPackage"
        }
    }
}
