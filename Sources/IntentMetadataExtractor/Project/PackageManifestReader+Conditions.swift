extension PackageManifestReader {
    /// The manifest's tokens with the inactive branches of its `#if` blocks (and the directives) left out.
    ///
    /// SwiftPM compiles the manifest for the machine it runs on; for an app that is the Mac Xcode runs on, so `#if`
    /// is evaluated for macOS (`os(macOS)` true, every module importable) and the compiler version of the
    /// environment. A block left open at the end of the file keeps what was active.
    ///
    /// - Parameters:
    ///   - tokens: the manifest's tokens.
    ///   - file: the manifest.
    ///   - environment: what the conditions are evaluated in.
    static func activeTokens(_ tokens: [Token], in file: SourceFile, environment: CompilationEnvironment) -> [Token] {
        guard tokens.contains(where: { $0.kind == .poundKeyword && isDirective($0, in: file) }) else { return tokens }
        /// One open `#if` block: whether the code around it is active, whether a branch was taken, whether the current one is.
        var blocks: [(outerActive: Bool, taken: Bool, active: Bool)] = []
        var active = true
        var kept: [Token] = []
        kept.reserveCapacity(tokens.count)
        var parser = DeclarationParser(file: file, tokens: tokens)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .poundKeyword, isDirective(token, in: file) else {
                if active { kept.append(token) }
                index += 1
                continue
            }
            let directive = text(of: token, in: file)
            func condition() -> Bool {
                parser.index = index + 1
                let value = parser.parseCompilationCondition().evaluate(in: environment)
                index = max(parser.index, index + 1)
                return value
            }
            switch directive {
            case "#if":
                let value = condition()
                blocks.append((active, value, active && value))
            case "#elseif":
                let value = condition()
                if let block = blocks.popLast() {
                    blocks.append((block.outerActive, block.taken || value, block.outerActive && !block.taken && value))
                }
            case "#else":
                index += 1
                if let block = blocks.popLast() { blocks.append((block.outerActive, true, block.outerActive && !block.taken)) }
            default:
                index += 1
                _ = blocks.popLast()
            }
            active = blocks.last?.active ?? true
        }
        return kept
    }

    private static func isDirective(_ token: Token, in file: SourceFile) -> Bool {
        ["#if", "#elseif", "#else", "#endif"].contains(text(of: token, in: file))
    }

    /// The environment a manifest is compiled in: the Mac that builds the app, with the given compiler version.
    static func manifestEnvironment(compilerVersion: [Int]) -> CompilationEnvironment {
        CompilationEnvironment(operatingSystem: ExtractionConfiguration.Platform.macOS.rawValue, compilerVersion: compilerVersion)
    }
}
