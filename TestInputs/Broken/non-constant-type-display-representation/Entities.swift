import AppIntents

let cameraTypeName: TypeDisplayRepresentation = "Camera"

struct Lens: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = Lens.makeTypeDisplay()

    static func makeTypeDisplay() -> TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: "Lens")
    }

    static let defaultQuery = LensQuery()

    let id: String

    var displayRepresentation: DisplayRepresentation {
        "\(id)"
    }
}

struct LensQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Lens] {
        identifiers.map { Lens(id: $0) }
    }
}

enum CameraBody: String, AppEnum {
    case rangefinder
    case mirrorless

    static let typeDisplayRepresentation = cameraTypeName

    static let caseDisplayRepresentations: [CameraBody: DisplayRepresentation] = [
        .rangefinder: "Rangefinder",
        .mirrorless: "Mirrorless",
    ]
}
