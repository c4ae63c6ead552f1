import IntentMetadata

extension ModuleRecognizer {
    /// Reads an intent: title, description, options, parameters, summary, result and availability.
    func recognizeIntent(_ entry: TypeIndex.Entry, into module: inout RecognizedModule) {
        let members = membersIncludingSuperclasses(of: entry)
        let scope = TypeIndex.scope(of: entry.qualifiedName)
        var title = LocalizedText(key: entry.name)
        var hasTitle = false
        if let (expression, file) = constantExpression(.title, in: members, slot: .intentTitle, into: &module) {
            hasTitle = true
            if let value = record(reader.localizedText(expression), file: file, slot: .intentTitle, into: &module) { title = value }
        }
        var action = ActionMetadata(
            identifier: identifier(of: entry), typeName: typeName(of: entry),
            protocols: (protocols[entry.qualifiedName] ?? []).filter { AppIntentsProtocols.intents.contains($0) }.sorted(),
            title: title, source: source(of: entry)
        )
        if action.protocols.isEmpty {
            // Recognized through `@AppIntent(schema:)`.
            action.protocols = ["AppIntent"]
        }
        if let (expression, file) = constantExpression(.description, in: members, slot: .intentDescription, into: &module) {
            action.description = record(reader.intentDescription(expression), file: file, slot: .intentDescription, into: &module)
        }
        if let (expression, file) = constantExpression(.openAppWhenRun, in: members, slot: .openAppWhenRun, into: &module) {
            if case .booleanLiteral(let value) = expression.kind {
                action.openAppWhenRun = value
            } else {
                module.nonConstantValues.append(
                    NonConstantValue(slot: .openAppWhenRun, location: file.location(at: expression.range.lowerBound), found: reader.describe(expression))
                )
            }
        }
        if let (member, binding) = staticProperty(.supportedModes, in: members), case .constant(let expression) = reader.valueExpression(of: binding) {
            _ = member
            switch reader.literalValue(expression) {
            case .member(let mode): action.supportedModes = [mode]
            case .array(let modes): action.supportedModes = modes.map(\.compactDescription)
            default: break
            }
        }
        if let (_, binding) = staticProperty(.isDiscoverable, in: members), case .constant(let expression) = reader.valueExpression(of: binding),
            case .booleanLiteral(let value) = expression.kind
        {
            action.isDiscoverable = value
        }
        if let (_, binding) = staticProperty(.authenticationPolicy, in: members), case .constant(let expression) = reader.valueExpression(of: binding),
            case .member(let policy) = reader.literalValue(expression)
        {
            action.authenticationPolicy = policy
        }

        var parameterLocations: [String: SourceLocation] = [:]
        var required: Set<String> = []
        var unread: Set<String> = []
        var untitled: Set<String> = []
        var seen: Set<String> = []
        // With `@AppIntent(schema:)` the macro adds `@Parameter` to every stored property; the schema supplies titles.
        // `@AppIntent(schema: .photos.openAsset)`, not the trait form `@AppIntent(.tool)`, which adds no schema.
        let isSchemaMacro = entry.attributes.contains { attribute in
            AppIntentsProtocols.macroRoles[attribute.baseName] == .intent && attribute.arguments?.contains { $0.label == "schema" } == true
        }
        for member in members where member.declaration.kind == .variable && !member.declaration.isStatic {
            let explicit = member.declaration.attributes.first(where: { $0.baseName == "Parameter" })
            guard let binding = member.declaration.bindings.first, seen.insert(binding.name).inserted else { continue }
            let isImplicitParameter = isSchemaMacro && explicit == nil && binding.accessors?.getter == nil
                && binding.type != nil && member.declaration.attributes.isEmpty
            guard let attribute = explicit ?? (isImplicitParameter ? AttributeSyntax(name: "Parameter", arguments: [], range: binding.nameRange, argumentsRange: nil) : nil) else {
                continue
            }
            guard let parameter = readParameter(binding, attribute: attribute, member: member, scope: scope, into: &module) else {
                unread.insert(binding.name)
                continue
            }
            action.parameters.append(parameter)
            if !(attribute.arguments ?? []).contains(where: { $0.label == "title" || $0.label == nil }) { untitled.insert(parameter.name) }
            parameterLocations[parameter.name] = member.file.location(at: binding.nameRange.lowerBound)
            if !parameter.isOptional, parameter.defaultValue == nil { required.insert(parameter.name) }
        }

        var summaryReferences: [(name: String, location: SourceLocation)] = []
        var summaryLocations: [SourceLocation] = []
        if let (member, binding) = staticProperty(.parameterSummary, in: members) {
            var reader = ParameterSummaryReader(file: member.file, environment: environment)
            action.parameterSummary = reader.read(binding)
            summaryReferences = reader.references
            summaryLocations = reader.summaryLocations
        }
        if let perform = function(.perform, in: members).first, let returnType = perform.declaration.signature?.returnType {
            action.result = readResult(returnType, scope: scope, file: perform.file, into: &module)
        }
        action.availability = availability(of: entry.attributes, in: entry.file)
        var intent = RecognizedIntent(
            metadata: action, nameLocation: nameLocation(of: entry), parameterLocations: parameterLocations,
            requiredParameters: required, summaryReferences: summaryReferences, summaryLocations: summaryLocations,
            untitledParameters: untitled
        )
        intent.unreadParameters = unread
        intent.hasTitle = hasTitle
        module.intents.append(intent)
    }

