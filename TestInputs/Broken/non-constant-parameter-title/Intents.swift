import AppIntents

let currencyCode = "EUR"

enum FieldLabels {
    static let payee: LocalizedStringResource = "Payee"
}

struct RecordExpense: AppIntent {
    static let title: LocalizedStringResource = "Record Expense"

    @Parameter(title: "Amount in \(currencyCode)")
    var amount: Double

    @Parameter(title: FieldLabels.payee)
    var payee: String

    @Parameter(title: "Note")
    var note: String?

    func perform() async throws -> some IntentResult {
        .result()
    }
}
