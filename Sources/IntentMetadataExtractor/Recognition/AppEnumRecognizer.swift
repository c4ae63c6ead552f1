import IntentMetadata

extension ModuleRecognizer {
    /// Reads an enum: raw type, cases, type and case display representations.
    func recognizeEnum(_ entry: TypeIndex.Entry, into module: inout RecognizedModule) {
        let members = entry.members
        var enumMetadata = EnumMetadata(identifier: identifier(of: entry), typeName: typeName(of: entry), source: source(of: entry))
        enumMetadata.rawType = entry.inheritedTypes.compactMap(\.baseName).first { Self.rawValueTypes.contains($0) }
        var nextInteger = 0
        for member in members where member.declaration.kind == .enumCase {
            for element in member.declaration.enumCaseElements {
                var rawValue: LiteralValue?
                if let expression = element.rawValue {
                    rawValue = reader.literalValue(expression)
                    if case .integer(let value) = rawValue { nextInteger = value + 1 }
                } else if enumMetadata.rawType == "String" {
                    rawValue = .string(element.name)
                } else if let rawType = enumMetadata.rawType, rawType.hasPrefix("Int") || rawType.hasPrefix("UInt") {
                    rawValue = .integer(nextInteger)
                    nextInteger += 1
                }
                enumMetadata.cases.append(EnumCaseMetadata(identifier: element.name, rawValue: rawValue))
            }
        }
        // An extension standing in for an enum of another module (`extension PlaybackState: @retroactive AppEnum`):
        // its cases are not declared here, so they are the ones its `allCases` and `caseDisplayRepresentations` name.
        let isFromOtherModule = entry.declaration.kind == .extension
        if isFromOtherModule {
            enumMetadata.cases = casesNamed(in: members, typeName: entry.declaration.name).map { EnumCaseMetadata(identifier: $0) }
        }
        let declaredCases = Set(enumMetadata.cases.map(\.identifier))
        // A `static var allCases` the code declares (often in the extension adding `AppEnum`) decides which cases
        // App Intents offers, in its order; `caseDisplayRepresentations` may then name more cases than it lists.
        if let listed = declaredAllCases(in: members, cases: declaredCases) {
            enumMetadata.cases = listed.compactMap { name in enumMetadata.cases.first { $0.identifier == name } }
        }
        let offeredCases = Set(enumMetadata.cases.map(\.identifier))
        if let value = typeDisplayRepresentation(in: members, into: &module) {
            enumMetadata.displayTypeName = value.name
        }
        var representationsLocation: SourceLocation?
        var missing: [String] = []
        var representationKeys: [(name: String, location: SourceLocation)] = []
        if let (expression, file) = constantExpression(.caseDisplayRepresentations, in: members, slot: .caseDisplayRepresentations, into: &module) {
            if case .dictionaryLiteral(let elements) = expression.kind {
                representationsLocation = file.location(at: expression.range.lowerBound)
                var represented: Set<String> = []
                for element in elements {
                    // `.name`, `Self.name` or `Sort.name`; `Other.name` may be a static member of another type.
                    if case .memberAccess(let base, let name) = element.key.kind, Self.isOwnType(base, named: entry.declaration.name) {
                        representationKeys.append((name, file.location(at: max(element.key.range.lowerBound, element.key.range.upperBound - name.utf8.count))))
                    }
                    guard let caseName = caseName(of: element.key, cases: declaredCases) else {
                        module.nonConstantValues.append(
                            NonConstantValue(
                                slot: .caseDisplayRepresentationKey(exampleCase: enumMetadata.cases.first?.identifier ?? "name"),
                                location: file.location(at: element.key.range.lowerBound), found: reader.describe(element.key)
                            )
                        )
                        continue
                    }
                    represented.insert(caseName)
                    guard offeredCases.contains(caseName), let index = enumMetadata.cases.firstIndex(where: { $0.identifier == caseName }) else { continue }
                    if let value = record(reader.displayRepresentation(element.value), file: file, slot: .caseDisplayRepresentation(caseName: caseName), into: &module) {
                        enumMetadata.cases[index].title = value.title
                        enumMetadata.cases[index].subtitle = value.subtitle
                        enumMetadata.cases[index].image = value.image
                    }
                }
                missing = enumMetadata.cases.map(\.identifier).filter { !represented.contains($0) }
            } else {
                module.nonConstantValues.append(
                    NonConstantValue(slot: .caseDisplayRepresentations, location: file.location(at: expression.range.lowerBound), found: reader.describe(expression))
                )
            }
        }
        if isFromOtherModule {
            // The compiler has that module and we do not: what cannot be checked is said, and nothing is an error.
            missing = []
            let names = enumMetadata.cases.map { "'\($0.identifier)'" }.joined(separator: ", ")
            let what = enumMetadata.cases.isEmpty
                ? "no case can be read, since neither 'caseDisplayRepresentations' nor 'allCases' is a literal naming them (Xcode reports such an enum's cases as not found)"
                : "its cases are taken from its 'allCases' and 'caseDisplayRepresentations' (\(names)); their raw values, and whether these are all of its cases, cannot be checked"
            module.diagnostics.append(
                Diagnostic(
                    .enumFromOtherModule, at: nameLocation(of: entry),
                    "'AppEnum' conformance is added to '\(entry.declaration.name)', which is declared in no scanned module; \(what)",
                    notes: [.init(location: nameLocation(of: entry), message: "pass that module's sources with '--dependency-sources' to read its declaration")]
                )
            )
        }
        enumMetadata.availability = availability(of: entry.attributes, in: entry.file)
        module.enums.append(
            RecognizedEnum(
                metadata: enumMetadata, nameLocation: nameLocation(of: entry),
                caseDisplayRepresentationsLocation: representationsLocation, casesWithoutRepresentation: missing,
                representationKeys: representationKeys, memberNames: declaredCases.union(Self.staticMemberNames(in: members))
            )
        )
    }