    func readParameter(
        _ binding: PatternBindingSyntax, attribute: AttributeSyntax, member: TypeIndex.Member, scope: [String], into module: inout RecognizedModule
    ) -> ParameterMetadata? {
        let file = member.file
        var title = LocalizedText(key: binding.name)
        var description: LocalizedText?
        var defaultValue: LiteralValue?
        var dialog: LocalizedText?
        var options: [String: LiteralValue] = [:]
        for argument in attribute.arguments ?? [] {
            switch argument.label {
            case "title", nil:
                if let value = record(reader.localizedText(argument.value), file: file, slot: .parameterTitle, into: &module) {
                    title = value
                }
            case "description":
                description = reader.localizedText(argument.value).value
            case "default":
                defaultValue = reader.literalValue(argument.value)
            case "requestValueDialog":
                if case .constant(let text) = reader.localizedText(argument.value) {
                    dialog = text
                } else if case .call(_, let arguments, _) = argument.value.kind, let first = arguments.first {
                    // `IntentDialog("...")`.
                    dialog = reader.localizedText(first.value).value
                }
            case let label?:
                if let value = reader.literalValue(argument.value) { options[label] = value }
            }
        }
        if defaultValue == nil, let initializer = binding.initializer {
            defaultValue = reader.literalValue(initializer)
        }
        guard let (valueType, isOptional) = resolveValueType(
            binding.type, scope: scope, file: file, at: binding.type == nil ? binding.nameRange.lowerBound : typeOffset(of: binding, in: file),
            what: "parameter '\(binding.name)'", into: &module
        ) else { return nil }
        return ParameterMetadata(
            name: binding.name, title: title, description: description, valueType: valueType, isOptional: isOptional,
            defaultValue: defaultValue, requestValueDialog: dialog, options: options.isEmpty ? nil : options,
            source: sourceReference(at: binding.nameRange.lowerBound, in: file)
        )
    }

    /// The offset of a binding's type annotation: the first non-space byte after the name's colon.
    func typeOffset(of binding: PatternBindingSyntax, in file: SourceFile) -> Int {
        var offset = binding.nameRange.upperBound
        let bytes = file.bytes
        while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: ":") || bytes[offset] == UInt8(ascii: "\t") {
            offset += 1
        }
        return offset
    }

    /// Reads `some IntentResult & ReturnsValue<Book> & ProvidesDialog`.
    func readResult(_ type: TypeSyntax, scope: [String], file: SourceFile, into module: inout RecognizedModule) -> ResultMetadata {
        var result = ResultMetadata()
        var pending = [type]
        while let next = pending.popLast() {
            switch next.withoutAttributes {
            case .opaque(let inner), .existential(let inner):
                pending.append(inner)
            case .composition(let types):
                pending += types
            case .named(let components):
                guard let last = components.last else { continue }
                switch last.name {
                case "ReturnsValue":
                    guard let argument = last.genericArguments.first else { continue }
                    switch valueTypes.resolve(argument, scope: scope) {
                    case .resolved(let valueType, _), .unresolved(let valueType, _, _): result.valueType = valueType
                    case .unsupported: continue
                    }
                case "ProvidesDialog": result.providesDialog = true
                case "ShowsSnippetView": result.showsSnippetView = true
                case "ShowsSnippetIntent": result.showsSnippetIntent = true
                case "OpensIntent": result.opensIntent = true
                default: continue
                }
            default:
                continue
            }
        }
        return result
    }
}
