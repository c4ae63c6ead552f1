import AppIntents

// A journaling app whose intent titles are not compile-time constants.

let pinTitle: LocalizedStringResource = "Pin Entry"
let journalName = "Journal"

enum Wording {
    static let archiveTitle: LocalizedStringResource = "Archive Entry"
}

func makeExportTitle() -> LocalizedStringResource {
    "Export Entry"
}

struct PinEntry: AppIntent {
    static let title: LocalizedStringResource = pinTitle

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct ExportEntry: AppIntent {
    static var title: LocalizedStringResource = makeExportTitle()

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct NewEntry: AppIntent {
    static let title: LocalizedStringResource = "New \(journalName) Entry"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct ArchiveEntry: AppIntent {
    static let title: LocalizedStringResource = Wording.archiveTitle

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct DeleteEntry: AppIntent {
    // Constant: only here to show that the other intents are the problem.
    static let title: LocalizedStringResource = "Delete Entry"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