    /// Whether a member access's base is nothing (`.name`), `Self` or the type's own name.
    static func isOwnType(_ base: ExpressionSyntax?, named typeName: String) -> Bool {
        guard let base else { return true }
        guard case .identifier(let name) = base.kind else { return false }
        return name == "Self" || name == typeName
    }

    /// The names of the static properties and functions among members (`static let featured = Sort.newest`).
    static func staticMemberNames(in members: [TypeIndex.Member]) -> Set<String> {
        var names: Set<String> = []
        for member in members where member.declaration.modifiers.contains("static") || member.declaration.modifiers.contains("class") {
            switch member.declaration.kind {
            case .variable: names.formUnion(member.declaration.bindings.map(\.name))
            case .function: names.insert(member.declaration.name)
            default: break
            }
        }
        return names
    }

    /// The types an enum's raw values can be declared with.
    static let rawValueTypes: Set<String> = ["String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "Double", "Float", "Character"]

    /// `.reading`, `Shelf.reading` or `Self.reading` as `reading`; inside the enum a case may also be named
    /// without the dot (`[reading: "Reading"]` compiles, and the compiler's constant extraction records it as the
    /// case), so a bare name counts when it is one of `cases`.
    func caseName(of expression: ExpressionSyntax, cases: Set<String>) -> String? {
        if case .identifier(let name) = expression.kind { return cases.contains(name) ? name : nil }
        guard case .memberAccess(let base, let name) = expression.kind else { return nil }
        if let base, case .identifier = base.kind { return name }
        return base == nil ? name : nil
    }

    /// The case names an enum's members spell out: those `allCases` lists, in its order, then those
    /// `caseDisplayRepresentations` has as keys (`.name`, `Self.name`, `Type.name`), each once.
    func casesNamed(in members: [TypeIndex.Member], typeName: String) -> [String] {
        var names: [String] = []
        let ownName = String(typeName.split(separator: ".").last ?? Substring(typeName))
        func add(_ expression: ExpressionSyntax) {
            guard case .memberAccess(let base, let name) = expression.kind, Self.isOwnType(base, named: ownName) || Self.isOwnType(base, named: typeName),
                !names.contains(name)
            else { return }
            names.append(name)
        }
        if let (_, binding) = staticProperty(.allCases, in: members), case .constant(let expression) = reader.valueExpression(of: binding),
            case .arrayLiteral(let elements) = expression.kind
        {
            elements.forEach(add)
        }
        if let (_, binding) = staticProperty(.caseDisplayRepresentations, in: members), case .constant(let expression) = reader.valueExpression(of: binding),
            case .dictionaryLiteral(let elements) = expression.kind
        {
            elements.map(\.key).forEach(add)
        }
        return names
    }

    /// The cases a `static var allCases` (or `let`) lists, when it is a literal array of this enum's cases;
    /// `nil` when there is none or its value is not a constant list of cases.
    func declaredAllCases(in members: [TypeIndex.Member], cases: Set<String>) -> [String]? {
        guard let (_, binding) = staticProperty(.allCases, in: members), case .constant(let expression) = reader.valueExpression(of: binding),
            case .arrayLiteral(let elements) = expression.kind
        else { return nil }
        var names: [String] = []
        for element in elements {
            guard let name = caseName(of: element, cases: cases), cases.contains(name) else { return nil }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}
