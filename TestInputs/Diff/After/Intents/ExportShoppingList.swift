import AppIntents

struct ExportShoppingList: AppIntent {
    static let title: LocalizedStringResource = "Export Shopping List"

    @Parameter(title: "List")
    var list: ShoppingList

    @Parameter(title: "Include Prices")
    var includesPrices: Bool?

    func perform() async throws -> some IntentResult {
        .result()
    }
}
