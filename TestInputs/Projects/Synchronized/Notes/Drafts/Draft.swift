import AppIntents

// Excluded from the app by the folder's exception set: its error must not be reported.
struct DraftIntent: AppIntent {
    static var title: LocalizedStringResource = someVariable
}
