import AppIntents

// Everything here is accepted: a computed property whose getter is a single expression, or whose
// first statement returns a constant, counts as a compile-time constant.

struct WaterLawn: AppIntent {
    static var title: LocalizedStringResource { "Water Lawn" }

    static var description: IntentDescription? { IntentDescription("Starts the sprinklers.") }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct MowLawn: AppIntent {
    static var title: LocalizedStringResource {
        return "Mow Lawn"
    }

    static var openAppWhenRun: Bool {
        return false
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct RakeLeaves: AppIntent {
    static var title: LocalizedStringResource {
        get { "Rake Leaves" }
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

enum Season: String, AppEnum {
    case spring
    case autumn

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: "Season")
    }

    static var caseDisplayRepresentations: [Season: DisplayRepresentation] {
        return [
            .spring: "Spring",
            .autumn: "Autumn",
        ]
    }
}
