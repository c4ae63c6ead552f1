import IntentMetadata

extension ModuleRecognizer {
    /// Reads an `AppShortcutsProvider`: its shortcuts in order, with phrases as templates.
    func recognizeShortcutsProvider(_ entry: TypeIndex.Entry, into module: inout RecognizedModule) {
        let members = entry.members
        let scope = TypeIndex.scope(of: entry.qualifiedName)
        var shortcuts: [RecognizedShortcut] = []
        if let (member, binding) = staticProperty(.appShortcuts, in: members) {
            var statements: [StatementSyntax] = []
            if let initializer = binding.initializer {
                statements = [.expression(initializer)]
            } else if let getter = binding.accessors?.getterStatements {
                statements = getter
            }
            collectShortcuts(statements, availability: [], scope: scope, file: member.file, into: &shortcuts, module: &module)
        }
        var tileColor: String?
        if let (_, binding) = staticProperty(.shortcutTileColor, in: members), case .constant(let expression) = reader.valueExpression(of: binding),
            case .member(let color) = reader.literalValue(expression)
        {
            tileColor = color
        }
        let metadata = ShortcutsMetadata(provider: typeName(of: entry), items: shortcuts.map(\.metadata), tileColor: tileColor, source: source(of: entry))
        module.shortcutsProviders.append(RecognizedShortcutsProvider(metadata: metadata, nameLocation: nameLocation(of: entry), shortcuts: shortcuts))
    }

    private func collectShortcuts(
        _ statements: [StatementSyntax], availability: [AvailabilityMetadata], scope: [String], file: SourceFile,
        into shortcuts: inout [RecognizedShortcut], module: inout RecognizedModule
    ) {
        for statement in ConditionalCompilation.activeStatements(statements, in: environment) {
            switch statement {
            case .expression(let expression), .return(let expression?, _):
                if case .arrayLiteral(let elements) = expression.kind {
                    for element in elements {
                        if let shortcut = readShortcut(element, availability: availability, scope: scope, file: file, module: &module) {
                            shortcuts.append(shortcut)
                        }
                    }
                } else if let shortcut = readShortcut(expression, availability: availability, scope: scope, file: file, module: &module) {
                    shortcuts.append(shortcut)
                }
            case .if(let ifStatement):
                var conditions = availability
                for condition in ifStatement.conditions {
                    if case .availability(false, let platforms) = condition {
                        conditions += platforms.flatMap { AvailabilityReader.read($0) }
                    }
                }
                collectShortcuts(ifStatement.thenBranch, availability: conditions, scope: scope, file: file, into: &shortcuts, module: &module)
                if let elseBranch = ifStatement.elseBranch {
                    collectShortcuts(elseBranch, availability: availability, scope: scope, file: file, into: &shortcuts, module: &module)
                }
            default:
                continue
            }
        }
    }

    private func readShortcut(
        _ expression: ExpressionSyntax, availability: [AvailabilityMetadata], scope: [String], file: SourceFile, module: inout RecognizedModule
    ) -> RecognizedShortcut? {
        guard case .call(let callee, let arguments, _) = expression.kind, reader.isInitializer(callee, of: ["AppShortcut"]) else { return nil }
        var metadata = ShortcutMetadata(intent: "", phrases: [], availability: availability)
        var phrases: [(text: String, location: SourceLocation, applicationNameCount: Int, parameters: [String])] = []
        for argument in arguments {
            switch argument.label {
            case "intent":
                var intentCallee = argument.value
                if case .call(let inner, _, _) = argument.value.kind { intentCallee = inner }
                if case .identifier(let name) = intentCallee.kind {
                    metadata.intent = index.resolve(name, from: scope).map { String($0.split(separator: ".").last ?? "") } ?? name
                } else if case .memberAccess(let base?, let name) = intentCallee.kind, case .identifier(let baseName) = base.kind {
                    let written = name == "init" ? baseName : baseName + "." + name
                    metadata.intent = index.resolve(written, from: scope).map { String($0.split(separator: ".").last ?? "") } ?? written
                }
            case "phrases":
                guard case .arrayLiteral(let elements) = argument.value.kind else {
                    module.diagnostics.append(
                        Diagnostic(
                            .shortcutPhrasesNotInline, at: file.location(at: argument.value.range.lowerBound),
                            "App Shortcut phrases should be an array literal written in the 'AppShortcut' call, but they are \(reader.describe(argument.value)); build-time tools read no phrase from it, so the shortcut has none in the metadata"
                        )
                    )
                    continue
                }
                for element in elements {
                    let phrase: ShortcutPhrase
                    switch readPhrase(element) {
                    case .success(let read):
                        phrase = read
                    case .failure(let unreadable):
                        module.diagnostics.append(
                            Diagnostic(.shortcutPhrasesNotInline, at: file.location(at: element.range.lowerBound), "App Shortcut phrase \(unreadable.reason)")
                        )
                        continue
                    }
                    metadata.phrases.append(phrase.text)
                    phrases.append((phrase.text, file.location(at: element.range.lowerBound), phrase.applicationNameCount, phrase.parameters))
                }
            case "shortTitle":
                metadata.shortTitle = reader.localizedText(argument.value).value
            case "systemImageName":
                metadata.systemImageName = reader.plainString(argument.value)
            default:
                continue
            }
        }
        return RecognizedShortcut(metadata: metadata, location: file.location(at: expression.range.lowerBound), phrases: phrases)
    }

