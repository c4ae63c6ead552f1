import AppIntents
import Foundation

/// Spelled with the module name on purpose: `AppIntents.AppIntent`.
struct LogReadingSession: AppIntents.AppIntent {
    static var title: LocalizedStringResource { "Log Reading Session" }

    static var description: IntentDescription? {
        IntentDescription("Records how long you read and how far you got.", categoryName: "Progress")
    }

    @Parameter(title: "Book")
    var book: Book

    @Parameter(title: "Minutes", default: 30, inclusiveRange: (1, 600), controlStyle: .stepper)
    var minutes: Int

    @Parameter(title: "Progress", default: 0.5, inclusiveRange: (0.0, 1.0), controlStyle: .slider)
    var progress: Double

    @Parameter(title: "Date")
    var date: Date

    @Parameter(title: "Format", default: .paperback)
    var format: BookFormat

    static var parameterSummary: some ParameterSummary {
        Switch(\.$format) {
            Case(.audiobook) {
                Summary("Log \(\.$minutes) minutes listening to \(\.$book)") {
                    \.$progress
                    \.$date
                    \.$format
                }
            }
            DefaultCase {
                Summary("Log \(\.$minutes) minutes reading \(\.$book)") {
                    \.$progress
                    \.$date
                    \.$format
                }
            }
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        BookStore.shared.log(ReadingSession(bookID: book.id, minutes: minutes, progress: progress, date: date))
        return .result(dialog: "Logged \(minutes) minutes.")
    }
}
