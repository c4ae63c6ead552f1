import AppIntents

#if DEBUG
/// Only in debug builds; the metadata of a release build must not list it.
struct ResetLibrary: AppIntent {
    static let title: LocalizedStringResource = "Reset Library"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
#endif
