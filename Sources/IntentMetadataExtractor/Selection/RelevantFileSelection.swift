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
        _ files: [SourceFile], parse: ([SourceFile]) -> [SourceFileSyntax],
        names: @Sendable (SourceFileSyntax) -> Set<String> = NamesOfInterest.names(in:)
    ) -> [SourceFileSyntax] {
        select(files, parse: parse, names: names).syntaxes
    }

    /// What a selection did: the parsed files in input order, and the positions of the files each round chose.
    package struct Selection {
        package var syntaxes: [SourceFileSyntax]
        package var rounds: [[Int]]
    }

    /// Chooses and parses files in rounds; see the type's documentation. `names` gives a parsed file's names for
    /// the next round (`NamesOfInterest`, or a cache of it).
    package static func select(
        _ files: [SourceFile], parse: ([SourceFile]) -> [SourceFileSyntax],
        names: @Sendable (SourceFileSyntax) -> Set<String> = NamesOfInterest.names(in:)
    ) -> Selection {
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
                for fileNames in concurrentMap(syntaxes, names) { newWords.formUnion(fileNames) }
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
}
