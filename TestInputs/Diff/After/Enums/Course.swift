import AppIntents

/// Where a recipe belongs in a meal.
enum Course: String, AppEnum {
    case appetizer = "starter"
    case main
    case dessert = "sweet"
    case drink

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Meal Course"

    static let caseDisplayRepresentations: [Course: DisplayRepresentation] = [
        .appetizer: "Appetizer",
        .main: "Main Dish",
        .dessert: "Dessert",
        .drink: "Drink",
    ]
}
