/// Chooses the files of a module that are lexed and parsed: those App Intents code is written in, and those that
/// declare what it needs.
///
/// 1. **Seeds**: the files whose bytes name an App Intents protocol or macro (`IdentifierSearch`, no lexing). A module
///    with none declares no App Intents type and nothing of it is parsed: a server package, a framework of models,
///    most targets of a monorepo.
/// 2. The seeds are parsed, and `AppIntentsReach` reads from them the names their App Intents declarations need: the
///    types they extend and are nested in, their superclasses and protocols, the types of their members, the query
///    a `defaultQuery` names, and so on; and the names a type adopts to become App Intents code (a protocol of the
///    module refining `AppIntent`, a class adopting `AppEntity`).
/// 3. The next files parsed are those that **declare** a needed name (`DeclaredNames`: the name follows `struct`,
///    `extension`, `typealias`... in the bytes) and those that name an adoptable one; a file that only uses a needed
///    name is not parsed. Their declarations may need more names; this repeats until none is new.
///
/// The result is the module's App Intents metadata and diagnostics as with every file parsed, but for syntax errors
/// in the files not parsed, which are left to the compiler as in a module without App Intents (`--all-files` parses
/// every file and reports them). Tests compare both on random modules; see docs/Performance.md for the figures.
///
/// Each round and each pass of `AppIntentsReach` over the parsed files follows one more link of a chain, so a chain
/// of hundreds of protocols, each in its own file, would cost time quadratic in its length: past `maximumRounds`
/// rounds, or when `AppIntentsReach` does not settle, every remaining file is parsed, which gives the same result.
package enum RelevantFileSelection {
    /// The most rounds of parsing before the rest of the module is parsed whole; real apps need two to five.
    static let maximumRounds = 16

    /// The words that make a file a seed: every App Intents protocol and macro we recognise.
    package static let frameworkNames: Set<String> = AppIntentsProtocols.intents
        .union(AppIntentsProtocols.entities)
        .union(AppIntentsProtocols.enums)
        .union(AppIntentsProtocols.queries)
        .union(AppIntentsProtocols.shortcutsProviders)
        .union(AppIntentsProtocols.packages)
        .union(AppIntentsProtocols.macroRoles.keys)

    private static let search = IdentifierSearch(words: frameworkNames)

    /// Whether any of `files` names an App Intents protocol or macro as a whole word, searched on all cores until one
    /// does. A word in a comment or a string counts too: that can only cost a parse, never metadata.
    package static func namesAppIntents(_ files: [SourceFile]) -> Bool {
        concurrentContains(files) { search.occurs(in: $0.bytes) }
    }

    /// Whether `file` names an App Intents protocol or macro as a whole word.
    package static func namesAppIntents(_ file: SourceFile) -> Bool {
        search.occurs(in: file.bytes)
    }

    /// How selection reads a file's bytes: directly, or through a cache the targets of a run share.
    package struct Scanning: Sendable {
        /// Whether a file names App Intents (`namesAppIntents(_:)`).
        package var namesAppIntents: @Sendable (SourceFile) -> Bool = { RelevantFileSelection.namesAppIntents($0) }
        /// The names a file may declare.
        package var declaredNames: @Sendable (SourceFile) -> DeclaredNames = { DeclaredNames(scanning: $0.bytes) }

        package init() {}

        package init(namesAppIntents: @escaping @Sendable (SourceFile) -> Bool, declaredNames: @escaping @Sendable (SourceFile) -> DeclaredNames) {
            self.namesAppIntents = namesAppIntents
            self.declaredNames = declaredNames
        }
    }

    /// The files App Intents code is written in and those declaring what it needs, parsed with `parse` (which keeps
    /// its input's order, and may be called several times), in the order of `files`; none when no file names App
    /// Intents.
    package static func parseRelevantFiles(
        _ files: [SourceFile], scanning: Scanning = Scanning(), parse: ([SourceFile]) -> [SourceFileSyntax]
    ) -> [SourceFileSyntax] {
        var chosen = concurrentMap(files, scanning.namesAppIntents)
        // Most modules name no App Intents at all, and then nothing more is read.
        guard chosen.contains(true) else { return [] }
        let declarers = Declarers(concurrentMap(files, scanning.declaredNames))
        var syntaxes: [Int: SourceFileSyntax] = [:]
        var next = files.indices.filter { chosen[$0] }
        // The names whose files were looked up, and whether their extensions were counted whatever declares them.
        var lookedUp: [String: Bool] = [:]
        var adoptableSearched: Set<String> = []
        var reach = AppIntentsReach()
        var rounds = 0
        while !next.isEmpty {
            for (index, syntax) in zip(next, parse(next.map { files[$0] })) { syntaxes[index] = syntax }
            rounds += 1
            guard rounds < maximumRounds, reach.read(syntaxes.keys.sorted().compactMap { syntaxes[$0] }) else {
                next = files.indices.filter { !chosen[$0] }
                for index in next { chosen[index] = true }
                continue
            }
            next = []
            for (name, need) in reach.needs {
                let extendingToo = need == .members
                guard lookedUp[name].map({ !$0 && extendingToo }) ?? true else { continue }
                lookedUp[name] = extendingToo
                next += declarers.files(declaring: name, extendingToo: extendingToo)
            }
            let newAdoptable = reach.adoptable.subtracting(adoptableSearched)
            if !newAdoptable.isEmpty {
                adoptableSearched.formUnion(newAdoptable)
                let adoptableSearch = IdentifierSearch(words: newAdoptable)
                let remaining = files.indices.filter { !chosen[$0] }
                let naming = concurrentMap(remaining) { adoptableSearch.occurs(in: files[$0].bytes) }
                next += zip(remaining, naming).filter(\.1).map(\.0)
            }
            next = Array(Set(next.filter { !chosen[$0] })).sorted()
            for index in next { chosen[index] = true }
        }
        return syntaxes.keys.sorted().compactMap { syntaxes[$0] }
    }

    /// The files that may declare each name, from a scan of every file's bytes.
    private struct Declarers {
        /// For each name written after `struct`, `class`, `enum`, `actor`, `protocol` or `typealias`, the files.
        var declaring: [String: [Int]] = [:]
        /// For each name written after `extension`, the files.
        var extending: [String: [Int]] = [:]
        /// The files that may declare any name (`DeclaredNames.declaresAnything`).
        var declaringAnything: [Int] = []

        init(_ scans: [DeclaredNames]) {
            // Sized once for every name written (a name declared in two files counts twice): not rehashed as it grows.
            declaring.reserveCapacity(scans.reduce(0) { $0 + $1.types.count })
            extending.reserveCapacity(scans.reduce(0) { $0 + $1.extended.count })
            for (index, fileNames) in scans.enumerated() {
                for name in fileNames.types { declaring[name, default: []].append(index) }
                for name in fileNames.extended { extending[name, default: []].append(index) }
                if fileNames.declaresAnything { declaringAnything.append(index) }
            }
        }

        /// The files that declare `name` or extend it. An extension of a type the module does not declare adds
        /// nothing recognition reads (the index keeps it aside; one adding an App Intents conformance names App
        /// Intents and is a seed), so those files count only when some file may declare the name, or with
        /// `extendingToo`: for an App Intents type, which an extension adding `@retroactive AppEntity` to a type of
        /// another module stands for, and the extensions after it add their members.
        func files(declaring name: String, extendingToo: Bool) -> [Int] {
            guard extendingToo || declaring[name] != nil || !declaringAnything.isEmpty else { return [] }
            return (declaring[name] ?? []) + (extending[name] ?? []) + declaringAnything
        }
    }
}
