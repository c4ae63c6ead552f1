import AppIntents

/// When to sow: a model type that the intents of another target use.
public enum Season: String, AppEnum {
    case spring
    case autumn

    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Season"
    public static var caseDisplayRepresentations: [Season: DisplayRepresentation] = [
        .spring: "Spring",
        .autumn: "Autumn",
    ]
}
