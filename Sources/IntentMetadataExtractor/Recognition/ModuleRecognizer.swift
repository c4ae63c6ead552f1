import IntentMetadata

/// Finds the module's App Intents types and reads their metadata: the recognition stage.
///
/// Types are classified first (so value types can refer to entities and enums declared anywhere), then each
/// role's recognizer reads its types in qualified-name order, so the result does not depend on file order.
package struct ModuleRecognizer: Sendable {
    let index: TypeIndex
    let moduleName: String
    let conformances: ConformanceResolver
    let roles: [String: Set<AppIntentsRole>]
    let protocols: [String: Set<String>]
    let valueTypes: ValueTypeResolver
    let reader = ConstantReader()
    /// Resolves `#if` inside result-builder bodies (parameter summaries, App Shortcuts).
    let environment: CompilationEnvironment

    /// Creates a recognizer over the module's index.
    package init(index: TypeIndex, moduleName: String, environment: CompilationEnvironment, dependencies: [IntentMetadataBundle] = []) {
        self.index = index
        self.environment = environment
        self.moduleName = moduleName
        let conformances = ConformanceResolver(index: index, moduleName: moduleName)
        self.conformances = conformances
        var roles: [String: Set<AppIntentsRole>] = [:]
        var protocols: [String: Set<String>] = [:]
        var known: [String: Set<String>] = [:]
        for name in index.entries.keys {
            let found = conformances.roles(of: name, known: &known)
            if !found.roles.isEmpty {
                roles[name] = found.roles
                protocols[name] = found.protocols
            }
        }
        self.roles = roles
        self.protocols = protocols
        var dependencyTypes: [String: ValueType] = [:]
        for bundle in dependencies {
            for entity in bundle.entities {
                dependencyTypes[entity.typeName] = .entity(entity.identifier)
                dependencyTypes[entity.identifier] = dependencyTypes[entity.identifier] ?? .entity(entity.identifier)
            }
            for enumMetadata in bundle.enums {
                dependencyTypes[enumMetadata.typeName] = .enum(enumMetadata.identifier)
                dependencyTypes[enumMetadata.identifier] = dependencyTypes[enumMetadata.identifier] ?? .enum(enumMetadata.identifier)
            }
        }
        self.valueTypes = ValueTypeResolver(index: index, moduleName: moduleName, roles: roles, dependencyTypes: dependencyTypes)
    }

    /// Recognizes every App Intents type of the module.
    package func recognize() -> RecognizedModule {
        var module = RecognizedModule(moduleName: moduleName)
        for name in roles.keys.sorted() {
            guard let entry = index[name], let typeRoles = roles[name] else { continue }
            if typeRoles.contains(.intent) { recognizeIntent(entry, into: &module) }
            if typeRoles.contains(.entity) { recognizeEntity(entry, into: &module) }
            if typeRoles.contains(.enum) { recognizeEnum(entry, into: &module) }
            if typeRoles.contains(.query) { recognizeQuery(entry, into: &module) }
            if typeRoles.contains(.shortcutsProvider) { recognizeShortcutsProvider(entry, into: &module) }
            if typeRoles.contains(.package) { recognizePackage(entry, into: &module) }
        }
        diagnoseForeignEnums(into: &module)
        diagnoseShadowedAppIntentsNames(into: &module)
        return module
    }

    /// A top-level protocol of the module named like an App Intents protocol (`protocol AppIntent`, a stand-in for
    /// building on Linux) hides the framework's: nothing conforming to that name is read as App Intents code. Other
    /// types of such a name are ordinary (shipping apps declare `struct FileEntity: AppEntity`).
    /// Reported only when a type of the module adopts the hidden name: a stand-in checked as a target of its own
    /// declares the protocols and adopts none.
    func diagnoseShadowedAppIntentsNames(into module: inout RecognizedModule) {
        let shadowing = index.sortedEntries.filter { entry in
            entry.kind == .protocol && !entry.qualifiedName.contains(".") && AppIntentsProtocols.role(of: entry.name) != nil
        }
        guard !shadowing.isEmpty else { return }
        let adopted = Set(index.sortedEntries.filter { $0.kind != .protocol }.flatMap { $0.inheritedTypes.compactMap(\.withoutAttributes.baseName) })
        for entry in shadowing where adopted.contains(entry.name) {
            module.diagnostics.append(
                Diagnostic(
                    .appIntentsNameShadowed, at: nameLocation(of: entry),
                    "this module declares 'protocol \(entry.name)', which hides App Intents' protocol of that name: types that conform to '\(entry.name)' here are not read as App Intents types; keep a stand-in for the framework in a module of its own"
                )
            )
        }
    }

    // MARK: Shared helpers

    /// The type's own name, as saved shortcuts refer to it.
    func identifier(of entry: TypeIndex.Entry) -> String { entry.name }

    func typeName(of entry: TypeIndex.Entry) -> String { moduleName + "." + entry.qualifiedName }

    func source(of entry: TypeIndex.Entry) -> SourceReference {
        sourceReference(at: entry.declaration.nameRange.lowerBound, in: entry.file)
    }

    func sourceReference(at offset: Int, in file: SourceFile) -> SourceReference {
        let location = file.location(at: offset)
        return SourceReference(file: location.file, line: location.line, column: location.column)
    }

    func nameLocation(of entry: TypeIndex.Entry) -> SourceLocation {
        entry.file.location(at: entry.declaration.nameRange.lowerBound)
    }

    /// The members of a type followed by those of its superclasses of this module, nearest first, so that an
    /// override is found before what it overrides.
    func membersIncludingSuperclasses(of entry: TypeIndex.Entry) -> [TypeIndex.Member] {
        var members = entry.members
        var visited: Set<String> = [entry.qualifiedName]
        var current = entry
        while current.kind == .class {
            let scope = Array(TypeIndex.scope(of: current.qualifiedName).dropLast())
            guard let superclass = current.inheritedTypes.lazy.compactMap({ type -> TypeIndex.Entry? in
                guard let name = type.withoutAttributes.baseName.map({ _ in type.withoutAttributes.text }),
                    let resolved = index.resolve(name, from: scope), let target = index[resolved], target.kind == .class
                else { return nil }
                return target
            }).first, visited.insert(superclass.qualifiedName).inserted else { break }
            members += superclass.members
            current = superclass
        }
        return members
    }

    /// The first static property App Intents reads by that name, with the binding.
    func staticProperty(_ requirement: AppIntentsAPI.Requirement, in members: [TypeIndex.Member]) -> (TypeIndex.Member, PatternBindingSyntax)? {
        property(requirement.rawValue, isStatic: true, in: members)
    }

    /// The first instance property App Intents reads by that name, with the binding.
    func instanceProperty(_ requirement: AppIntentsAPI.Requirement, in members: [TypeIndex.Member]) -> (TypeIndex.Member, PatternBindingSyntax)? {
        property(requirement.rawValue, isStatic: false, in: members)
    }

    private func property(_ name: String, isStatic: Bool, in members: [TypeIndex.Member]) -> (TypeIndex.Member, PatternBindingSyntax)? {
        for member in members where member.declaration.kind == .variable && member.declaration.isStatic == isStatic {
            if let binding = member.declaration.bindings.first(where: { $0.name == name }) { return (member, binding) }
        }
        return nil
    }

    func function(_ requirement: AppIntentsAPI.Requirement, in members: [TypeIndex.Member]) -> [TypeIndex.Member] {
        members.filter { $0.declaration.kind == .function && $0.declaration.name == requirement.rawValue }
    }

    /// Reads a static property that must be a constant, recording where it is not.
    func constantExpression(
        _ requirement: AppIntentsAPI.Requirement, in members: [TypeIndex.Member], slot: NonConstantValue.Slot, into module: inout RecognizedModule
    ) -> (ExpressionSyntax, SourceFile)? {
        guard let (member, binding) = staticProperty(requirement, in: members) else { return nil }
        return record(reader.valueExpression(of: binding), file: member.file, slot: slot, into: &module).map { ($0, member.file) }
    }

    /// `typeDisplayRepresentation` of an entity or enum: its name and numeric format, or `nil` when the type has none or
    /// after recording that it is not constant.
    func typeDisplayRepresentation(in members: [TypeIndex.Member], into module: inout RecognizedModule) -> (name: LocalizedText, numericFormat: LocalizedText?)? {
        guard let (expression, file) = constantExpression(.typeDisplayRepresentation, in: members, slot: .typeDisplayRepresentation, into: &module) else {
            return nil
        }
        return record(reader.typeDisplayRepresentation(expression), file: file, slot: .typeDisplayRepresentation, into: &module)
    }

    /// The value of a constant slot, or `nil` after recording on the model that it is not constant.
    func record<Value>(_ value: ConstantValue<Value>, file: SourceFile, slot: NonConstantValue.Slot, into module: inout RecognizedModule) -> Value? {
        switch value {
        case .constant(let value):
            return value
        case .nonConstant(let offset, let found):
            module.nonConstantValues.append(NonConstantValue(slot: slot, location: file.location(at: offset), found: found))
            return nil
        }
    }

    /// The entity or enum identifier of a written type, or `nil`.
    func resolveValueType(
        _ type: TypeSyntax?, scope: [String], file: SourceFile, at offset: Int, what: String, into module: inout RecognizedModule
    ) -> (ValueType, Bool)? {
        guard let type else {
            module.diagnostics.append(Diagnostic(.valueTypeUnsupported, at: file.location(at: offset), "\(what) has no type annotation, so its value type cannot be read"))
            return nil
        }
        switch valueTypes.resolve(type, scope: scope) {
        case .resolved(let valueType, let isOptional):
            return (valueType, isOptional)
        case .unsupported(let name):
            module.diagnostics.append(
                Diagnostic(
                    .valueTypeUnsupported, at: file.location(at: offset),
                    "\(what) has type '\(name)', which is not an 'AppEntity', an 'AppEnum' or a value type App Intents supports"
                )
            )
            return nil
        case .unresolved(let valueType, let name, let isOptional):
            // Kept, never dropped: the bundle says which type it is, and a summary or phrase naming it stays valid.
            module.diagnostics.append(
                Diagnostic(
                    .valueTypeFromOtherModule, at: file.location(at: offset),
                    "\(what) has type '\(name)', which is declared in no scanned module, so it is recorded as unresolved; pass that module's sources with '--dependency-sources' or its bundle with '--dependency' to resolve it"
                )
            )
            return (valueType, isOptional)
        }
    }

    /// Reads `@available(...)` attributes into availability clauses.
    func availability(of attributes: [AttributeSyntax], in file: SourceFile) -> [AvailabilityMetadata] {
        var result: [AvailabilityMetadata] = []
        for attribute in attributes where attribute.name == "available" {
            guard let range = attribute.argumentsRange else { continue }
            result += AvailabilityReader.read(file.text(range))
        }
        return result
    }

    func diagnoseForeignEnums(into module: inout RecognizedModule) {
        for foreign in index.foreignExtensions {
            let names = foreign.declaration.inheritedTypes.flatMap(ConformanceResolver.flattened).compactMap(\.baseName)
            guard names.contains("AppEnum") else { continue }
            module.diagnostics.append(
                Diagnostic(
                    .enumFromOtherModule, at: foreign.file.location(at: foreign.declaration.nameRange.lowerBound),
                    "'AppEnum' conformance is added to '\(foreign.extendedName)', which is not declared in this module; its cases cannot be read"
                )
            )
        }
    }
}
