import AppIntents

struct ArchiveMail: AppIntent {
    static let title: LocalizedStringResource = "Archive Mail"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

/* Ideas for later. Swift block comments nest, so the inner pair below does not close this one:
   /* an intent that archives whole threads */
   struct ArchiveThread: AppIntent {}