    /// A phrase read as a template.
    private typealias ShortcutPhrase = (text: String, applicationNameCount: Int, parameters: [String])

    /// Why a phrase cannot be read, to follow "App Shortcut phrase " in the warning.
    private struct UnreadablePhrase: Error {
        var reason: String
    }

    /// A phrase as a template: `\(.applicationName)` is `${applicationName}`, `\(\.$shelf)` is `${shelf}`. A string
    /// literal fails on an interpolation of something else than those two (`\(.amount)` does not compile:
    /// `AppShortcutPhraseToken` has no such member), and the reason names it: saying only that the string is
    /// interpolated would blame the interpolations a phrase is meant to have.
    private func readPhrase(_ expression: ExpressionSyntax) -> Result<ShortcutPhrase, UnreadablePhrase> {
        guard case .stringLiteral(let segments) = expression.kind else {
            return .failure(UnreadablePhrase(reason: "must be a string literal, but it is \(reader.describe(expression))"))
        }
        let accepted = "a phrase may interpolate only '\\(.applicationName)' and a key path to a parameter of its intent, such as '\\(\\.$name)'"
        var text = ""
        var applicationNameCount = 0
        var parameters: [String] = []
        for segment in segments {
            switch segment {
            case .text(let piece):
                // `${applicationName}` written out is the token Apple's metadata stores, and shipping apps write it.
                text += piece
                applicationNameCount += piece.components(separatedBy: "${applicationName}").count - 1
            case .interpolation(let arguments, _):
                guard let value = arguments.first?.value else { return .failure(UnreadablePhrase(reason: "has an empty interpolation; \(accepted)")) }
                switch value.kind {
                case .memberAccess(_, "applicationName"):
                    text += "${applicationName}"
                    applicationNameCount += 1
                case .keyPath(_, let components) where !components.isEmpty:
                    let first = components[0]
                    let name = first.hasPrefix("$") ? String(first.dropFirst()) : first
                    text += "${\(name)}"
                    parameters.append(name)
                default:
                    return .failure(UnreadablePhrase(reason: "interpolates \(reader.describe(value)); \(accepted)"))
                }
            }
        }
        return .success((text, applicationNameCount, parameters))
    }

    /// Reads an `AppIntentsPackage` and the packages it includes.
    func recognizePackage(_ entry: TypeIndex.Entry, into module: inout RecognizedModule) {
        var package = PackageMetadata(identifier: identifier(of: entry), typeName: typeName(of: entry), source: source(of: entry))
        if let (_, binding) = staticProperty(.includedPackages, in: entry.members), case .constant(let expression) = reader.valueExpression(of: binding),
            case .arrayLiteral(let elements) = expression.kind
        {
            package.includedPackages = elements.compactMap { element in
                guard case .memberAccess(let base?, "self") = element.kind, let written = qualifiedText(base) else { return nil }
                // A package of this module is named with the module, as other modules' bundles name it.
                if let resolved = index.resolve(written, from: []) { return moduleName + "." + resolved }
                return written
            }
        }
        module.packages.append(package)
    }

    private func qualifiedText(_ expression: ExpressionSyntax) -> String? {
        switch expression.kind {
        case .identifier(let name): return name
        case .memberAccess(let base?, let name): return qualifiedText(base).map { $0 + "." + name }
        default: return nil
        }
    }
}
