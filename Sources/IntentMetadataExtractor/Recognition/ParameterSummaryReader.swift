import IntentMetadata

/// Reads a `parameterSummary` result-builder body: `Summary`, `When`/`Otherwise` and `Switch`/`Case`/`DefaultCase`.
struct ParameterSummaryReader {
    let file: SourceFile
    let environment: CompilationEnvironment
    let reader = ConstantReader()
    /// Every parameter the summary names, with the `Summary`, `When` or `Switch` call that names it.
    private(set) var references: [(name: String, location: SourceLocation)] = []
    /// Where each `Summary(...)` is.
    private(set) var summaryLocations: [SourceLocation] = []

    init(file: SourceFile, environment: CompilationEnvironment) {
        self.file = file
        self.environment = environment
    }

    mutating func read(_ binding: PatternBindingSyntax) -> ParameterSummaryMetadata? {
        if let initializer = binding.initializer { return read(initializer) }
        guard let statements = binding.accessors?.getterStatements else { return nil }
        return read(statements)
    }

    mutating func read(_ statements: [StatementSyntax]) -> ParameterSummaryMetadata? {
        for statement in ConditionalCompilation.activeStatements(statements, in: environment) {
            switch statement {
            case .expression(let expression), .return(let expression?, _):
                if let summary = read(expression) { return summary }
            default:
                continue
            }
        }
        return nil
    }

    mutating func read(_ expression: ExpressionSyntax) -> ParameterSummaryMetadata? {
        guard case .call(let callee, let arguments, let closures) = expression.kind, let name = calleeName(callee) else { return nil }
        switch name {
        case "Summary":
            let location = file.location(at: expression.range.lowerBound)
            summaryLocations.append(location)
            var template = LocalizedText(key: "")
            if let first = arguments.first {
                template = readTemplate(first.value, at: location)
            }
            var parameters: [String] = []
            for closure in closures {
                for statement in ConditionalCompilation.activeStatements(closure.statements, in: environment) {
                    if case .expression(let item) = statement, let parameter = parameterName(item) {
                        parameters.append(parameter)
                        references.append((parameter, location))
                    }
                }
            }
            return .summary(SummaryTemplate(template: template, parameters: parameters))
        case "When":
            guard let first = arguments.first, let parameter = parameterName(first.value) else { return nil }
            references.append((parameter, file.location(at: expression.range.lowerBound)))
            var comparison: String?
            var value: LiteralValue?
            if arguments.count > 1, case .memberAccess(nil, let comparator) = arguments[1].value.kind {
                comparison = comparator
            }
            if arguments.count > 2 {
                value = reader.literalValue(arguments[2].value)
            }
            guard let thenClosure = closures.first, let then = read(thenClosure.statements) else { return nil }
            let otherwise = closures.count > 1 ? read(closures[1].statements) : nil
            return .when(WhenSummary(parameter: parameter, comparison: comparison, value: value, then: then, otherwise: otherwise))
        case "Switch":
            guard let first = arguments.first, let parameter = parameterName(first.value), let body = closures.first else { return nil }
            references.append((parameter, file.location(at: expression.range.lowerBound)))
            var cases: [SwitchSummary.Case] = []
            var defaultCase: ParameterSummaryMetadata?
            for statement in ConditionalCompilation.activeStatements(body.statements, in: environment) {
                guard case .expression(let item) = statement, case .call(let caseCallee, let caseArguments, let caseClosures) = item.kind,
                    let caseName = calleeName(caseCallee), let caseBody = caseClosures.first
                else { continue }
                if caseName == "Case", let valueExpression = caseArguments.first?.value, let value = reader.literalValue(valueExpression),
                    let summary = read(caseBody.statements)
                {
                    cases.append(SwitchSummary.Case(value: value, summary: summary))
                } else if caseName == "DefaultCase" {
                    defaultCase = read(caseBody.statements)
                }
            }
            return .switch(SwitchSummary(parameter: parameter, cases: cases, defaultCase: defaultCase))
        default:
            return nil
        }
    }

    /// `"Open \(\.$shelf)"` as `Open ${shelf}`, recording the reference.
    mutating func readTemplate(_ expression: ExpressionSyntax, at location: SourceLocation) -> LocalizedText {
        if case .constant(let text) = reader.localizedText(expression) { return text }
        guard case .stringLiteral(let segments) = expression.kind else { return LocalizedText(key: "") }
        var key = ""
        for segment in segments {
            switch segment {
            case .text(let text):
                key += text
            case .interpolation(let arguments, let range):
                if let argument = arguments.first, let parameter = parameterName(argument.value) {
                    key += "${\(parameter)}"
                    _ = range
                    references.append((parameter, location))
                } else {
                    key += "${?}"
                }
            }
        }
        return LocalizedText(key: key)
    }

    func calleeName(_ callee: ExpressionSyntax) -> String? {
        switch callee.kind {
        case .identifier(let name): name
        case .memberAccess(_, let name): name
        default: nil
        }
    }

    /// `\.$shelf` or `\Intent.$shelf` as `shelf`.
    func parameterName(_ expression: ExpressionSyntax) -> String? {
        guard case .keyPath(_, let components) = expression.kind, let first = components.first else { return nil }
        return first.hasPrefix("$") ? String(first.dropFirst()) : first
    }
}
