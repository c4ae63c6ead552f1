import AppIntents

struct PlayAudioGuide: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Audio Guide"

    static let description: IntentDescription = "Plays the walking tour of a destination."

    @Parameter(title: "Destination")
    var destination: Destination

    @Parameter(title: "Speed", default: 1.0, inclusiveRange: (0.5, 2.0))
    var speed: Double

    func perform() async throws -> some IntentResult {
        .result()
    }
}
