import Foundation
import IntentMetadataExtractor

/// Runs the probes of shape-table rows through the compiler and our pipeline, and fills in the record and both
/// verdicts of each row.
enum ConstantShapeVerdict {
    /// The rows with `record`, `apple` and `ours` filled in from their probes.
    /// - Throws: `ProbeError` when the probes do not type-check (with the compiler's output), or what running the
    ///   compiler threw.
    static func evaluate(_ rows: [ConstantShapeTable.Row]) throws -> [ConstantShapeTable.Row] {
        let probes = rows.enumerated().map { ConstantShapeProbe(row: $0.element, number: $0.offset + 1) }
        let sources = probes.map { ($0, $0.source()) }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("constant-shapes-\(UUID().uuidString)").appendingPathComponent("Probes")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        for (probe, source) in sources {
            try source.write(to: directory.appendingPathComponent(probe.fileName), atomically: true, encoding: .utf8)
        }
        guard case .typeChecked(let values) = try CompilerConstantValues.run(directory: directory) else {
            throw ProbeError(description: try rejectedProbes(sources))
        }
        return sources.map { probe, source in
            var row = probe.row
            let value = compilerValue(of: probe, in: values)
            row.record = value.map(ConstantShapeRecord.summary) ?? "nothing"
            row.apple = value.map { appleVerdict(slot: row.slot, value: $0).rawValue } ?? "nothing"
            row.ours = ourVerdict(probe, source: source)
            return row
        }
    }

    struct ProbeError: Error, CustomStringConvertible {
        var description: String
    }

    /// The probes that do not type-check on their own, with the compiler's words, to say which rows fail.
    static func rejectedProbes(_ sources: [(ConstantShapeProbe, String)]) throws -> String {
        var report: [String] = []
        for (probe, source) in sources {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("constant-shape-\(UUID().uuidString)")
                .appendingPathComponent("Probe")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
            try source.write(to: directory.appendingPathComponent(probe.fileName), atomically: true, encoding: .utf8)
            if case .rejected(let output) = try CompilerConstantValues.run(directory: directory) {
                report.append("probe of \(probe.row) does not type-check:\n\(source)\n\(output)")
            }
        }
        return report.isEmpty ? "the probes do not type-check together, though each does alone" : report.joined(separator: "\n\n")
    }

    // MARK: The compiler's side

    /// The value the compiler recorded for the probe's slot.
    static func compilerValue(of probe: ConstantShapeProbe, in values: CompilerConstantValues) -> CompilerValue? {
        let slot = probe.row.slot
        guard let type = values.types.first(where: { $0.typeName.hasSuffix(".\(probe.typeName)") }) else { return nil }
        func property(_ label: String) -> CompilerValue? { type.properties.first { $0.label == label }?.value }
        if slot.hasPrefix("@") {
            // `@Parameter(title:)`: the attribute's argument of that label on the property `value`.
            let label = String(slot.drop { $0 != "(" }.dropFirst().dropLast(2))
            let wrapper = type.properties.first { $0.label == "value" && !$0.propertyWrappers.isEmpty }?.propertyWrappers.first
            return wrapper?.argument(label == "_" ? "" : label)
        }
        if slot.hasPrefix("AppEnum.caseDisplayRepresentations[") {
            guard let value = property("caseDisplayRepresentations") else { return nil }
            guard case .dictionary(let entries) = value, let entry = entries.first else { return value }
            return slot.hasSuffix("[key]") ? entry.key : entry.value
        }
        if slot.hasPrefix("AppShortcut(") {
            let label = String(slot.dropFirst("AppShortcut(".count).prefix { $0 != ":" })
            guard let shortcut = property("appShortcuts")?.initCalls(of: "AppIntents.AppShortcut").first else { return nil }
            let argument = shortcut.argument(label == "_" ? "" : label)
            if slot.hasSuffix("[]"), case .array(let elements)? = argument { return elements.first }
            return argument
        }
        return property(String(slot.drop { $0 != "." }.dropFirst()))
    }

