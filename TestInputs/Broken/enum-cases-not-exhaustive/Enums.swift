import AppIntents

enum Roast: String, AppEnum {
    case light
    case medium
    case dark
    case espresso

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Roast"

    // `espresso` is missing.
    static let caseDisplayRepresentations: [Roast: DisplayRepresentation] = [
        .light: "Light",
        .medium: "Medium",
        .dark: DisplayRepresentation(title: "Dark", image: .init(systemName: "moon")),
    ]
}
