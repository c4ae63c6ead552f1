import AppIntents

/// Namespace for the intents that bring the app to the front.
enum Library {
    struct OpenShelf: OpenIntent {
        static let title: LocalizedStringResource = "Open Shelf"

        static let description = IntentDescription("Shows the books on one shelf.")

        @Parameter(title: "Shelf")
        var target: Shelf

        func perform() async throws -> some IntentResult {
            .result()
        }
    }
}
