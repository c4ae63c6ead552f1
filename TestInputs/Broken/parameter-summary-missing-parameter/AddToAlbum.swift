import AppIntents

struct AddToAlbum: AppIntent {
    static let title: LocalizedStringResource = "Add to Album"

    @Parameter(title: "Photo Name")
    var photoName: String

    @Parameter(title: "Album Name")
    var albumName: String

    @Parameter(title: "Caption")
    var caption: String

    // `caption` is neither in the sentence nor in the table below it.
    static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$photoName) to \(\.$albumName)")
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}
