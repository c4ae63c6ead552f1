import IntentMetadata

/// Reads the compile-time constant forms Apple's metadata processor accepts: string literals and initializer
/// calls with literal arguments. Everything else is read as not constant, with what was found, which recognition
/// records on the model (`NonConstantValue`) for the constant-value check.
package struct ConstantReader: Sendable {
    package init() {}

    /// The expression a property's value comes from: its initializer, or a getter whose first statement
    /// returns a value (a single-expression getter counts), as the compiler's constant extraction reads it.
    package func valueExpression(of binding: PatternBindingSyntax) -> ConstantValue<ExpressionSyntax> {
        if let initializer = binding.initializer { return .constant(initializer) }
        guard let accessors = binding.accessors else {
            return .nonConstant(offset: binding.nameRange.lowerBound, found: .propertyWithoutValue)
        }
        guard let statements = accessors.getterStatements, let first = statements.first else {
            return .nonConstant(offset: accessors.range.lowerBound, found: .propertyWithoutGetter)
        }
        switch first {
        case .return(let value?, _):
            return .constant(value)
        case .expression(let expression) where statements.count == 1:
            return .constant(expression)
        case .expression(let expression):
            return .nonConstant(offset: expression.range.lowerBound, found: .getterWithSeveralStatements)
        case .return(nil, let range):
            return .nonConstant(offset: range.lowerBound, found: .getterReturningNothing)
        case .if(let statement):
            return .nonConstant(offset: statement.range.lowerBound, found: .getterChoosingAtRunTime)
        case .conditional(let block):
            return .nonConstant(offset: block.clauses.first?.offset ?? accessors.range.lowerBound, found: .getterWithConditionalCompilation)
        case .other(let range):
            return .nonConstant(offset: range.lowerBound, found: .getterWithSeveralStatements)
        }
    }

    /// A `LocalizedStringResource`: a string literal (the key; format placeholders such as `\(placeholder: .int)`
    /// become `%lld`), or `LocalizedStringResource("key", defaultValue: "...", table: "...")` / `.init(...)` with
    /// literal arguments (`table: nil` is the default table). The compiler records each of these as a literal or an
    /// initializer call, and anything else (a reference, a call, an interpolated value) as what Apple rejects.
    package func localizedText(_ expression: ExpressionSyntax) -> ConstantValue<LocalizedText> {
        if let text = plainString(expression) ?? placeholderString(expression) {
            return .constant(LocalizedText(key: text))
        }
        if case .call(let callee, let arguments, let trailing) = expression.kind, trailing.isEmpty,
            isInitializer(callee, of: ["LocalizedStringResource", "LocalizedStringKey", "String.LocalizationValue"])
        {
            guard let first = arguments.first, first.label == nil || first.label == "stringLiteral" else {
                return .nonConstant(offset: expression.range.lowerBound, found: .initializerWithoutLiteralKey)
            }
            guard let key = plainString(first.value) ?? placeholderString(first.value) else {
                return .nonConstant(offset: first.value.range.lowerBound, found: describe(first.value))
            }
            var text = LocalizedText(key: key)
            for argument in arguments.dropFirst() {
                switch argument.label {
                case "defaultValue":
                    guard let value = plainString(argument.value) ?? placeholderString(argument.value) else {
                        return .nonConstant(offset: argument.value.range.lowerBound, found: describe(argument.value))
                    }
                    text.defaultValue = value
                case "table":
                    if case .nilLiteral = argument.value.kind { continue }
                    guard let value = plainString(argument.value) else {
                        return .nonConstant(offset: argument.value.range.lowerBound, found: describe(argument.value))
                    }
                    text.table = value
                default:
                    // `comment:`, `locale:`, `bundle:` do not change what is shown.
                    continue
                }
            }
            return .constant(text)
        }
        return .nonConstant(offset: expression.range.lowerBound, found: describe(expression))
    }

    /// An `IntentDescription`: a literal, `IntentDescription(stringLiteral: "...")`, or
    /// `IntentDescription(_:categoryName:searchKeywords:resultValueName:)`.
    ///
    /// `searchKeywords` that are not a literal array of constants are left out rather than reported: the compiler
    /// records the argument as `Runtime` whenever the code leaves it to its default, so Apple's processor cannot be
    /// rejecting that.
    package func intentDescription(_ expression: ExpressionSyntax) -> ConstantValue<IntentDescriptionMetadata> {
        if let text = plainString(expression) ?? placeholderString(expression) {
            return .constant(IntentDescriptionMetadata(text: LocalizedText(key: text)))
        }
        guard case .call(let callee, let arguments, _) = expression.kind, isInitializer(callee, of: ["IntentDescription"]),
            let first = arguments.first, first.label == nil || first.label == "stringLiteral"
        else {
            return localizedText(expression).map { IntentDescriptionMetadata(text: $0) }
        }
        guard case .constant(let text) = localizedText(first.value) else {
            return .nonConstant(offset: first.value.range.lowerBound, found: describe(first.value))
        }
        var description = IntentDescriptionMetadata(text: text)
        for argument in arguments.dropFirst() {
            switch argument.label {
            case "categoryName":
                switch optionalText(argument.value) {
                case .constant(let value): description.categoryName = value
                case .nonConstant(let offset, let found): return .nonConstant(offset: offset, found: found)
                }
            case "searchKeywords":
                guard case .arrayLiteral(let elements) = argument.value.kind else { continue }
                let keywords = elements.compactMap { localizedText($0).value }
                if keywords.count == elements.count { description.searchKeywords = keywords }
            default:
                continue
            }
        }
        return .constant(description)
    }

    /// An optional `LocalizedStringResource` argument: `nil`, or what `localizedText` reads.
    func optionalText(_ expression: ExpressionSyntax) -> ConstantValue<LocalizedText?> {
        if case .nilLiteral = expression.kind { return .constant(nil) }
        return localizedText(expression).map { Optional($0) }
    }

    /// A `TypeDisplayRepresentation`: a literal name, or `TypeDisplayRepresentation(name:numericFormat:)`.
    package func typeDisplayRepresentation(_ expression: ExpressionSyntax) -> ConstantValue<(name: LocalizedText, numericFormat: LocalizedText?)> {
        if let text = plainString(expression) ?? placeholderString(expression) {
            return .constant((LocalizedText(key: text), nil))
        }
        guard case .call(let callee, let arguments, _) = expression.kind, isInitializer(callee, of: ["TypeDisplayRepresentation"]) else {
            return .nonConstant(offset: expression.range.lowerBound, found: describe(expression))
        }
        var name: LocalizedText?
        var numericFormat: LocalizedText?
        for argument in arguments {
            switch argument.label {
            case "name", nil, "stringLiteral":
                switch localizedText(argument.value) {
                case .constant(let value): name = value
                case .nonConstant(let offset, let found): return .nonConstant(offset: offset, found: found)
                }
            case "numericFormat":
                switch optionalText(argument.value) {
                case .constant(let value): numericFormat = value
                case .nonConstant(let offset, let found): return .nonConstant(offset: offset, found: found)
                }
            default:
                continue
            }
        }
        guard let name else {
            return .nonConstant(offset: expression.range.lowerBound, found: .initializerWithoutName)
        }
        return .constant((name, numericFormat))
    }

    /// A `DisplayRepresentation`: a literal title, or `DisplayRepresentation(title:subtitle:image:)`.
    package func displayRepresentation(_ expression: ExpressionSyntax) -> ConstantValue<(title: LocalizedText, subtitle: LocalizedText?, image: ImageMetadata?)> {
        if let text = plainString(expression) ?? placeholderString(expression) {
            return .constant((LocalizedText(key: text), nil, nil))
        }
        guard case .call(let callee, let arguments, _) = expression.kind, isInitializer(callee, of: ["DisplayRepresentation"]) else {
            return .nonConstant(offset: expression.range.lowerBound, found: describe(expression))
        }
        var title: LocalizedText?
        var subtitle: LocalizedText?
        var image: ImageMetadata?
        for argument in arguments {
            switch argument.label {
            case "title", nil, "stringLiteral":
                switch localizedText(argument.value) {
                case .constant(let value): title = value
                case .nonConstant(let offset, let found): return .nonConstant(offset: offset, found: found)
                }
            case "subtitle":
                switch optionalText(argument.value) {
                case .constant(let value): subtitle = value
                case .nonConstant(let offset, let found): return .nonConstant(offset: offset, found: found)
                }
            case "image":
                image = self.image(argument.value)
            default:
                continue
            }
        }
        guard let title else {
            return .nonConstant(offset: expression.range.lowerBound, found: .initializerWithoutTitle)
        }
        return .constant((title, subtitle, image))
    }

    /// `.init(systemName: "x")`, `DisplayRepresentation.Image(named: "x")`.
    func image(_ expression: ExpressionSyntax) -> ImageMetadata? {
        guard case .call(_, let arguments, _) = expression.kind else { return nil }
        var image = ImageMetadata()
        for argument in arguments {
            if argument.label == "systemName" { image.systemName = plainString(argument.value) }
            if argument.label == "named" { image.named = plainString(argument.value) }
        }
        return image.systemName == nil && image.named == nil ? nil : image
    }

    /// A literal usable as a default value or option: strings, numbers, Booleans, member references, arrays
    /// and tuples (as arrays, for ranges such as `inclusiveRange: (1, 10)`).
    package func literalValue(_ expression: ExpressionSyntax) -> LiteralValue? {
        switch expression.kind {
        case .stringLiteral:
            return plainString(expression).map(LiteralValue.string)
        case .integerLiteral(let text):
            return Int(text.replacingUnderscores()).map(LiteralValue.integer) ?? Double(text.replacingUnderscores()).map(LiteralValue.double)
        case .floatLiteral(let text):
            return Double(text.replacingUnderscores()).map(LiteralValue.double)
        case .booleanLiteral(let value):
            return .bool(value)
        case .memberAccess(let base, let name):
            if base == nil { return .member(name) }
            if let base, case .identifier = base.kind { return .member(name) }
            return nil
        case .call(let callee, let arguments, let trailing):
            // `.foreground(.immediate)` keeps its case and argument: `foreground(immediate)`.
            guard trailing.isEmpty, case .memberAccess(nil, let name) = callee.kind else { return nil }
            let inner = arguments.compactMap { literalValue($0.value) }.map(\.compactDescription)
            return .member("\(name)(\(inner.joined(separator: ", ")))")
        case .arrayLiteral(let elements):
            let values = elements.compactMap(literalValue)
            return values.count == elements.count ? .array(values) : nil
        case .tuple(let arguments):
            let values = arguments.compactMap { literalValue($0.value) }
            return values.count == arguments.count ? .array(values) : nil
        default:
            return nil
        }
    }

    /// The text of a string literal without interpolations.
    package func plainString(_ expression: ExpressionSyntax) -> String? {
        guard case .stringLiteral(let segments) = expression.kind else { return nil }
        var text = ""
        for segment in segments {
            guard case .text(let piece) = segment else { return nil }
            text += piece
        }
        return text
    }

    /// A string literal whose interpolations are all `\(placeholder: .int)`-style format placeholders.
    func placeholderString(_ expression: ExpressionSyntax) -> String? {
        guard case .stringLiteral(let segments) = expression.kind else { return nil }
        var text = ""
        for segment in segments {
            switch segment {
            case .text(let piece):
                text += piece
            case .interpolation(let arguments, _):
                guard arguments.count == 1, arguments[0].label == "placeholder", case .memberAccess(nil, let name) = arguments[0].value.kind else {
                    return nil
                }
                switch name {
                case "int": text += "%lld"
                case "double": text += "%lf"
                case "float": text += "%f"
                default: text += "%@"
                }
            }
        }
        return text
    }

    /// Whether a callee names an initializer of one of the types: `T(...)`, `T.init(...)`, `.init(...)`.
    func isInitializer(_ callee: ExpressionSyntax, of typeNames: [String]) -> Bool {
        switch callee.kind {
        case .identifier(let name):
            return typeNames.contains(name)
        case .memberAccess(nil, "init"):
            return true
        case .memberAccess(let base?, let member):
            if member == "init" { return isInitializer(base, of: typeNames) }
            // Qualified: `AppIntents.LocalizedStringResource(...)`, `DisplayRepresentation.Image`.
            if case .identifier = base.kind { return typeNames.contains(member) }
            return false
        default:
            return false
        }
    }

    /// What an expression is, for messages: a reference to 'pinTitle', a call to 'makeTitle()'.
    package func describe(_ expression: ExpressionSyntax) -> NonConstantValue.Found {
        switch expression.kind {
        case .identifier(let name):
            return .reference(name)
        case .memberAccess(let base, let name):
            if let base, case .identifier(let baseName) = base.kind { return .reference("\(baseName).\(name)") }
            return .reference(".\(name)")
        case .call(let callee, _, _):
            switch callee.kind {
            case .identifier(let name): return .call(name)
            case .memberAccess(_, let name): return .call(name)
            default: return .functionCall
            }
        case .stringLiteral:
            return .interpolatedString
        case .closure:
            return .closure
        case .integerLiteral, .floatLiteral:
            return .number
        case .booleanLiteral:
            return .boolean
        case .nilLiteral:
            return .nilLiteral
        case .arrayLiteral:
            return .array
        case .dictionaryLiteral:
            return .dictionary
        default:
            return .runTimeExpression
        }
    }
}

extension ConstantValue {
    func map<Other>(_ transform: (Value) -> Other) -> ConstantValue<Other> {
        switch self {
        case .constant(let value): .constant(transform(value))
        case .nonConstant(let offset, let found): .nonConstant(offset: offset, found: found)
        }
    }
}

extension LiteralValue {
    /// A short source-like rendering, used inside member names such as `foreground(immediate)`.
    var compactDescription: String {
        switch self {
        case .string(let value): "\"\(value)\""
        case .integer(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        case .member(let name): name
        case .array(let values): "[" + values.map(\.compactDescription).joined(separator: ", ") + "]"
        }
    }
}

extension String {
    func replacingUnderscores() -> String {
        String(filter { $0 != "_" })
    }
}
