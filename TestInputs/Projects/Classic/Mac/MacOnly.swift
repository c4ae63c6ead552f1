import AppIntents

#if os(macOS)
struct ShowInFinder: AppIntent {
    static var title: LocalizedStringResource = "Show in Finder"

    func perform() async throws -> some IntentResult { .result() }
}
#endif

#if MAC_FLAG
struct MacFlagIntent: AppIntent {
    static var title: LocalizedStringResource = "Mac Flag"

    func perform() async throws -> some IntentResult { .result() }
}
#endif