    /// Apple's verdict: the compiler's record judged by the metadata processor's rules (REFERENCE.md section 2).
    /// Text the processor reads must be a literal or an initializer call of literals (`'LocalizedStringResource' must
    /// be initialized with a call to its initializer or a string literal`); a type's display representation a literal
    /// or a call of its initializer; `caseDisplayRepresentations` a dictionary literal of cases; `openAppWhenRun` a
    /// literal. A reference, a call of a function and anything recorded as `Runtime` is not a constant.
    static func appleVerdict(slot: String, value: CompilerValue) -> ConstantShapeTable.Verdict {
        func literalOrCall(of type: String) -> Bool {
            switch value {
            case .rawLiteral, .interpolatedString: true
            case .initCall(let called, _): called == type
            default: false
            }
        }
        guard isRequired(slot) else { return .notRequired }
        let isConstant: Bool
        switch slot {
        case "AppIntent.title", "@Parameter(title:)", "@Property(title:)":
            isConstant = literalOrCall(of: "AppIntents.LocalizedStringResource")
        case "AppIntent.description":
            isConstant = literalOrCall(of: "AppIntents.IntentDescription")
        case "AppEntity.typeDisplayRepresentation", "AppEnum.typeDisplayRepresentation":
            isConstant = literalOrCall(of: "AppIntents.TypeDisplayRepresentation")
        case "AppEnum.caseDisplayRepresentations":
            guard case .dictionary(let entries) = value else { return .notConstant }
            isConstant = entries.allSatisfy { entry in
                if case .enumCase = entry.key {} else { return false }
                return appleVerdict(slot: "AppEnum.caseDisplayRepresentations[value]", value: entry.value) == .constant
            }
        case "AppEnum.caseDisplayRepresentations[key]":
            if case .enumCase = value { isConstant = true } else { isConstant = false }
        case "AppEnum.caseDisplayRepresentations[value]":
            isConstant = literalOrCall(of: "AppIntents.DisplayRepresentation")
        case "AppIntent.openAppWhenRun":
            if case .rawLiteral = value { isConstant = true } else { isConstant = false }
        default:
            return .notRequired
        }
        return isConstant && value.nonConstantPart == nil ? .constant : .notConstant
    }

    // MARK: Our side

    /// Our verdict: the pipeline run on the probe alone, as a module of its own; `not constant` names the error.
    static func ourVerdict(_ probe: ConstantShapeProbe, source: String) -> String {
        let result = CompilerConstantValuesTests.extract([SourceFile(path: probe.fileName, text: source)], folderName: "Probe")
        let errors = result.diagnostics.filter { $0.severity == .error && $0.id.rawValue.hasPrefix("non-constant-") }
        if let error = errors.first { return "\(ConstantShapeTable.Verdict.notConstant.rawValue) [\(error.id.rawValue)]" }
        return (isRequired(probe.row.slot) ? ConstantShapeTable.Verdict.constant : .notRequired).rawValue
    }

    /// Whether Apple's metadata processor requires the slot to hold a constant.
    static func isRequired(_ slot: String) -> Bool {
        requiredSlots.contains(slot)
    }

    static let requiredSlots: Set<String> = [
        "AppIntent.title", "@Parameter(title:)", "@Property(title:)", "AppIntent.description", "AppEntity.typeDisplayRepresentation",
        "AppEnum.typeDisplayRepresentation", "AppEnum.caseDisplayRepresentations", "AppEnum.caseDisplayRepresentations[key]",
        "AppEnum.caseDisplayRepresentations[value]", "AppIntent.openAppWhenRun",
    ]
}

/// What the compiler records for a value, in brief: its kinds, the types it initializes and the argument labels,
/// without the literals' text (`InitCall DisplayRepresentation(title: RawLiteral, subtitle: NilLiteral)`).
enum ConstantShapeRecord {
    static func summary(_ value: CompilerValue) -> String {
        switch value {
        case .rawLiteral: return "RawLiteral"
        case .nilLiteral: return "NilLiteral"
        case .array(let elements): return "Array[" + distinct(elements.map(summary)).joined(separator: ", ") + "]"
        case .tuple(let elements): return "Tuple(" + elements.map(summary).joined(separator: ", ") + ")"
        case .dictionary(let entries):
            return "Dictionary[" + distinct(entries.map { summary($0.key) + ": " + summary($0.value) }).joined(separator: ", ") + "]"
        case .initCall(let type, let arguments):
            return "InitCall \(shortType(type))(" + arguments.map { ($0.label.isEmpty ? "" : $0.label + ": ") + summary($0.value) }.joined(separator: ", ") + ")"
        case .interpolatedString(let segments):
            return "Interpolated[" + segments.map(summary).joined(separator: ", ") + "]"
        case .enumCase(let name, let arguments):
            return "Enum ." + name + (arguments.isEmpty ? "" : "(" + arguments.map { summary($0.value) }.joined(separator: ", ") + ")")
        case .keyPath: return "KeyPath"
        case .builder: return "Builder"
        case .memberReference: return "MemberReference"
        case .functionCall: return "FunctionCall"
        case .staticFunctionCall: return "StaticFunctionCall"
        case .runtime: return "Runtime"
        case .other(let kind): return kind
        }
    }

    /// `AppIntents.DisplayRepresentation.Image` as `DisplayRepresentation.Image`, generic arguments and probe names
    /// dropped.
    static func shortType(_ type: String) -> String {
        let base = String(type.prefix { $0 != "<" })
        let parts = base.split(separator: ".").map(String.init)
        let kept = parts.first.map { ["AppIntents", "Swift", "Foundation", "Probes"].contains($0) } == true ? Array(parts.dropFirst()) : parts
        return kept.map { $0.hasPrefix("Probe") || $0.hasPrefix("Value") || $0.hasPrefix("Holder") ? "Ref" : $0 }.joined(separator: ".")
    }

    private static func distinct(_ items: [String]) -> [String] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0).inserted }
    }
}
