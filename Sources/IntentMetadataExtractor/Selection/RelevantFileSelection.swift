/// Decides whether a module's files are parsed at all: only when one of them names App Intents.
///
/// A module none of whose files names an App Intents protocol or macro declares no App Intents type, so its files
/// are searched (bytes, not tokens) and never lexed or parsed: a server package, a framework of models, most
/// targets of a monorepo. As soon as one file names one, every file of the module is parsed, because the App Intents
/// types reach the others (a parameter's type, an entity's query, a protocol refining `AppIntent`, an extension in
/// a file of its own).
///
/// An earlier version went on in rounds, parsing only the files that name a type the parsed files declare or use.
/// On the real-app corpus those rounds ended up parsing all but a handful of each such module's files (iAPS: 457
/// of 458; kurozora-app, BookPlayer, amperfy, MarkEdit: all), so collecting names and searching again cost more than
/// it saved: parsing whole modules is 10% fewer instructions over the 20 apps, with byte-identical output.
package enum RelevantFileSelection {
    /// The words that make a module worth parsing: every App Intents protocol and macro we recognise.
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

    /// Every file of the module parsed with `parse` (which keeps its input's order) if one of them names App
    /// Intents; otherwise none.
    package static func parseRelevantFiles(_ files: [SourceFile], parse: ([SourceFile]) -> [SourceFileSyntax]) -> [SourceFileSyntax] {
        namesAppIntents(files) ? parse(files) : []
    }
}
