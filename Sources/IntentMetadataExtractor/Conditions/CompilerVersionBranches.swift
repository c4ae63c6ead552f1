/// App Intents declarations that sit only in a `#if` branch another compiler version would take: they are not read
/// with the compiler version in use, and a note at the branch says so.
///
/// Apps guard new App Intents API with `#if compiler(>=6.4)`; with `--compiler-version 6.3` those declarations are
/// not read, and the reverse for `#if compiler(<6.4)` branches. The note names the declarations and the condition, so a
/// run with the wrong version is not silently missing them.
package enum CompilerVersionBranches {
    /// The notes for a module's files.
    ///
    /// - Parameters:
    ///   - files: the module's Swift files, or those selection parsed: every file that names App Intents is among
    ///     them, and only such a file gets a note (`ModuleExtraction` passes the parsed ones).
    ///   - environment: the environment `#if` is evaluated in, its compiler version included.
    ///   - syntaxCache: syntax trees the run already made, if shared.
    /// - Returns: one `compiler-version-branch` note per branch that holds App Intents declarations and is not taken.
    package static func notes(in files: [SourceFile], environment: CompilationEnvironment, syntaxCache: SyntaxCache?) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        // A note names declarations that adopt an App Intents protocol or macro, so a file that names none (most
        // files: the byte search selection made, cached) has none; the rest are parsed already.
        let namesAppIntents: (SourceFile) -> Bool = { file in
            syntaxCache?.namesAppIntents(file) ?? RelevantFileSelection.namesAppIntents(file)
        }
        for file in files where namesAppIntents(file) && mentionsVersionCondition(file.bytes) {
            let syntax = syntaxCache?.syntax(of: file, parse: DeclarationParser.parse) ?? DeclarationParser.parse(file)
            var pending: [ArraySlice<DeclarationItemSyntax>] = [syntax.items[...]]
            var steps = 0
            while var slice = pending.popLast(), steps < 1_000_000 {
                steps += 1
                guard let item = slice.popFirst() else { continue }
                pending.append(slice)
                switch item {
                case .declaration(let declaration):
                    if !declaration.members.isEmpty { pending.append(declaration.members[...]) }
                case .conditional(let block):
                    let active = ConditionalCompilation.activeClause(of: block, in: environment)
                    if let active { pending.append(active.elements[...]) }
                    // A clause is noted when some other compiler version makes it the active one.
                    let versions = otherVersions(in: block, besides: environment.compilerVersion)
                    guard !versions.isEmpty else { continue }
                    let activeNames = Set(appIntentsDeclarations(in: active?.elements ?? []))
                    for clause in block.clauses where clause.offset != active?.offset {
                        let names = appIntentsDeclarations(in: clause.elements).filter { !activeNames.contains($0) }
                        guard !names.isEmpty, let other = versions.first(where: { version in
                            var alternative = environment
                            alternative.compilerVersion = version
                            return ConditionalCompilation.activeClause(of: block, in: alternative)?.offset == clause.offset
                        }) else { continue }
                        let position = file.lineAndColumn(at: clause.offset)
                        let directive = line(at: clause.offset, in: file)
                        let version = environment.compilerVersion.map(String.init).joined(separator: ".")
                        let list = names.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 5 ? " and \(names.count - 5) more" : "")
                        notes.append(Diagnostic(
                            .compilerVersionBranch, at: SourceLocation(file: file.path, line: position.line, column: position.column),
                            "App Intents \(names.count == 1 ? "declaration \(list) is" : "declarations \(list) are") in a branch ('\(directive)') that compiler \(version) does not take "
                                + "and compiler \(display(other)) would; \(names.count == 1 ? "it is" : "they are") not read. Pass '--compiler-version' with the version that builds the app to read them"
                        ))
                    }
                }
            }
        }
        return notes
    }

    /// The compiler versions other than `current` that the block's `compiler(...)` and `swift(...)` conditions tell
    /// apart: each version a condition names, and one just below it, in ascending order.
    static func otherVersions(in block: ConditionalBlockSyntax<DeclarationItemSyntax>, besides current: [Int]) -> [[Int]] {
        var versions = Set<[Int]>()
        var pending = block.clauses.compactMap(\.condition)
        while let condition = pending.popLast() {
            switch condition {
            case .platformCondition(let name, let argument) where name == "compiler" || name == "swift":
                let digits = argument.drop { !$0.isNumber }
                let version = digits.split(separator: ".").map { Int($0) ?? 0 }
                guard !version.isEmpty, version.count <= 3 else { continue }
                versions.insert(version)
                if let below = versionBelow(version) { versions.insert(below) }
            case .not(let inner): pending.append(inner)
            case .and(let lhs, let rhs), .or(let lhs, let rhs): pending += [lhs, rhs]
            default: continue
            }
        }
        versions.remove(current)
        return versions.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// A version just below one (`6.4` → `6.3.999`, `7.0` → `6.999`), or `nil` below `0`.
    static func versionBelow(_ version: [Int]) -> [Int]? {
        guard let index = version.lastIndex(where: { $0 > 0 }) else { return nil }
        return Array(version[..<index]) + [version[index] - 1, 999]
    }

    /// A version as it is written: `6.3.999` as `6.3.x`.
    private static func display(_ version: [Int]) -> String {
        version.map { $0 == 999 ? "x" : String($0) }.joined(separator: ".")
    }

    /// Whether a file has `compiler(` or `swift(` at all: most files have neither and are not parsed for this.
    static func mentionsVersionCondition(_ bytes: [UInt8]) -> Bool {
        // On bytes: Foundation's `String.contains` went through `NSString` and was most of a run on small apps.
        bytes.withUnsafeBufferPointer { buffer in
            contains("#if", in: buffer) && (contains("compiler(", in: buffer) || contains("swift(", in: buffer))
        }
    }

    /// Whether the bytes hold those of an ASCII string.
    private static func contains(_ needle: StaticString, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let needle = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = needle.first, buffer.count >= needle.count else { return false }
        var start = 0
        while start <= buffer.count - needle.count {
            guard let found = buffer[start...(buffer.count - needle.count)].firstIndex(of: first) else { return false }
            if buffer[found..<(found + needle.count)].elementsEqual(needle) { return true }
            start = found + 1
        }
        return false
    }

    /// The names of the types (and extended types) in a branch that adopt an App Intents protocol or macro, sorted.
    static func appIntentsDeclarations(in items: [DeclarationItemSyntax]) -> [String] {
        var names = Set<String>()
        var pending: [DeclarationItemSyntax] = items
        var steps = 0
        while let item = pending.popLast(), steps < 100_000 {
            steps += 1
            switch item {
            case .declaration(let declaration):
                let adopts = declaration.inheritedTypes.contains { $0.baseName.flatMap(AppIntentsProtocols.role(of:)) != nil }
                    || declaration.attributes.contains { AppIntentsProtocols.macroRoles[String($0.name.split(separator: ".").last ?? "")] != nil }
                if declaration.kind.hasMembers, adopts { names.insert(declaration.name) }
                pending += declaration.members
            case .conditional(let block):
                pending += block.clauses.flatMap(\.elements)
            }
        }
        return names.sorted()
    }

    /// The text of the line at an offset, trimmed: the `#if` directive.
    private static func line(at offset: Int, in file: SourceFile) -> String {
        let bytes = file.bytes
        var end = min(offset, bytes.count)
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        let text = String(decoding: bytes[min(offset, bytes.count)..<end], as: UTF8.self)
        return text.trimmingWhitespace
    }
}
