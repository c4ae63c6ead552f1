import AppIntents

/// How much water a plant gets.
public enum WaterAmount: String, AppEnum {
    case sip
    case regular
    case soak

    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Water Amount"
    public static var caseDisplayRepresentations: [WaterAmount: DisplayRepresentation] = [
        .sip: "A Sip",
        .regular: DisplayRepresentation(title: "Regular", subtitle: "About a cup"),
        .soak: "A Soak",
    ]
}
