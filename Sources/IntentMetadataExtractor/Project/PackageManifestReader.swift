#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads the targets of a Swift package from its `Package.swift` as text, without running it.
///
/// Running the manifest (`swift package describe`) needs a toolchain and, for packages with remote dependencies,
/// the network; neither is guaranteed on a CI runner. The text reading finds each `.target(...)` and
/// `.executableTarget(...)` call with literal `name:`, `path:`, `exclude:`, `sources:`, `dependencies:` and
/// `.define(...)` arguments, and lays the target out as SwiftPM does (`PackageManifestReader+Layout.swift`). Test,
/// plugin, macro, binary and system-library targets are skipped, and so is a `.target(name:)` that is a dependency of
/// another target. A manifest that computes its targets in code is read as far as its literals go.
package enum PackageManifestReader {
    /// The target functions whose targets hold Swift sources the app links.
    static let targetFunctions: [String: ProjectTarget.Kind] = ["target": .packageTarget, "executableTarget": .tool]
    /// Every function that declares a target, with whether it counts with the regular targets for SwiftPM's
    /// single-target layout (a test or plugin target has a folder of its own).
    static let declaringFunctions: [String: Bool] = [
        "target": true, "executableTarget": true, "macro": true, "systemLibrary": true, "binaryTarget": true, "testTarget": false, "plugin": false,
    ]

    /// One target declaration of the manifest.
    struct Declaration {
        /// The function: `target`, `executableTarget`, `testTarget`, ...
        var function: String
        /// The tokens of its arguments.
        var arguments: Range<Int>
        /// Whether it sits inside code that runs or not when SwiftPM runs the manifest: a block of `if`, `guard`,
        /// `for`, `while` or `switch`, or a function's body. A closure called in place (`targets: { ... }()`) runs once
        /// and is read.
        var isInsideCode: Bool
    }

    /// Reads a package.
    ///
    /// - Parameters:
    ///   - directory: the absolute folder holding `Package.swift`.
    ///   - rootDirectory: the absolute folder diagnostics' paths are relative to.
    ///   - listings: folders the repository walk listed, which the targets' folders need not be listed again from.
    /// - Returns: the targets, and diagnostics for what could not be read.
    package static func read(
        packageAt directory: String, rootDirectory: String, compilerVersion: [Int] = ExtractionConfiguration.defaultCompilerVersion, listings: FolderListings = .none
    ) -> (targets: [ProjectTarget], diagnostics: [Diagnostic]) {
        let manifestPath = manifestPath(in: directory, compilerVersion: compilerVersion)
        let relativeManifest = ProjectPath.relative(manifestPath, to: rootDirectory)
        guard let bytes = SourceTree.contents(ofFileAt: manifestPath), bytes.count <= 4 << 20 else {
            let location = SourceLocation(file: relativeManifest, line: 1, column: 1)
            return ([], [Diagnostic(.projectUnreadable, at: location, "the package manifest could not be read")])
        }
        let file = SourceFile(path: relativeManifest, bytes: bytes)
        let tokens = activeTokens(
            Lexer.tokenize(file).filter { $0.kind != .endOfFile }, in: file, environment: manifestEnvironment(compilerVersion: compilerVersion)
        )
        let platforms = declaredPlatforms(tokens, in: file)
        let scan = targetDeclarations(tokens, in: file)
        var diagnostics: [Diagnostic] = []
        func report(_ message: String, at tokenIndex: Int, _ id: DiagnosticID, severity: Diagnostic.Severity? = nil) {
            let position = file.lineAndColumn(at: tokens[min(tokenIndex, tokens.count - 1)].range.lowerBound)
            diagnostics.append(Diagnostic(id, severity: severity, at: SourceLocation(file: relativeManifest, line: position.line, column: position.column), message))
        }
        var declarations: [Declaration] = []
        for declaration in scan {
            let arguments = Arguments(tokens: tokens, range: declaration.arguments, file: file)
            let name = arguments.string("name")
            let unknownLabels = arguments.labels.filter { !knownArgumentLabels.contains($0) }
            let isRead = targetFunctions[declaration.function] != nil
            if !unknownLabels.isEmpty || declaration.isInsideCode, !isRead {
                // Test, plugin and macro targets are not read anyway (and `.plugin(name:package:)` is also a plugin used).
                continue
            } else if !unknownLabels.isEmpty {
                // A function of the manifest's own named like PackageDescription's (`.target(kind:name:directory:)`).
                let call = ".\(declaration.function)(\(arguments.labels.map { $0 + ":" }.joined()))"
                report("target \(name.map { "'\($0)' " } ?? "")is declared through '\(call)', which is not PackageDescription's; it is not read", at: declaration.arguments.lowerBound - 2, .projectNotRead, severity: .note)
            } else if declaration.isInsideCode {
                report("target \(name.map { "'\($0)' " } ?? "")is declared inside code the manifest runs (a block, a function or a closure); it is not read", at: declaration.arguments.lowerBound - 2, .projectNotRead, severity: .note)
            } else {
                declarations.append(declaration)
            }
        }
        let layout = Layout(
            packageDirectory: directory, toolsVersion: toolsVersion(of: file.bytes),
            regularTargetCount: declarations.filter { declaringFunctions[$0.function] == true }.count, listings: listings
        )
        let platform = ExtractionConfiguration.Platform.allCases.first(where: platforms.contains) ?? .iOS
        var targets: [ProjectTarget] = []
        for declaration in declarations {
            guard var kind = targetFunctions[declaration.function] else { continue }
            let arguments = Arguments(tokens: tokens, range: declaration.arguments, file: file)
            guard let name = arguments.string("name") else {
                report("a target's name is not a string literal; the target is not read", at: declaration.arguments.lowerBound - 2, .projectNotRead, severity: .note)
                continue
            }
            guard let folder = layout.folder(ofTarget: name, path: arguments.string("path")) else {
                report(
                    "the folder of target '\(name)' ('\(ProjectPath.relative(layout.expectedFolder(ofTarget: name, path: arguments.string("path")), to: rootDirectory))') "
                        + "does not exist; the target has no sources",
                    at: declaration.arguments.lowerBound, .projectInvalidReference
                )
                continue
            }
            let files = layout.files(inTarget: folder, excluding: arguments.strings("exclude"), sources: arguments.strings("sources"))
            guard files.hasSources else { continue }
            // SwiftPM makes a regular target with a `main.swift` an executable, whatever the tools version.
            if kind == .packageTarget, files.sources.contains(where: { ProjectPath.lastComponent(of: $0) == "main.swift" }) { kind = .tool }
            targets.append(ProjectTarget(
                name: name, kind: kind, moduleName: name.c99ExtendedIdentifier, platform: platform,
                platforms: platforms.isEmpty ? [] : ExtractionConfiguration.Platform.allCases.filter(platforms.contains),
                compilationFlags: Array(Set(arguments.defines)).sorted(), projectPath: directory, sourceFiles: files.sources, resourceFiles: files.resources,
                dependencies: arguments.dependencyNames, filesAreChecked: true
            ))
        }
        return (targets, diagnostics)
    }

    /// The labels PackageDescription's target functions take; a call with another label is a function of the
    /// manifest's own.
    static let knownArgumentLabels: Set<String> = [
        "name", "dependencies", "path", "exclude", "sources", "resources", "publicHeadersPath", "packageAccess", "cSettings", "cxxSettings",
        "swiftSettings", "linkerSettings", "plugins", "capability", "url", "checksum", "pkgConfig", "providers",
    ]

    /// The manifest SwiftPM reads, as its manifest loader chooses it: `Package@swift-<version>.swift` for the
    /// compiler's version (`6.3`, then `6`) when there is one; else the version-specific manifest of the highest version
    /// not above the compiler's, when its tools version is above that of `Package.swift` or `Package.swift` needs a
    /// newer compiler; else `Package.swift`.
    static func manifestPath(in directory: String, compilerVersion: [Int]) -> String {
        let regular = directory + "/Package.swift"
        guard let entries = FolderEntries.entries(of: directory, followingLinks: true) else { return regular }
        var candidates: [(version: [Int], name: String)] = []
        for entry in entries where !entry.isDirectory && entry.name.hasPrefix("Package@swift-") && entry.name.hasSuffix(".swift") {
            let text = entry.name.dropFirst("Package@swift-".count).dropLast(".swift".count)
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { continue }
            candidates.append((parts.compactMap { $0 }, entry.name))
        }
        guard !candidates.isEmpty else { return regular }
        for length in stride(from: compilerVersion.count, through: 1, by: -1) {
            if let exact = candidates.first(where: { $0.version == Array(compilerVersion.prefix(length)) }) { return directory + "/" + exact.name }
        }
        let compatible = candidates.filter { !isVersion(compilerVersion, below: $0.version) }
        guard let newest = compatible.max(by: { isVersion($0.version, below: $1.version) }) else { return regular }
        let specificTools = manifestToolsVersion(at: directory + "/" + newest.name)
        let regularTools = manifestToolsVersion(at: regular)
        return isVersion(regularTools, below: specificTools) || isVersion(compilerVersion, below: regularTools) ? directory + "/" + newest.name : regular
    }

    /// Whether `lhs` is a lower version than `rhs`, missing components counting as zero (`6` equals `6.0`).
    static func isVersion(_ lhs: [Int], below rhs: [Int]) -> Bool {
        for position in 0..<max(lhs.count, rhs.count) {
            let left = position < lhs.count ? lhs[position] : 0
            let right = position < rhs.count ? rhs[position] : 0
            if left != right { return left < right }
        }
        return false
    }

    private static func manifestToolsVersion(at path: String) -> [Int] {
        guard let head = SystemCall.prefix(ofFileAt: path, count: 512) else { return [0] }
        return toolsVersion(of: head)
    }

    /// The platforms of `platforms: [...]`.
    static func declaredPlatforms(_ tokens: [Token], in file: SourceFile) -> [ExtractionConfiguration.Platform] {
        var platforms: [ExtractionConfiguration.Platform] = []
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, text(of: tokens[index], in: file) == "platforms", tokens[index + 1].kind == .colon,
                  tokens[index + 2].kind == .leftSquare, let end = matchingClose(tokens, from: index + 2) else { continue }
            for position in (index + 3)..<end where tokens[position].kind == .period && position + 1 < end {
                let name = text(of: tokens[position + 1], in: file)
                if let platform = ExtractionConfiguration.Platform.allCases.first(where: { $0.rawValue == name }) { platforms.append(platform) }
            }
        }
        return platforms
    }

    /// The target declarations: `.target(...)`, `.testTarget(...)` and the other functions of `declaringFunctions`,
    /// in the order written. A call inside another declaration's arguments, or an element of a `dependencies:`,
    /// `plugins:` or `products:` list, is a dependency (`.target(name: "Core")`), a plugin used or a product, not a
    /// declaration.
    static func targetDeclarations(_ tokens: [Token], in file: SourceFile) -> [Declaration] {
        var declarations: [Declaration] = []
        /// The open brackets, each with the label written before it (`dependencies: [`) and, for a brace, whether it
        /// opens code that runs or not (a block of `if`, `for`, `switch`, a function's body).
        var open: [(kind: TokenKind, label: String?, isConditionalCode: Bool)] = []
        var insideDeclarationUntil = -1
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            switch tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace:
                let label = index >= 2 && tokens[index - 1].kind == .colon && tokens[index - 2].kind == .identifier ? text(of: tokens[index - 2], in: file) : nil
                let isConditionalCode = tokens[index].kind == .leftBrace && opensConditionalCode(braceAt: index, tokens, in: file)
                open.append((tokens[index].kind, label, isConditionalCode))
                continue
            case .rightParen, .rightSquare, .rightBrace:
                if !open.isEmpty { open.removeLast() }
                continue
            default:
                break
            }
            guard index > insideDeclarationUntil, index + 2 < tokens.count, tokens[index].kind == .period, tokens[index + 1].kind == .identifier,
                  tokens[index + 2].kind == .leftParen, declaringFunctions[text(of: tokens[index + 1], in: file)] != nil,
                  !open.contains(where: { $0.label.map(nonDeclaringLabels.contains) ?? false }), let end = matchingClose(tokens, from: index + 2)
            else { continue }
            declarations.append(Declaration(
                function: text(of: tokens[index + 1], in: file), arguments: (index + 3)..<end, isInsideCode: open.contains { $0.isConditionalCode }
            ))
            insideDeclarationUntil = end
        }
        return declarations
    }

    /// The labels of lists whose `.target(...)`, `.plugin(...)` calls are not declarations: a target's dependencies
    /// and plugins used, the package's products.
    static let nonDeclaringLabels: Set<String> = ["dependencies", "plugins", "products"]

    /// The statement keywords whose braces hold code that runs or not.
    static let conditionalCodeKeywords: Set<String> = ["if", "else", "guard", "for", "while", "switch", "case", "default", "func", "repeat", "catch", "init", "get", "set"]

    /// Whether the brace at `index` opens the block of a statement like `if`, or a function's body: the statement
    /// before it, back to the start of its line or an opening bracket, `=` or `,`, holds such a keyword.
    static func opensConditionalCode(braceAt index: Int, _ tokens: [Token], in file: SourceFile) -> Bool {
        var position = index - 1
        var steps = 0
        while position >= 0, steps < 256 {
            steps += 1
            let token = tokens[position]
            switch token.kind {
            case .rightParen, .rightSquare:
                // Skip a balanced group (a condition's call, a function's parameters) backwards.
                var depth = 0
                while position >= 0 {
                    switch tokens[position].kind {
                    case .rightParen, .rightSquare, .rightBrace: depth += 1
                    case .leftParen, .leftSquare, .leftBrace: depth -= 1
                    default: break
                    }
                    if depth == 0 { break }
                    position -= 1
                }
            case .leftParen, .leftSquare, .leftBrace, .comma, .semicolon, .colon:
                return false
            case .operator where text(of: token, in: file) == "=":
                return false
            case .identifier where conditionalCodeKeywords.contains(text(of: token, in: file)):
                return true
            default:
                break
            }
            if position >= 0, tokens[position].isAtStartOfLine { return false }
            position -= 1
        }
        return false
    }

    /// The version of `// swift-tools-version:5.9` on the manifest's first line; `[3, 1]` (SwiftPM's oldest) without one.
    static func toolsVersion(of bytes: [UInt8]) -> [Int] {
        let firstLine = bytes.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
        // Case-insensitive, as SwiftPM reads it: ASCII letters lowered, so offsets stay those of the line.
        let lowered = String(decoding: firstLine.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
        guard let range = lowered.firstRange(ofBytes: "swift-tools-version:") else { return [3, 1] }
        let rest = lowered[range.upperBound...].drop { $0 == " " }
        let version = rest.prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap { Int($0) }
        return version.isEmpty ? [3, 1] : version
    }

    static func text(of token: Token, in file: SourceFile) -> String {
        String(decoding: file.bytes[token.range], as: UTF8.self)
    }

    /// The index of the bracket that closes the one at `open`, or `nil` when the file ends first.
    static func matchingClose(_ tokens: [Token], from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The labelled arguments of one call, at its own nesting level.
    private struct Arguments {
        let tokens: [Token]
        let range: Range<Int>
        let file: SourceFile

        /// The labels of the call's own arguments, in order.
        var labels: [String] {
            var labels: [String] = []
            var depth = 0
            var index = range.lowerBound
            while index + 1 < range.upperBound {
                switch tokens[index].kind {
                case .leftParen, .leftSquare, .leftBrace: depth += 1
                case .rightParen, .rightSquare, .rightBrace: depth -= 1
                case .identifier where depth == 0 && tokens[index + 1].kind == .colon:
                    if index == range.lowerBound || tokens[index - 1].kind == .comma { labels.append(PackageManifestReader.text(of: tokens[index], in: file)) }
                default: break
                }
                index += 1
            }
            return labels
        }

        /// The position of the token after `label:` at the call's own level.
        func valueStart(_ label: String) -> Int? {
            var depth = 0
            var index = range.lowerBound
            while index + 1 < range.upperBound {
                switch tokens[index].kind {
                case .leftParen, .leftSquare, .leftBrace: depth += 1
                case .rightParen, .rightSquare, .rightBrace: depth -= 1
                case .identifier where depth == 0 && tokens[index + 1].kind == .colon:
                    if PackageManifestReader.text(of: tokens[index], in: file) == label { return index + 2 }
                default: break
                }
                index += 1
            }
            return nil
        }

        func string(_ label: String) -> String? {
            guard let start = valueStart(label), start < range.upperBound, tokens[start].kind == .stringLiteral else { return nil }
            return Lexer.decodeStringLiteral(tokens[start], in: file).staticText
        }

        func strings(_ label: String) -> [String] {
            guard let start = valueStart(label), start < range.upperBound, tokens[start].kind == .leftSquare,
                  let end = PackageManifestReader.matchingClose(tokens, from: start) else { return [] }
            return tokens[(start + 1)..<min(end, range.upperBound)].filter { $0.kind == .stringLiteral }.compactMap {
                Lexer.decodeStringLiteral($0, in: file).staticText
            }
        }

        /// The target names in `dependencies:`: `"Name"`, `.target(name: "Name")`, `.byName(name: "Name")` and a
        /// product's `name:` (a product of another package matches no target here and is left out by the caller);
        /// `package:` values are not names of targets.
        var dependencyNames: [String] {
            guard let start = valueStart("dependencies"), start < range.upperBound, tokens[start].kind == .leftSquare,
                  let end = PackageManifestReader.matchingClose(tokens, from: start) else { return [] }
            var names: [String] = []
            for index in (start + 1)..<min(end, range.upperBound) where tokens[index].kind == .stringLiteral {
                let isPackageName = index >= 2 && tokens[index - 1].kind == .colon
                    && PackageManifestReader.text(of: tokens[index - 2], in: file) == "package"
                if !isPackageName, let name = Lexer.decodeStringLiteral(tokens[index], in: file).staticText { names.append(name) }
            }
            return names
        }

        /// The names of `.define("NAME")` in `swiftSettings:`.
        var defines: [String] {
            guard let start = valueStart("swiftSettings"), start < range.upperBound, tokens[start].kind == .leftSquare,
                  let end = PackageManifestReader.matchingClose(tokens, from: start) else { return [] }
            var names: [String] = []
            var index = start
            while index + 3 < end {
                if tokens[index].kind == .period, PackageManifestReader.text(of: tokens[index + 1], in: file) == "define",
                   tokens[index + 2].kind == .leftParen, tokens[index + 3].kind == .stringLiteral,
                   let name = Lexer.decodeStringLiteral(tokens[index + 3], in: file).staticText {
                    names.append(name)
                }
                index += 1
            }
            return names
        }
    }
}
