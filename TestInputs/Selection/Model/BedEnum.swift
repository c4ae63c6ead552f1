import AppIntents

extension Garden.Bed: AppEnum {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Bed"
    static let caseDisplayRepresentations: [Garden.Bed: DisplayRepresentation] = [
        .herbs: "Herb Bed",
        .roses: "Rose Bed",
    ]
}
