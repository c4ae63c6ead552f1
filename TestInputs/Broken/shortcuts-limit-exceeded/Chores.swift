import AppIntents

struct SweepChore: AppIntent {
    static let title: LocalizedStringResource = "Log Sweep"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct MopChore: AppIntent {
    static let title: LocalizedStringResource = "Log Mop"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct DustChore: AppIntent {
    static let title: LocalizedStringResource = "Log Dust"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct VacuumChore: AppIntent {
    static let title: LocalizedStringResource = "Log Vacuum"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct LaundryChore: AppIntent {
    static let title: LocalizedStringResource = "Log Laundry"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct DishesChore: AppIntent {
    static let title: LocalizedStringResource = "Log Dishes"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct TrashChore: AppIntent {
    static let title: LocalizedStringResource = "Log Trash"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct RecyclingChore: AppIntent {
    static let title: LocalizedStringResource = "Log Recycling"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct WindowsChore: AppIntent {
    static let title: LocalizedStringResource = "Log Windows"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct PlantsChore: AppIntent {
    static let title: LocalizedStringResource = "Log Plants"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct GroceriesChore: AppIntent {
    static let title: LocalizedStringResource = "Log Groceries"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
