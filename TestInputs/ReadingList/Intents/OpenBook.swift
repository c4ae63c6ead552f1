import AppIntents

extension Library {
    /// Declared in an extension of the namespace, in a different file from `Library` itself.
    struct OpenBook: OpenIntent {
        static var title: LocalizedStringResource = "Open Book"

        @Parameter(title: "Book", requestValueDialog: "Which book do you want to open?")
        var target: Book

        func perform() async throws -> some IntentResult {
            .result()
        }
    }
}
