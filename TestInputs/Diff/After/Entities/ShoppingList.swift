import AppIntents
import Foundation

/// The ingredients to buy for the week.
struct ShoppingList: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shopping List"

    static let defaultQuery = ShoppingListQuery()

    let id: UUID

    @Property(title: "Items")
    var itemCount: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(itemCount) items")
    }
}
