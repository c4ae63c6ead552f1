import AppIntents

/// The intents of this app share the store through this refinement of `AppIntent`.
protocol LibraryIntent: AppIntent {}

extension LibraryIntent {
    var store: BookStore { .shared }
}
