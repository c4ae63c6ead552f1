/// Syntax trees already made in this run, so that a file several targets compile is lexed and parsed once; and
/// likewise what file selection reads from a file's bytes, and the readings of `.intentdefinition` files
/// (BookPlayer's six targets list the same one).
///
/// An app's targets (the app, its widgets, its extensions) often compile the same files: in the real-app corpus
/// UTM's eight targets name 584 Swift files, 219 of them distinct, and talk-ios's five name 547, 292 distinct.
/// Parsing depends on nothing but the file (`#if` is resolved later, per target), so a caller that runs several
/// extractions creates one cache and sets it on each configuration. A tree is reused only for the same path **and**
/// the same bytes, so a cache can never give another file's tree.
package final class SyntaxCache: Sendable {
    private let trees = SharedMemo<String, SourceFileSyntax>()
    private let intentDefinitions = SharedMemo<String, (file: SourceFile, reading: IntentDefinitionReader.Result)>()
    private let selectionFacts = SharedMemo<String, (file: SourceFile, namesAppIntents: Bool, declaredNames: DeclaredNames?)>()
    private let selections = Selections()

    /// Creates an empty cache.
    package init() {}

    /// The syntax of `file`, from the cache when a file of that path and those bytes was parsed before.
    package func syntax(of file: SourceFile, parse: (SourceFile) -> SourceFileSyntax) -> SourceFileSyntax {
        trees.value(for: file.path, isCurrent: { $0.file.bytes == file.bytes }) { parse(file) }
    }

    /// Whether `file` names App Intents (`RelevantFileSelection.namesAppIntents`), from the cache when a file of that
    /// path and those bytes was searched before.
    package func namesAppIntents(_ file: SourceFile) -> Bool {
        selectionFacts.value(for: file.path, isCurrent: { $0.file.bytes == file.bytes }) {
            (file, RelevantFileSelection.namesAppIntents(file), nil)
        }.namesAppIntents
    }

    /// The names `file` may declare (`DeclaredNames`), from the cache when a file of that path and those bytes was
    /// scanned before.
    package func declaredNames(of file: SourceFile) -> DeclaredNames {
        let facts = selectionFacts.value(for: file.path, isCurrent: { $0.file.bytes == file.bytes && $0.declaredNames != nil }) {
            (file, namesAppIntents(file), DeclaredNames(scanning: file.bytes))
        }
        return facts.declaredNames ?? DeclaredNames(scanning: file.bytes)
    }

    /// The files of a module `RelevantFileSelection` chose, parsed, from the cache when a module of those files (same
    /// paths, same bytes, same order) was selected before: a target's platforms select alike, since selection reads
    /// every `#if` branch.
    package func relevantFiles(of files: [SourceFile], select: ([SourceFile]) -> [SourceFileSyntax]) -> [SourceFileSyntax] {
        let key = files.map(\.path).joined(separator: "\u{0}")
        if let kept = selections.value(for: key), kept.files.count == files.count,
           zip(kept.files, files).allSatisfy({ $0.path == $1.path && $0.bytes == $1.bytes }) {
            return kept.syntaxes
        }
        let syntaxes = select(files)
        selections.keep(Selections.Entry(files: files, syntaxes: syntaxes), for: key)
        return syntaxes
    }

    /// Selections by their files' paths; one module is selected at a time, so one lock serves. Not a `SharedMemo`, whose
    /// sharded table suits values asked for on all cores: each new instance type of it costs about 0.3M instructions
    /// of runtime instantiation at start, in every run that makes a cache, and this is asked for once per platform.
    private final class Selections: @unchecked Sendable {
        final class Entry: Sendable {
            let files: [SourceFile]
            let syntaxes: [SourceFileSyntax]

            init(files: [SourceFile], syntaxes: [SourceFileSyntax]) {
                self.files = files
                self.syntaxes = syntaxes
            }
        }

        private let lock = Lock()
        private var entries: [String: Entry] = [:]

        func value(for key: String) -> Entry? {
            lock.lock()
            defer { lock.unlock() }
            return entries[key]
        }

        func keep(_ entry: Entry, for key: String) {
            lock.lock()
            defer { lock.unlock() }
            entries[key] = entry
        }
    }

    /// The reading of the intent definition `file`, from the cache when a file of that path and those bytes was read
    /// before.
    package func intentDefinition(of file: SourceFile, read: (SourceFile) -> IntentDefinitionReader.Result) -> IntentDefinitionReader.Result {
        intentDefinitions.value(for: file.path, isCurrent: { $0.file.bytes == file.bytes }) { (file, read(file)) }.reading
    }
}
