/// Files already read in this run, by absolute path, so that a file several targets list is read from disk once.
///
/// The targets of one repository list many of the same files: the Swift files an app shares with its widgets and
/// extensions, and the strings tables of every locale (talk-ios's five targets list the same 8.7 MB of tables). A
/// caller that reads several trees creates one cache and gives it to each `SourceTree`. The run sees each file as it
/// was when first read, as it would if it read the file once.
package final class FileReadCache: Sendable {
    private let files = SharedMemo<String, SourceTree.FileBytes>()

    /// Creates an empty cache.
    package init() {}

    /// What reading the file at `absolute` gave, from the cache when it was read before in this run.
    func bytes(ofFileAt absolute: String, read: (String) -> SourceTree.FileBytes) -> SourceTree.FileBytes {
        files.value(for: absolute) { read(absolute) }
    }
}
