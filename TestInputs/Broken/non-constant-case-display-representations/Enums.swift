import AppIntents

enum Mood: String, AppEnum {
    case calm
    case tense
    case joyful

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"

    static let caseDisplayRepresentations: [Mood: DisplayRepresentation] = Dictionary(
        uniqueKeysWithValues: allCases.map { mood in
            (mood, DisplayRepresentation(title: "\(mood.rawValue.capitalized)"))
        }
    )
}

enum Weather: String, AppEnum {
    case sunny
    case cloudy
    case rainy

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Weather"

    static var caseDisplayRepresentations: [Weather: DisplayRepresentation] {
        var representations: [Weather: DisplayRepresentation] = [:]
        for weather in allCases {
            representations[weather] = DisplayRepresentation(title: "\(weather.rawValue)")
        }
        return representations
    }
}
