import AppIntents

// Nothing in this file declares an App Intents type, although it mentions several.
//
// For instance, a contributor guide might show: struct Fake: AppIntent { static let title = "Fake" }
/* And a block comment can hide one too:
   struct HiddenEntity: AppEntity {
       static let typeDisplayRepresentation: TypeDisplayRepresentation = "Hidden"
   }
*/

enum IntentRunner {
    static let template = "struct Fake: AppIntent { static let title: LocalizedStringResource = \"Fake\" }"

    static let multilineTemplate = """
        struct Ghost: AppIntent {
            static let title: LocalizedStringResource = "Ghost"
        }
        """

    /// A generic constraint names `AppIntent` without declaring a conforming type.
    static func run<T: AppIntent>(_ intent: T) async throws {
        _ = try await intent.perform()
    }

    static func titles<T>(of intents: [T]) -> [LocalizedStringResource] where T: AppIntent {
        intents.map { _ in T.title }
    }
}

/// An app type whose name only starts with a protocol's name.
struct AppEntityHelper {
    static func identifiers(of books: [Book]) -> [Book.ID] {
        books.map(\.id)
    }
}
