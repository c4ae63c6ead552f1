/// Syntax trees already made in this run, so that a file several targets compile is lexed and parsed once, and
/// its names for file selection collected once.
///
/// An app's targets (the app, its widgets, its extensions) often compile the same files: in the real-app corpus
/// UTM's eight targets name 584 Swift files, 219 of them distinct, and talk-ios's five name 547, 292 distinct.
/// Parsing depends on nothing but the file (`#if` is resolved later, per target), so a caller that runs several
/// extractions creates one cache and sets it on each configuration. A tree is reused only for the same path **and**
/// the same bytes, so a cache can never give another file's tree.
package final class SyntaxCache: Sendable {
    private let trees = SharedMemo<String, SourceFileSyntax>()
    private let names = SharedMemo<String, (bytes: [UInt8], names: Set<String>)>()

    /// Creates an empty cache.
    package init() {}

    /// The syntax of `file`, from the cache when a file of that path and those bytes was parsed before.
    package func syntax(of file: SourceFile, parse: (SourceFile) -> SourceFileSyntax) -> SourceFileSyntax {
        trees.value(for: file.path, isCurrent: { $0.file.bytes == file.bytes }) { parse(file) }
    }

    /// The names file selection takes from a parsed file (`NamesOfInterest`), from the cache when they were
    /// collected before for a file of that path and those bytes.
    package func names(in syntax: SourceFileSyntax, collect: (SourceFileSyntax) -> Set<String>) -> Set<String> {
        names.value(for: syntax.file.path, isCurrent: { $0.bytes == syntax.file.bytes }) { (syntax.file.bytes, collect(syntax)) }.names
    }
}
