import AppIntents

/// Where a recipe belongs in a meal.
enum Course: String, AppEnum {
    case starter
    case main
    case dessert
    case side

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Course"

    static let caseDisplayRepresentations: [Course: DisplayRepresentation] = [
        .starter: "Starter",
        .main: "Main Course",
        .dessert: "Dessert",
        .side: "Side Dish",
    ]
}
