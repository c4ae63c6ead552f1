import Foundation

/// Reads the targets of a Swift package from its `Package.swift` as text, without running it.
///
/// Running the manifest (`swift package describe`) needs a toolchain and, for packages with remote dependencies,
/// the network; neither is guaranteed on a CI runner. The text reading finds each `.target(...)` and
/// `.executableTarget(...)` call with literal `name:`, `path:`, `exclude:`, `sources:`, `dependencies:` and
/// `.define(...)` arguments, and SwiftPM's conventional layout (`Sources/<Target>`) when `path:` is absent. Test, plugin, macro,
/// binary and system-library targets are skipped. A manifest that computes its targets in code is read as far as
/// its literals go.
package enum PackageManifestReader {
    /// The target functions whose targets hold Swift sources the app links.
    static let targetFunctions: [String: ProjectTarget.Kind] = ["target": .packageTarget, "executableTarget": .tool]

    /// Reads a package.
    ///
    /// - Parameters:
    ///   - directory: the absolute folder holding `Package.swift`.
    ///   - rootDirectory: the absolute folder diagnostics' paths are relative to.
    /// - Returns: the targets, and diagnostics for what could not be read.
    package static func read(packageAt directory: String, rootDirectory: String) -> (targets: [ProjectTarget], diagnostics: [Diagnostic]) {
        let manifestPath = directory + "/Package.swift"
        let relativeManifest = ProjectPath.relative(manifestPath, to: rootDirectory)
        guard let data = FileManager.default.contents(atPath: manifestPath), data.count <= 4 << 20 else {
            let location = SourceLocation(file: relativeManifest, line: 1, column: 1)
            return ([], [Diagnostic(.projectUnreadable, at: location, "the package manifest could not be read")])
        }
        let file = SourceFile(path: relativeManifest, bytes: Array(data))
        let tokens = Lexer.tokenize(file).filter { $0.kind != .endOfFile }
        var platforms: [ExtractionConfiguration.Platform] = []
        var calls: [(kind: ProjectTarget.Kind, arguments: Range<Int>)] = []
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            if tokens[index].kind == .identifier, text(of: tokens[index], in: file) == "platforms", tokens[index + 1].kind == .colon,
               tokens[index + 2].kind == .leftSquare, let end = matchingClose(tokens, from: index + 2) {
                for position in (index + 3)..<end where tokens[position].kind == .period && position + 1 < end {
                    let name = text(of: tokens[position + 1], in: file)
                    if let platform = ExtractionConfiguration.Platform.allCases.first(where: { $0.rawValue == name }) { platforms.append(platform) }
                }
                continue
            }
            guard tokens[index].kind == .period, tokens[index + 1].kind == .identifier, tokens[index + 2].kind == .leftParen,
                  let kind = targetFunctions[text(of: tokens[index + 1], in: file)], let end = matchingClose(tokens, from: index + 2)
            else { continue }
            calls.append((kind, (index + 3)..<end))
        }
        let platform = ExtractionConfiguration.Platform.allCases.first(where: platforms.contains) ?? .iOS
        var targets: [ProjectTarget] = []
        var diagnostics: [Diagnostic] = []
        for call in calls {
            let arguments = Arguments(tokens: tokens, range: call.arguments, file: file)
            guard let name = arguments.string("name") else { continue }
            let folder: String
            if let path = arguments.string("path") {
                folder = ProjectPath.join(directory, path)
            } else {
                let candidates = ["Sources", "Source", "src", "srcs"].map { ProjectPath.join(directory, "\($0)/\(name)") }
                folder = candidates.first(where: ProjectPath.isDirectory) ?? candidates[0]
            }
            guard ProjectPath.isDirectory(folder) else {
                let position = file.lineAndColumn(at: tokens[call.arguments.lowerBound].range.lowerBound)
                diagnostics.append(Diagnostic(
                    .projectInvalidReference, at: SourceLocation(file: relativeManifest, line: position.line, column: position.column),
                    "the folder of target '\(name)' ('\(ProjectPath.relative(folder, to: rootDirectory))') does not exist; the target has no sources"
                ))
                continue
            }
            let excluded = Set(arguments.strings("exclude").map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
            let included = arguments.strings("sources").map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
            var sources: [String] = []
            var resources: [String] = []
            for path in DirectoryListing.files(under: folder) {
                let relative = ProjectPath.relative(path, to: folder)
                if XcodeProjectReader.isListed(relative, in: excluded) { continue }
                if !included.isEmpty, !XcodeProjectReader.isListed(relative, in: Set(included)) { continue }
                if path.hasSuffix(".swift") {
                    sources.append(path)
                } else if ProjectPath.isLocalizationResource(path) {
                    resources.append(path)
                }
            }
            targets.append(ProjectTarget(
                name: name, kind: call.kind, moduleName: name.c99ExtendedIdentifier, platform: platform,
                platforms: platforms.isEmpty ? [] : ExtractionConfiguration.Platform.allCases.filter(platforms.contains),
                compilationFlags: Array(Set(arguments.defines)).sorted(), projectPath: directory, sourceFiles: sources, resourceFiles: resources,
                dependencies: arguments.dependencyNames
            ))
        }
        return (targets, diagnostics)
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
