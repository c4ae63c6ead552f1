import AppIntents
import Foundation

/// Something that goes into a recipe; now identified by a UUID so that two ingredients may share a name.
struct Ingredient: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pantry Item"

    static let defaultQuery = IngredientQuery()

    let id: UUID

    @Property(title: "Name")
    var name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}
