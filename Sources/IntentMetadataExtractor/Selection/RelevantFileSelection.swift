/// Decides which of a module's files can contribute to its App Intents metadata, and parses only those.
///
/// Most files of an app, and nearly all of a monorepo, never mention App Intents. A file can contribute only if
/// it names an App Intents protocol or macro, or names a type that a contributing file declares or refers to
/// (a protocol refining `AppEntity`, the type an `extension Book: AppEntity` extends, a parameter's type, a
/// typealias a property uses). So files are taken in rounds: first those naming a framework protocol, then those
/// naming a type the chosen files declare or use, until a round adds no file. A file left out declares nothing the
/// chosen files can reach, so the recognizer sees the same types as with every file parsed; only syntax errors
/// in the files left out go unreported (the compiler reports those).
package enum RelevantFileSelection {
    /// After this many rounds the remaining files are parsed without further search, so that a long chain of
    /// files, each naming a type of the next, costs a parse of each, not a search per link.
    static let maximumRounds = 6

    /// The words that make a file worth parsing on their own: every App Intents protocol and macro we recognise.
    package static let frameworkNames: Set<String> = AppIntentsProtocols.intents
        .union(AppIntentsProtocols.entities)
        .union(AppIntentsProtocols.enums)
        .union(AppIntentsProtocols.queries)
        .union(AppIntentsProtocols.shortcutsProviders)
        .union(AppIntentsProtocols.packages)
        .union(AppIntentsProtocols.macroRoles.keys)

    /// Parses the files that can contribute, in rounds, with `parse` (which keeps its input's order).
    ///
    /// - Returns: the parsed files in the order of `files`; files left out are absent.
    package static func parseRelevantFiles(
        _ files: [SourceFile], parse: ([SourceFile]) -> [SourceFileSyntax]
    ) -> [SourceFileSyntax] {
        select(files, parse: parse).syntaxes
    }

    /// What a selection did: the parsed files in input order, and the positions of the files each round chose.
    package struct Selection {
        package var syntaxes: [SourceFileSyntax]
        package var rounds: [[Int]]
    }

    /// Chooses and parses files in rounds; see the type's documentation.
    package static func select(_ files: [SourceFile], parse: ([SourceFile]) -> [SourceFileSyntax]) -> Selection {
        var parsed: [SourceFileSyntax?] = Array(repeating: nil, count: files.count)
        var rounds: [[Int]] = []
        var remaining = Array(files.indices)
        var searchedWords = Set<String>()
        var newWords = frameworkNames
        while !newWords.isEmpty, !remaining.isEmpty {
            let chosen: [Int]
            if rounds.count >= maximumRounds {
                chosen = remaining
            } else {
                chosen = filesMentioning(IdentifierSearch(words: newWords), in: files, among: remaining)
            }
            searchedWords.formUnion(newWords)
            guard !chosen.isEmpty else { break }
            rounds.append(chosen)
            let syntaxes = parse(chosen.map { files[$0] })
            for (position, syntax) in zip(chosen, syntaxes) {
                parsed[position] = syntax
            }
            let chosenSet = Set(chosen)
            remaining.removeAll { chosenSet.contains($0) }
            // The names for the next round, only if one can follow; per file on all cores.
            newWords = []
            if !remaining.isEmpty {
                for names in concurrentMap(syntaxes, { typeNames(in: $0.items) }) { newWords.formUnion(names) }
                newWords.subtract(searchedWords)
            }
        }
        return Selection(syntaxes: parsed.compactMap { $0 }, rounds: rounds)
    }

    /// The positions, among `candidates`, of the files in which `search` finds a word; searched on all cores.
    static func filesMentioning(_ search: IdentifierSearch, in files: [SourceFile], among candidates: [Int]) -> [Int] {
        let found = concurrentMap(candidates) { search.occurs(in: files[$0].bytes) }
        return zip(candidates, found).filter(\.1).map(\.0)
    }

    /// Every type name the declarations declare, extend, inherit, alias or use in a property or function
    /// signature, in every `#if` branch, split into single identifiers (`Library.Shelf` gives both).
    package static func typeNames(in items: [DeclarationItemSyntax]) -> Set<String> {
        var names = Set<String>()
        var pending = items
        while let item = pending.popLast() {
            switch item {
            case .conditional(let block):
                for clause in block.clauses { pending += clause.elements }
            case .declaration(let declaration):
                collectTypeNames(of: declaration, into: &names)
                pending += declaration.members
            }
        }
        return names
    }

    private static func collectTypeNames(of declaration: DeclarationSyntax, into names: inout Set<String>) {
        var texts: [String] = []
        switch declaration.kind {
        case .struct, .class, .enum, .actor, .protocol, .extension, .typealias, .associatedtype:
            texts.append(declaration.name)
        default:
            break
        }
        texts += declaration.inheritedTypes.map(\.text)
        if let aliased = declaration.aliasedType { texts.append(aliased.text) }
        texts += declaration.bindings.compactMap { $0.type?.text }
        if let signature = declaration.signature {
            texts += signature.parameters.compactMap { $0.type?.text }
            if let returnType = signature.returnType { texts.append(returnType.text) }
        }
        if let clause = declaration.genericParameterClause { texts.append(clause) }
        if let clause = declaration.whereClause { texts.append(clause) }
        for text in texts {
            addIdentifiers(in: text, to: &names)
        }
    }

    /// Adds each maximal run of identifier bytes in `text` (`[Shelf.Kind: Int]` gives `Shelf`, `Kind`, `Int`),
    /// except numbers and the keywords of type syntax, which name no type a file could declare.
    static func addIdentifiers(in text: String, to names: inout Set<String>) {
        var start: String.UTF8View.Index?
        let utf8 = text.utf8
        func add(_ word: Substring) {
            guard let first = word.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
                !typeSyntaxKeywords.contains(word)
            else { return }
            names.insert(String(word))
        }
        for index in utf8.indices {
            if IdentifierSearch.isIdentifierByte(utf8[index]) {
                if start == nil { start = index }
            } else if let wordStart = start {
                add(text[wordStart..<index])
                start = nil
            }
        }
        if let wordStart = start { add(text[wordStart...]) }
    }

    static let typeSyntaxKeywords: Set<Substring> = [
        "some", "any", "where", "inout", "Self", "Any", "AnyObject", "class", "async", "throws", "rethrows",
        "sending", "borrowing", "consuming", "each", "repeat", "escaping", "autoclosure",
    ]
}
