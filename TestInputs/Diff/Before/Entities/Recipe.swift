import AppIntents
import Foundation

/// A recipe in the cookbook.
struct Recipe: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"

    static let defaultQuery = RecipeQuery()

    let id: UUID

    @Property(title: "Name")
    var name: String

    @Property(title: "Servings")
    var servings: Int

    @Property(title: "Course")
    var course: Course

    @Property(title: "Rating")
    var rating: Int?

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", image: .init(systemName: "fork.knife"))
    }
}
