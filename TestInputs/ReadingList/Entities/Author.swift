import Foundation

/// Someone who wrote at least one book on the reading list.
///
/// The App Intents conformance lives in `Author+AppEntity.swift`.
struct Author: Identifiable, Hashable {
    var name: String
    var bookCount: Int

    var id: String { name }
}
