import AppIntents

/// When a plant goes in the ground. Declared in a model module, used by the intents of `LibraryIntents`.
public enum Season: String, AppEnum {
    case spring
    case autumn

    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Season"
    public static var caseDisplayRepresentations: [Season: DisplayRepresentation] = [
        .spring: "Spring",
        .autumn: "Autumn",
    ]
}
