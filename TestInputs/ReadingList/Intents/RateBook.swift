import AppIntents

/// The parameters live here; the conformance and `perform()` are in `RateBook+LibraryIntent.swift`.
struct RateBook {
    @Parameter(title: "Book")
    var book: Book

    @Parameter(title: "Stars", default: 4.0, inclusiveRange: (0.5, 5.0))
    var stars: Double

    @Parameter(title: "Review", inputOptions: String.IntentInputOptions(multiline: true))
    var review: String?
}
