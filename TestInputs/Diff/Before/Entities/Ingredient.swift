import AppIntents

/// Something that goes into a recipe, identified by its name.
struct Ingredient: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Ingredient"

    static let defaultQuery = IngredientQuery()

    let id: String

    @Property(title: "Name")
    var name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}
